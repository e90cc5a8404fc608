/**
 * Checks the share images of a built site: every page names one (Open Graph and X alike) that is a
 * built file, in its own language, and every share card is a 1200 x 630 JPEG under 100 KB. Used on
 * the site's build and on the fifth-language copy's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { listPages, readPage } from '../../../scripts/lib/built-site';
import { SHARE_CARD_FOLDER, SHARE_CARDS, type ShareCardKind } from '../../../src/seo/shareCards';

export const CARD_BUDGET = 100 * 1024;

/** The card a page shows: a post (an Open Graph article) its cover, the assessment and GEO their own. */
const cardOf = (page: string, html: string): ShareCardKind | 'cover' => {
  if (meta(html, 'property', 'og:type') === 'article') return 'cover';
  if (/^\/[^/]+\/assessment\/$/.test(page)) return 'assessment';
  if (/^\/[^/]+\/geo\/$/.test(page)) return 'geo';
  return 'brand';
};

const meta = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]+)"`).exec(html)?.[1];

export async function shareImageProblems(
  dist: string,
  locales: readonly string[],
  defaultLocale: string,
): Promise<string[]> {
  const problems: string[] = [];
  const cards = readdirSync(path.join(dist, SHARE_CARD_FOLDER));
  for (const kind of SHARE_CARDS)
    for (const lang of locales)
      if (!cards.some((file) => file.startsWith(`${kind}-${lang}.`)))
        problems.push(`no ${kind} card in ${lang}`);
  for (const file of cards) {
    const bytes = readFileSync(path.join(dist, SHARE_CARD_FOLDER, file));
    const { format, width, height } = await sharp(bytes).metadata();
    if (format !== 'jpeg' || width !== 1200 || height !== 630 || bytes.length >= CARD_BUDGET)
      problems.push(`${file}: ${format} ${width} x ${height}, ${bytes.length} bytes`);
  }
  for (const page of listPages(dist)) {
    const html = readPage(page, dist);
    const image = meta(html, 'property', 'og:image');
    if (!image) {
      problems.push(`${page}: no og:image`);
      continue;
    }
    if (meta(html, 'name', 'twitter:image') !== image)
      problems.push(`${page}: twitter:image is not og:image`);
    const { pathname } = new URL(image);
    if (!existsSync(path.join(dist, pathname))) problems.push(`${page}: ${pathname} is not built`);
    const lang = locales.find((code) => page.startsWith(`/${code}/`)) ?? defaultLocale;
    const card = cardOf(page, html);
    const expected =
      card === 'cover'
        ? /^\/_astro\/[^/]+\.jpg$/
        : new RegExp(`^${SHARE_CARD_FOLDER}${card}-${lang}\\.[0-9a-f]{8}\\.jpg$`);
    if (!expected.test(pathname)) problems.push(`${page}: ${pathname}, expected ${expected}`);
  }
  return problems;
}
