/**
 * How the index and the queries meet on the Turkish i (docs/search.md, "Letters and case").
 *
 * Pagefind lower-cases words and strips diacritics on both sides (NFD, then every combining mark
 * dropped), so "ogrenme" finds "öğrenme", "evaluacion" "evaluación", "İstanbul" indexes as
 * "istanbul". Two letters fall outside that rule:
 * - the dotless ı is a letter of its own, not an i with a mark: "danismanlik", as a Turkish
 *   keyboard-less visitor types it, missed "danışmanlık";
 * - Pagefind lower-cases the query in the browser's locale: in a Turkish browser "ISTANBUL"
 *   becomes "ıstanbul" and missed İstanbul.
 * So the build hands Pagefind each page with every ı written as i plus a combining mark, which
 * Pagefind strips (the word indexes as "danismanlik") while the stored text keeps it, and the
 * search page writes it back as ı before showing a title or an excerpt; and a query's I and İ
 * become i, its ı the same i plus mark, before Pagefind sees it.
 */

/** COMBINING GREEK YPOGEGRAMMENI: alphabetic, so Pagefind keeps it inside the word, and a combining mark, so its diacritic folding drops it. */
export const MARK = '\u0345';
const DOTLESS = 'ı';

/**
 * A page's HTML as the build gives it to the indexer (never written to dist/).
 * @example foldForIndex('ılık') // 'i\u0345li\u0345k', indexed as "ilik"
 */
export const foldForIndex = (html: string): string => html.replaceAll(DOTLESS, `i${MARK}`);

/**
 * A title or an excerpt from the index, as the page wrote it.
 * @example shownText(foldForIndex('Yazılım')) // 'Yazılım'
 */
export const shownText = (text: string): string => text.replaceAll(`i${MARK}`, DOTLESS);

/**
 * A query as the index spells its words, whatever the browser's locale: I and İ as i, and ı as the
 * index writes it, so a word typed with ı matches both spellings and ranks first where the page
 * has ı (Pagefind prefers the variant that matches before its folding, as it prefers "café" for
 * "café").
 * @example foldQuery('ISTANBUL') // 'istanbul'
 * @example foldQuery('Işık') // 'işi\u0345k', found as isik
 */
export const foldQuery = (query: string): string =>
  foldForIndex(query.replace(/[Iİ]/g, 'i')).toLowerCase();
