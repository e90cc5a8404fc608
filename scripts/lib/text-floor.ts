/**
 * A page's floor, for the audit: its built HTML with everything but the text taken out (styles,
 * scripts, fonts, images, frames, media, preloads), so that Lighthouse measures how soon this
 * page's own words could paint when served the same way. The ratio of a page's LCP to its floor's
 * says how much its styles, fonts and scripts cost before the first screen.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIST, readPage } from './built-site.ts';

/** Where the floors are served from, beside the site on the same server. */
export const FLOOR_PREFIX = '/__text-floor';

/** Elements removed with everything inside them. */
const WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'video',
  'audio',
  'object',
  'canvas',
];
/** Elements that load something by themselves, removed (void or their content is not text). */
const LOADING = ['link', 'img', 'source', 'picture', 'embed', 'track'];

export function textFloor(html: string): string {
  let text = html;
  for (const tag of WITH_CONTENT)
    text = text.replace(new RegExp(`<${tag}\\b[^>]*>[\\s\\S]*?</${tag}\\s*>`, 'gi'), '');
  for (const tag of LOADING) text = text.replace(new RegExp(`</?${tag}\\b[^>]*>`, 'gi'), '');
  return (
    text
      // Inline styles and the resources attributes could still point at.
      .replace(/\s(?:style|srcset|poster|background)=(?:"[^"]*"|'[^']*')/gi, '')
      // Meta elements that could load or refresh: a CSP stays harmless, so only refresh goes.
      .replace(/<meta\b[^>]*http-equiv=["']?refresh[^>]*>/gi, '')
  );
}

/**
 * Writes the floor of each page (URL paths such as `/en/about/`) under dist/__text-floor and
 * returns where each is served; `remove` takes them out of dist again.
 */
export function writeTextFloors(pages: readonly string[], dist = DIST) {
  const dir = path.join(dist, FLOOR_PREFIX);
  const urls = new Map<string, string>();
  for (const page of new Set(pages)) {
    const file = path.join(dir, page, 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, textFloor(readPage(page, dist)));
    urls.set(page, `${FLOOR_PREFIX}${page}`);
  }
  return { urls, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
