/**
 * Site search (Pagefind, docs/search.md): what a result can be, and where the built index lives.
 * The build indexes a page when its layout is given one of these types (the page table's `search`,
 * or the entry's page: a post, an event, an open job, a course); the search page filters by them.
 */
export const SEARCH_TYPES = ['page', 'post', 'event', 'job', 'course'] as const;

export type SearchType = (typeof SEARCH_TYPES)[number];

export const isSearchType = (value: unknown): value is SearchType =>
  SEARCH_TYPES.includes(value as SearchType);

/** Where the build writes the index and Pagefind's own script (src/integrations/searchIndex.ts). */
export const SEARCH_BUNDLE_PATH = '/pagefind/';

/** Pagefind's search script, which the search page imports once a search begins. */
export const SEARCH_SCRIPT = `${SEARCH_BUNDLE_PATH}pagefind.js`;

/** The address parameters of the search page: the query and the type filter. */
export const SEARCH_PARAMS = { query: 'q', type: 'type' } as const;
