/**
 * The part of Pagefind's search script (SEARCH_SCRIPT, written by the build beside the index:
 * src/integrations/searchIndex.ts) that the search page uses, as Pagefind 1.6 documents it.
 */

export interface PagefindOptions {
  /** Words in an excerpt (Pagefind's default: 30). */
  excerptLength?: number;
}

export interface PagefindSearchOptions {
  /** A value, or any of several. */
  filters?: Record<string, string | { any: readonly string[] }>;
}

/** A result's data, loaded on demand: its address, texts, meta and filters as the build indexed them. */
export interface PagefindFragment {
  url: string;
  /** HTML: the page's text around the matches, entities encoded, each match in `<mark>`. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindFragment>;
}

export interface PagefindSearch {
  results: PagefindResult[];
  /** For each filter of a filtered search, how many results each value has without the filters. */
  totalFilters: Record<string, Record<string, number> | undefined>;
}

export interface Pagefind {
  options(options: PagefindOptions): Promise<void>;
  init(): Promise<void>;
  preload(term: string, options?: PagefindSearchOptions): Promise<void>;
  search(term: string, options?: PagefindSearchOptions): Promise<PagefindSearch>;
}
