import { SEARCH_PARAMS, isSearchType, type SearchType } from '../../config/search';

/** What the search page shows: the query, and the type it is narrowed to (none: every type). */
export interface SearchState {
  query: string;
  type?: SearchType;
}

/**
 * The state an address holds, so that a shared or restored address shows the same results.
 * An unknown type means every type.
 * @example readState('?q=kvkk&type=post') // { query: 'kvkk', type: 'post' }
 */
export function readState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const type = params.get(SEARCH_PARAMS.type);
  return {
    query: params.get(SEARCH_PARAMS.query) ?? '',
    type: isSearchType(type) ? type : undefined,
  };
}

/**
 * The address of a state on the search page, without empty parameters.
 * @example addressOf('/en/search/', { query: 'computer vision' }) // '/en/search/?q=computer+vision'
 */
export function addressOf(pathname: string, { query, type }: SearchState): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set(SEARCH_PARAMS.query, query);
  if (type) params.set(SEARCH_PARAMS.type, type);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
