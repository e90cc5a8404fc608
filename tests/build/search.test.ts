/**
 * The site search on the built site (docs/search.md): what the index holds, in which language, with
 * which type, title and date; and the search code, on the search page alone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, listPages, pageWeight, readPage } from '../../scripts/lib/built-site';
import { LOCALES } from '../../src/config/locales';
import { PAGES } from '../../src/config/routes';
import { SEARCH_BUNDLE_PATH, SEARCH_TYPES } from '../../src/config/search';
import { FILTER_CATEGORIES } from '../../src/content/posts';
import { useTranslations } from '../../src/i18n';
import { localizePath } from '../../src/i18n/paths';
import { bundleDir, indexedLanguages, indexedPages } from './support/searchIndex';

const KB = 1024;
const pages = listPages().filter((page) => page.endsWith('/'));
const index = indexedPages(DIST);
const searchPages = new Set(LOCALES.map((lang) => localizePath(lang, PAGES.search.path)));
const sitemap = [...readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)/g)]
  .map((match) => new URL(match[1]!).pathname + new URL(match[1]!).search)
  .filter((address) => !address.includes('?'));

/**
 * What the search must find in a language, from the sources the build publishes from: the page
 * table's `searchAs` pages, every post and open job of the sitemap, every course page.
 */
function findable(lang: string): Map<string, string> {
  const at = (section: string) => new RegExp(`^/${lang}/${section}/([^/]+)/$`);
  const expected = new Map<string, string>();
  for (const page of Object.values(PAGES))
    if ('searchAs' in page && page.path !== PAGES.academyApply.path)
      expected.set(`/${lang}${page.path}`, page.searchAs);
  for (const address of sitemap) {
    const post = at('developments').exec(address)?.[1];
    if (post && !(FILTER_CATEGORIES as readonly string[]).includes(post) && post !== 'page') {
      const html = readPage(address);
      expected.set(address, html.includes('"@type":"Event"') ? 'event' : 'post');
    }
    if (at('careers').test(address)) expected.set(address, 'job');
  }
  for (const page of pages)
    if (at('academy/apply').test(page) && !page.endsWith('/success/')) expected.set(page, 'course');
  return expected;
}

describe('the search index (src/integrations/searchIndex.ts)', () => {
  it('has one index per language, each with its own stemming', () => {
    expect(indexedLanguages(DIST)).toEqual([...LOCALES].sort());
    for (const lang of LOCALES)
      expect(existsSync(path.join(bundleDir(DIST), `wasm.${lang}.pagefind`)), lang).toBe(true);
  });

  it('is cut in chunks small enough that a query of two words fetches some 20 kB of it', () => {
    const folder = path.join(bundleDir(DIST), 'index');
    const sizes = readdirSync(folder).map((file) => statSync(path.join(folder, file)).size);
    expect(sizes.length).toBeGreaterThan(4 * LOCALES.length);
    expect(Math.max(...sizes)).toBeLessThan(12 * KB);
  });

  it("holds every page the search must find, in its language's index, as its type, and nothing else", () => {
    for (const lang of LOCALES) {
      const expected = findable(lang);
      expect(expected.size, lang).toBeGreaterThan(30);
      const held = new Map(
        (index.get(lang) ?? []).map((page) => [page.url, page.filters.type?.join(',')]),
      );
      expect(Object.fromEntries(held), lang).toEqual(Object.fromEntries(expected));
    }
  });

  it('leaves out the listings, the search, success, runner and error pages', () => {
    const urls = [...index.values()].flat().map((page) => page.url);
    for (const lang of LOCALES)
      for (const path of [
        PAGES.developments.path,
        PAGES.search.path,
        PAGES.careersApply.path,
        PAGES.careersSuccess.path,
        PAGES.academySuccess.path,
        PAGES.runner.path,
        '/404/',
      ])
        expect(urls, `${lang}${path}`).not.toContain(localizePath(lang, path));
  });

  it("indexes each page's main content: not the header, the footer, the menus or the consent texts", () => {
    const wrong: string[] = [];
    for (const lang of LOCALES) {
      const { t } = useTranslations(lang);
      const chrome = [
        t('common:skipToContent'),
        t('common:nav.openMenu'),
        t('common:language.choose'),
        t('common:footer.about'),
        t('consent:frames.always'),
        t('consent:frames.assistant.load'),
        t('consent:frames.map.load'),
        t('consent:settings.notChosen'),
      ];
      for (const page of index.get(lang) ?? [])
        for (const text of chrome)
          if (page.content.includes(text)) wrong.push(`${page.url}: ${text}`);
    }
    expect(wrong).toEqual([]);
    // …while the text around them is there: the contact page's details, the privacy notice's KVKK.
    const tr = new Map((index.get('tr') ?? []).map((page) => [page.url, page.content]));
    expect(tr.get('/tr/privacy/')).toContain('KVKK');
    expect(tr.get('/tr/contact/')).toContain(useTranslations('tr').t('contact:details.title'));
  });

  it('gives every result a title, and a date to the posts, events, jobs and courses', () => {
    const wrong: string[] = [];
    for (const page of [...index.values()].flat()) {
      const type = page.filters.type?.[0];
      if (!page.meta.title?.trim()) wrong.push(`${page.url}: no title`);
      if (!SEARCH_TYPES.includes(type as never)) wrong.push(`${page.url}: type ${type}`);
      const dated = type !== 'page';
      if (
        dated !==
        Boolean(page.meta.date?.trim() && /^\d{4}-\d\d-\d\d/.test(page.meta.datetime ?? ''))
      )
        wrong.push(`${page.url}: date "${page.meta.date}" at "${page.meta.datetime}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives back the letters as the pages write them, ı included (src/search/folding.ts)', () => {
    const consultancy = index.get('tr')?.find((page) => page.url === '/tr/consultancy/');
    expect(consultancy?.meta.title).toBe(useTranslations('tr').t('consultancy:intro.title'));
    expect(consultancy?.content).toContain('danışmanlığı');
  });
});

describe('search code on the search page alone', () => {
  /** A page's HTML and every script it loads, at once or later. */
  const code = (page: string) => {
    const { scripts, lazyScripts } = pageWeight(page);
    return [
      readPage(page),
      ...[...scripts, ...lazyScripts].map((file) => readFileSync(path.join(DIST, file), 'utf8')),
    ];
  };

  it('no other page names the search bundle, in its HTML or in any script it can load', () => {
    const naming = pages
      .filter((page) => !searchPages.has(page))
      .filter((page) => code(page).some((text) => text.includes(SEARCH_BUNDLE_PATH)));
    expect(pages.length).toBeGreaterThan(200);
    expect(naming).toEqual([]);
    for (const page of searchPages)
      expect(
        code(page).some((text) => text.includes(SEARCH_BUNDLE_PATH)),
        page,
      ).toBe(true);
  });

  it('the search page, before a query, has no island and ships under 10 KB of JavaScript', () => {
    for (const page of searchPages) {
      const weight = pageWeight(page);
      expect(weight.islands, page).toBe(0);
      expect(weight.js + weight.lazyJs, page).toBeLessThan(10 * KB);
    }
  });

  it("only the search page's policy allows WebAssembly and a worker", () => {
    const policy = (page: string) =>
      /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(readPage(page))?.[1] ??
      '';
    const allowing = pages.filter((page) => /wasm-unsafe-eval|worker-src/.test(policy(page)));
    expect(allowing.sort()).toEqual([...searchPages].sort());
    for (const page of searchPages) {
      expect(policy(page)).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
      expect(policy(page)).toMatch(/worker-src 'self'/);
    }
  });
});
