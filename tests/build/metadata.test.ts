/**
 * What search engines and social networks read in each built page's head, beside the canonicals,
 * hreflang and sitemap of links.test.ts and the JSON-LD of structured-data.test.ts: an indexed
 * page's description,
 * the Open Graph locale and its alternates, the site's handle, and robots directives exactly on the
 * pages the page table keeps out of results.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, readPage } from '../../scripts/lib/built-site';
import { LOCALES, LOCALE_INFO } from '../../src/config/locales';
import { PAGES, type PageKey } from '../../src/config/routes';
import { SITE } from '../../src/config/site';

const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)">/.exec(html)?.[1];
/** One built page of each entry of the page table (one course for the course pages). */
const builtPath = (key: PageKey) =>
  key === 'academyApply' ? `${PAGES[key].path}ai-web-applications/` : PAGES[key].path;

describe('each page’s head', () => {
  for (const lang of LOCALES) {
    it(`${lang}: description, Open Graph locale and alternates, the site's handle`, () => {
      const problems: string[] = [];
      for (const key of Object.keys(PAGES) as PageKey[]) {
        if (key === 'academy') continue;
        const page = `/${lang}${builtPath(key)}`;
        const html = readPage(page);
        const indexed = !('robots' in PAGES[key]);
        if (indexed && !/<meta name="description" content="[^"]{50,}">/.test(html))
          problems.push(`${page}: description under 50 characters`);
        if (!html.includes(`<meta property="og:locale" content="${LOCALE_INFO[lang].ogLocale}">`))
          problems.push(`${page}: og:locale`);
        const alternates = attr(html, /<meta property="og:locale:alternate" content="([^"]+)"/g);
        const others = LOCALES.filter((other) => other !== lang).map(
          (other) => LOCALE_INFO[other].ogLocale,
        );
        if (alternates.sort().join() !== others.sort().join())
          problems.push(`${page}: og:locale:alternate ${alternates.join(', ')}`);
        if (!html.includes(`<meta name="twitter:site" content="${SITE.socialHandle}">`))
          problems.push(`${page}: twitter:site`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('carries the page table’s robots directive, and none on indexed pages', () => {
    const problems: string[] = [];
    for (const lang of LOCALES) {
      for (const key of Object.keys(PAGES) as PageKey[]) {
        if (key === 'academy') continue;
        const page = `/${lang}${builtPath(key)}`;
        const expected = 'robots' in PAGES[key] ? PAGES[key].robots : undefined;
        if (robotsOf(readPage(page)) !== expected)
          problems.push(`${page}: ${robotsOf(readPage(page))}, expected ${expected}`);
      }
      if (robotsOf(readPage(`/${lang}/404/`)) !== 'noindex') problems.push(`/${lang}/404/`);
    }
    expect(robotsOf(readPage('/careers/success/'))).toBe('noindex,follow');
    expect(problems).toEqual([]);
  });

  it('robots.txt names the sitemap', () => {
    expect(readFileSync(path.join(DIST, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${SITE.url}/sitemap.xml`,
    );
  });
});
