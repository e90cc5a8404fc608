/**
 * Reads the site search's index as the build wrote it (src/integrations/searchIndex.ts): the
 * languages Pagefind made an index for, and each page it holds, from its fragments (one gzipped
 * JSON record per page: address, text, meta, filters). A page without a fragment cannot be found.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SEARCH_BUNDLE_PATH } from '../../../src/config/search';
import { shownText } from '../../../src/search/folding';

export interface IndexedPage {
  url: string;
  /** The indexed text and meta as the search page shows them. */
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** What Pagefind writes before each decompressed record. */
const SIGNATURE = 'pagefind_dcd';

export const bundleDir = (dist: string) => path.join(dist, SEARCH_BUNDLE_PATH);

/** The languages with an index of their own, from Pagefind's entry file. */
export const indexedLanguages = (dist: string): string[] =>
  Object.keys(
    (
      JSON.parse(readFileSync(path.join(bundleDir(dist), 'pagefind-entry.json'), 'utf8')) as {
        languages: Record<string, unknown>;
      }
    ).languages,
  ).sort();

/** Every indexed page, by the language of the index that holds it. */
export function indexedPages(dist: string): Map<string, IndexedPage[]> {
  const folder = path.join(bundleDir(dist), 'fragment');
  const byLanguage = new Map<string, IndexedPage[]>();
  for (const file of readdirSync(folder)) {
    const lang = file.split('_')[0]!;
    const text = gunzipSync(readFileSync(path.join(folder, file))).toString('utf8');
    if (!text.startsWith(SIGNATURE)) throw new Error(`${file}: not a Pagefind fragment`);
    const record = JSON.parse(text.slice(SIGNATURE.length)) as IndexedPage;
    byLanguage.set(lang, [
      ...(byLanguage.get(lang) ?? []),
      {
        ...record,
        content: shownText(record.content),
        meta: Object.fromEntries(
          Object.entries(record.meta).map(([key, value]) => [key, shownText(value)]),
        ),
      },
    ]);
  }
  return byLanguage;
}
