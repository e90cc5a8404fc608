import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/config/locales';
import { DIST, listPages, pageLinks, readPage, servedPath } from '../../scripts/lib/built-site';

const SITE = 'https://example.com';
const pages = listPages();

/** The built file a site address is served from (query rewrites included), if any. */
const fileFor = (address: string) => {
  const clean = decodeURIComponent(servedPath(address));
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  return candidates.map((candidate) => path.join(DIST, candidate)).find((file) => existsSync(file));
};

const meta = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const isIndexed = (html: string) => !/<meta name="robots" content="noindex/.test(html);

describe('links of the built site', () => {
  it('every internal link and asset resolves to a built file', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const link of pageLinks(page).links) {
        if (!link.startsWith('/') || link.startsWith('//')) continue;
        if (!fileFor(link)) broken.push(`${page} -> ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every #anchor points at an element of its page', () => {
    const broken: string[] = [];
    for (const page of pages) {
      const { links, ids } = pageLinks(page);
      for (const link of links) {
        const [target, anchor] = link.split('#');
        if (!anchor || link.startsWith('http')) continue;
        const targetIds = target
          ? fileFor(target)
            ? pageLinks(servedPath(target)).ids
            : new Set()
          : ids;
        if (!targetIds.has(decodeURIComponent(anchor))) broken.push(`${page} -> ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('hreflang sets are reciprocal and point at built pages', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const html = readPage(page);
      const alternates = [
        ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
      ].map((m) => m[2]!);
      for (const url of alternates) {
        const target = url.replace(SITE, '');
        if (!fileFor(target)) {
          problems.push(`${page}: ${url} is not built`);
          continue;
        }
        const back = [
          ...readFileSync(fileFor(target)!, 'utf8').matchAll(
            /<link rel="alternate" hreflang="[^"]+" href="([^"]+)">/g,
          ),
        ].map((m) => m[1]);
        if (JSON.stringify(back) !== JSON.stringify(alternates))
          problems.push(`${page}: ${url} does not list the same alternates`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('indexed pages have an absolute, self-referencing canonical; the sitemap lists exactly them', () => {
    const indexed: string[] = [];
    const problems: string[] = [];
    const canonicalOf = (page: string) =>
      meta(readPage(page), /<link rel="canonical" href="([^"]+)">/);
    for (const page of pages) {
      const html = readPage(page);
      const canonical = canonicalOf(page);
      if (!canonical?.startsWith(`${SITE}/`)) problems.push(`${page}: canonical ${canonical}`);
      // `/` is the x-default language chooser, which Netlify always answers with a redirect.
      if (!isIndexed(html) || page === '/' || !canonical) continue;
      // A page may live at a query address (developments' filter and page); its canonical is that address.
      const original = servedPath(canonical.replace(SITE, ''));
      if (original === page) indexed.push(canonical);
      // A duplicate state (`?page=1`) names its original, which must name itself.
      else if (!fileFor(original) || canonicalOf(original) !== canonical)
        problems.push(`${page}: canonical ${canonical} is neither the page nor an original`);
    }
    expect(problems).toEqual([]);
    const sitemap = [
      ...readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((m) => m[1]);
    expect(sitemap.sort()).toEqual(indexed.sort());
  });

  it('every sitemap page is linked from another page, at most three links from its home', () => {
    const sitemap = [
      ...readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((m) => m[1]!.replace(SITE, '').replace(/&amp;/g, '&'));
    /** The site's own addresses a page links to with `<a href>`, as a visitor follows them. */
    const anchors = (address: string) =>
      [...readPage(servedPath(address)).matchAll(/<a\b[^>]*?\shref="([^"#]*)[^"]*"/g)]
        .map((m) => m[1]!.replace(/&amp;/g, '&').replace(SITE, ''))
        .filter((link) => link.startsWith('/') && !link.startsWith('//') && fileFor(link));
    const problems: string[] = [];
    for (const lang of LOCALES) {
      const home = `/${lang}/`;
      const depth = new Map([[home, 0]]);
      const linkedFrom = new Map<string, Set<string>>();
      const queue = [home];
      while (queue.length > 0) {
        const address = queue.shift()!;
        for (const link of anchors(address).filter((link) => link.startsWith(home))) {
          if (link !== address)
            linkedFrom.set(link, (linkedFrom.get(link) ?? new Set()).add(address));
          if (depth.has(link)) continue;
          depth.set(link, depth.get(address)! + 1);
          queue.push(link);
        }
      }
      for (const page of sitemap.filter((page) => page.startsWith(home))) {
        if (page !== home && !linkedFrom.has(page)) problems.push(`${page}: no page links to it`);
        else if (!depth.has(page)) problems.push(`${page}: not reachable from ${home}`);
        else if (depth.get(page)! > 3)
          problems.push(`${page}: ${depth.get(page)} links from ${home}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
