import type { SearchType } from '../../config/search';
import type { PluralForms } from '../../i18n/plural';

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
  /** What the status line announces: `{{query}}`, and the results found in each plural form with `{{number}}`. */
  status: { none: string; found: PluralForms; failed: string };
}

/**
 * A text with its placeholders filled.
 * @example fill('{{number}} results for “{{query}}”', { number: '3', query: 'kvkk' }) // '3 results for “kvkk”'
 */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
