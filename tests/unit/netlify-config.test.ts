import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { parse } from 'smol-toml';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../src/config/locales';
import { redirectsFile } from '../../src/config/redirects';
import { SITE } from '../../src/config/site';
import { headersFileText } from '../../src/integrations/headersFile';

interface Redirect {
  from: string;
  to: string;
  status: number;
  force?: boolean;
  conditions?: { Language?: string[]; Cookie?: string };
}

const config = parse(readFileSync('netlify.toml', 'utf8')) as unknown as {
  redirects?: unknown[];
  build: Record<string, string>;
};

// The rules as Netlify reads them: the generated `_redirects` through Netlify's own parser.
const dir = mkdtempSync(path.join(tmpdir(), 'redirects-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, '_redirects'), redirectsFile());
const parsed = await parseAllRedirects({
  redirectsFiles: [path.join(dir, '_redirects')],
  configRedirects: [],
  minimal: false,
});
const rules = parsed.redirects as Redirect[];

describe('the routing Netlify reads agrees with the site config', () => {
  it('builds with npm and publishes dist', () => {
    expect(config.build).toMatchObject({ command: 'npm run build', publish: 'dist' });
  });

  it('is read whole and without errors from _redirects, netlify.toml adding no rule before or after it', () => {
    expect(parsed.errors).toEqual([]);
    expect(rules.length).toBeGreaterThan(30);
    expect(config.redirects).toBeUndefined();
  });

  it('sends / by the stored choice only: Language and Cookie conditions, forced, English last', () => {
    const root = rules.filter((rule) => rule.from === '/');
    expect(root.every((rule) => rule.force && rule.status === 302)).toBe(true);
    for (const lang of LOCALES.filter((l) => l !== 'en')) {
      expect(root).toContainEqual(
        expect.objectContaining({
          to: `/${lang}/`,
          conditions: { Language: [lang], Cookie: 'nf_lang' },
        }),
      );
    }
    expect(root.at(-1)).toMatchObject({ to: '/en/' });
    expect(root.at(-1)!.conditions).toEqual({ Cookie: 'nf_lang' });
  });

  it('points every language academy page at the academy site of the config', () => {
    for (const lang of LOCALES) {
      const rule = rules.find((r) => r.from === `/${lang}/academy/`);
      expect(rule, lang).toMatchObject({
        status: 302,
        force: true,
        to: lang === 'tr' ? SITE.academy.tr : SITE.academy.en,
      });
    }
  });

  it('sends an unknown course of every language to its academy page, before the 404 rules, files first', () => {
    for (const lang of LOCALES) {
      const course = rules.findIndex(
        (r) =>
          r.from === `/${lang}/academy/apply/*` && r.to === `/${lang}/academy/` && r.status === 302,
      );
      const notFound = rules.findIndex((r) => r.from === `/${lang}/*` && r.status === 404);
      expect(course, lang).toBeGreaterThanOrEqual(0);
      expect(rules[course]!.force, lang).toBeFalsy();
      expect(notFound, lang).toBeGreaterThan(course);
    }
  });

  it('has the collapse, home rewrite and 404 rules for every language, in that order', () => {
    for (const lang of LOCALES) {
      const collapse = rules.findIndex((r) => r.from === `/${lang}/${lang}/*` && r.status === 301);
      const home = rules.findIndex(
        (r) => r.from === `/${lang}/:name/` && r.to === `/${lang}/` && r.status === 200,
      );
      const notFound = rules.findIndex(
        (r) => r.from === `/${lang}/*` && r.to === `/${lang}/404/` && r.status === 404,
      );
      expect(collapse, lang).toBeGreaterThanOrEqual(0);
      expect(home, lang).toBeGreaterThan(collapse);
      expect(notFound, lang).toBeGreaterThan(home);
    }
  });
});

describe('headers', () => {
  const headers = (
    parse(readFileSync('netlify.toml', 'utf8')) as unknown as {
      headers: { for: string; values: Record<string, string> }[];
    }
  ).headers;
  const site = headers.find((rule) => rule.for === '/*')!.values;

  it('leaves the Permissions-Policy to the build, which derives it from the assistant address', async () => {
    expect(site['Permissions-Policy']).toBeUndefined();
    vi.stubEnv('PUBLIC_ASSISTANT_URL', 'https://chat.example.org/widget');
    vi.resetModules();
    const { PERMISSIONS_POLICY } = await import('../../src/config/permissionsPolicy');
    vi.unstubAllEnvs();
    expect(PERMISSIONS_POLICY).toContain('microphone=("https://chat.example.org")');
    expect(PERMISSIONS_POLICY).toContain('camera=("https://chat.example.org")');
    expect(PERMISSIONS_POLICY).not.toContain('example.com');
  });

  it('sends HSTS; the policies and every header that follows the configuration are the build’s', () => {
    expect(site['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    for (const rule of headers) expect(rule.values['Content-Security-Policy']).toBeUndefined();
    // The GitHub sign-in popup must be able to answer the admin that opened it.
    expect(headers.some((rule) => 'Cross-Origin-Opener-Policy' in rule.values)).toBe(false);
  });

  it("keeps every language's 404 page out of search results", () => {
    const text = headersFileText();
    for (const lang of LOCALES) expect(text).toContain(`/${lang}/404/*\n  X-Robots-Tag: noindex`);
  });
});
