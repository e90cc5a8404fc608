/**
 * The routing and headers as published: `dist/_redirects` and `dist/_headers` (with netlify.toml's
 * headers), read by Netlify's own parsers, against the files of `dist/`. A rule that sends visitors
 * to a page the build no longer writes, with a status that tells browsers and crawlers the wrong
 * thing, or a header rule that reaches no file, is caught here before it deploys.
 * (The rules' order and conditions: tests/unit/netlify-config.test.ts; their answers over HTTP on
 * the local platform: tests/e2e/redirects.spec.ts; the files equal their generators:
 * ./platform-files.test.ts.)
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { describe, expect, it } from 'vitest';
import { DIST } from '../../scripts/lib/built-site';
import { LOCALES } from '../../src/config/locales';
import { SITE } from '../../src/config/site';

interface Rule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  query: Record<string, string>;
  conditions: Record<string, unknown>;
}

const redirects = await parseAllRedirects({
  redirectsFiles: [path.join(DIST, '_redirects')],
  configRedirects: [],
  minimal: false,
});
const rules = redirects.redirects as unknown as Rule[];
const headers = await parseAllHeaders({
  headersFiles: [path.join(DIST, '_headers')],
  netlifyConfigPath: path.resolve('netlify.toml'),
  configHeaders: undefined,
  minimal: false,
});
/** Netlify's header rules with the pattern it matches addresses by (the minimal form has none). */
const headerRules = headers.headers.flatMap((rule) => ('forRegExp' in rule ? [rule] : []));

/** Every address a folder (dist/) serves a file at: `/a/b/` and `/a/b/index.html` for a folder's index, `/x.js` for the rest. */
function servedPaths(dir = DIST, root = DIST): string[] {
  const served: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) served.push(...servedPaths(full, root));
    else {
      const address = `/${path.relative(root, full).split(path.sep).join('/')}`;
      served.push(address);
      if (entry === 'index.html') served.push(address.slice(0, -'index.html'.length));
    }
  }
  return served;
}
const served = servedPaths();

/** The addresses a target with placeholders (`:splat`, `:name`) can stand for, as a pattern. */
const targetPattern = (to: string) =>
  new RegExp(
    `^${to
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:splat/g, '.+')
      .replace(/:\w+/g, '[^/]+')}$`,
  );

/** Every http(s) address of the site's configuration. */
const configAddresses = (value: unknown): string[] =>
  typeof value === 'string'
    ? /^https?:\/\//.test(value)
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(configAddresses)
      : [];

const isExternal = (to: string) => /^https?:\/\//.test(to);
const languageOf = (address: string) =>
  LOCALES.find((lang) => address === `/${lang}/` || address.startsWith(`/${lang}/`));
const isNotFoundPage = (to: string) => LOCALES.some((lang) => to === `/${lang}/404/`);

/**
 * The status each kind of rule must have. Sending a visitor elsewhere by a choice (their language,
 * the academy site) is temporary (302): a browser must not remember it. Only a duplicated language
 * prefix is gone for good (301). A missing page is a 404; a same-language address that shows another
 * file is a rewrite (200).
 */
function intendedStatus(rule: Rule): number {
  if (isExternal(rule.to)) return 302;
  if (isNotFoundPage(rule.to)) return 404;
  if (LOCALES.some((lang) => rule.from === `/${lang}/${lang}/*`)) return 301;
  if (!languageOf(rule.from) && !rule.from.startsWith('/:lang/')) return 302;
  if (LOCALES.some((lang) => rule.to === `/${lang}/academy/`)) return 302;
  return 200;
}

describe('dist/_redirects as Netlify reads it', () => {
  it('parses whole, with no rule that proxies to another site', () => {
    expect(redirects.errors).toEqual([]);
    expect(rules.length).toBeGreaterThan(30);
    for (const rule of rules)
      expect(rule.status === 200 && isExternal(rule.to), rule.from).toBe(false);
  });

  it('sends every rule to a file of dist/, or to an address of the site’s configuration', () => {
    const addresses = configAddresses(SITE);
    const missing = rules.filter((rule) =>
      isExternal(rule.to)
        ? !addresses.includes(rule.to)
        : !served.some((address) => targetPattern(rule.to).test(address)),
    );
    expect(missing.map((rule) => `${rule.from} -> ${rule.to}`)).toEqual([]);
  });

  it('gives each rule its intended status: 302 for a choice, 301 for a doubled language, 404, 200 rewrites', () => {
    const wrong = rules.filter((rule) => rule.status !== intendedStatus(rule));
    expect(wrong.map((rule) => `${rule.from} -> ${rule.to} ${rule.status}`)).toEqual([]);
    expect(new Set(rules.map((rule) => rule.status))).toEqual(new Set([200, 301, 302, 404]));
  });

  it('keeps a visitor in their language: a rule from a language’s address leads into the same language', () => {
    for (const rule of rules.filter((r) => languageOf(r.from) && !isExternal(r.to)))
      expect(languageOf(rule.to), `${rule.from} -> ${rule.to}`).toBe(languageOf(rule.from));
  });

  it('forces a rule over no file but the one at its own address (a forced pattern would hide pages)', () => {
    // A rule with query keys applies only to addresses carrying them, which no file is.
    for (const rule of rules.filter((r) => r.force && Object.keys(r.query).length === 0)) {
      const hidden = served.filter(
        (address) => targetPattern(rule.from).test(address) && address !== rule.from,
      );
      expect(hidden, rule.from).toEqual([]);
    }
  });
});

describe('the headers as Netlify reads them (netlify.toml, then dist/_headers)', () => {
  const rulesFor = (address: string) => headerRules.filter((rule) => rule.forRegExp.test(address));

  it('parse without errors, and each rule reaches at least one file of dist/', () => {
    expect(headers.errors).toEqual([]);
    expect(headerRules).toHaveLength(headers.headers.length);
    const unmatched = headerRules.filter(
      (rule) => !served.some((address) => rule.forRegExp.test(address)),
    );
    expect(unmatched.map((rule) => rule.for)).toEqual([]);
  });

  it('caches for a year only what the build names by its content, never a file of public/', () => {
    // public/ is copied as it is: a file there keeps its name when its content changes.
    const published = servedPaths(path.resolve('public'), path.resolve('public'));
    expect(published.length).toBeGreaterThan(0);
    const immutable = headerRules.filter((rule) =>
      rule.values['Cache-Control']?.includes('immutable'),
    );
    expect(immutable.map((rule) => rule.for).sort()).toEqual(
      ['/_astro/*', '/admin/assets/*', '/social/*'].sort(),
    );
    for (const rule of immutable)
      expect(
        published.filter((address) => rule.forRegExp.test(address)),
        rule.for,
      ).toEqual([]);
  });

  it('keeps every localized 404 page that a rule serves out of search results, and the admin', () => {
    for (const rule of rules.filter((r) => r.status === 404)) {
      const noindex = rulesFor(rule.to).some((h) => h.values['X-Robots-Tag'] === 'noindex');
      expect(noindex, rule.to).toBe(true);
    }
    expect(rulesFor('/admin/').some((h) => h.values['X-Robots-Tag'] === 'noindex')).toBe(true);
  });
});
