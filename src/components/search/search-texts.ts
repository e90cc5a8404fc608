import type { SearchType } from '../../config/search';

/** The types whose pages carry a date (a page has none). */
export const DATED_TYPES = ['post', 'event', 'job', 'course'] as const;

/** The texts the search page's script shows, in the page's language, with their placeholders. */
export interface SearchTexts {
  /** The language's Intl tag, for the counts. */
  intl: string;
  /** A result's type, as its badge reads. */
  types: Record<SearchType, string>;
  /** A result's date line: "Published {{date}}". */
  dates: Record<(typeof DATED_TYPES)[number], string>;
  /** What the status line announces: `{{query}}`, `{{count}}`. */
  status: { none: string; one: string; other: string; failed: string };
}

/**
 * A text with its placeholders filled.
 * @example fill('{{count}} results for “{{query}}”', { count: '3', query: 'kvkk' }) // '3 results for “kvkk”'
 */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
