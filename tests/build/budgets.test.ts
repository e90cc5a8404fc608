import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIST, listPages, pageWeight, readPage } from '../../scripts/lib/built-site';
import { FIRST_SCREEN_END_ID } from '../../src/components/layout/firstScreen';
import { CONSENT_STORAGE_KEY } from '../../src/config/consent';
import { LOCALES } from '../../src/config/locales';

const KB = 1024;
const pages = listPages().filter((page) => page.endsWith('/') || page.endsWith('.html'));

describe('page weight budgets (gzipped)', () => {
  it('the site is built', () => {
    expect(existsSync(DIST), 'run `npm run build` first').toBe(true);
    expect(pages.length).toBeGreaterThan(60);
  });

  it('a page without islands ships under 10 KB of JavaScript', () => {
    const over = pages
      .map((page) => ({ page, ...pageWeight(page) }))
      .filter((weight) => weight.islands === 0 && weight.js >= 10 * KB)
      .map((weight) => `${weight.page}: ${weight.js} B`);
    expect(over).toEqual([]);
  });

  it('home ships under 100 KB of JavaScript, lazily loaded parts included', () => {
    for (const lang of LOCALES) {
      const { js, lazyJs } = pageWeight(`/${lang}/`);
      expect(js + lazyJs, `/${lang}/`).toBeLessThan(100 * KB);
    }
  });

  it('no page blocks its first paint on another origin', () => {
    const external = pages.flatMap((page) =>
      pageWeight(page)
        .blocking.filter((url) => !url.startsWith('/'))
        .map((url) => `${page}: ${url}`),
    );
    expect(external).toEqual([]);
  });

  it('no page waits for a stylesheet request before its first paint: its CSS is inline', () => {
    const blocked = pages.flatMap((page) =>
      pageWeight(page).blocking.map((url) => `${page}: ${url}`),
    );
    expect(blocked).toEqual([]);
  });

  it('every page paints its first screen whole: one marker after it, which the head waits for', () => {
    const wrong = pages.flatMap((page) => {
      const html = readPage(page);
      const head = html.slice(0, html.indexOf('</head>'));
      const held = head.includes(
        `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`,
      );
      const markers = html.split(`id="${FIRST_SCREEN_END_ID}"`).length - 1;
      return held && markers === 1 ? [] : [`${page}: held ${held}, ${markers} markers`];
    });
    expect(wrong).toEqual([]);
  });

  it('no id is used twice on a page (inline SVGs share one document)', () => {
    const twice = pages.flatMap((page) => {
      const ids = [...readPage(page).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
      return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))].map(
        (id) => `${page}: ${id}`,
      );
    });
    expect(twice).toEqual([]);
  });

  it('fonts are self-hosted: the Latin subset, and the Turkish letters it lacks from our own subset', () => {
    const assets = readdirSync(`${DIST}/_astro`);
    const inline = pages.flatMap((page) =>
      [...readPage(page).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!),
    );
    const css = [
      ...assets
        .filter((file) => file.endsWith('.css'))
        .map((file) => readFileSync(`${DIST}/_astro/${file}`, 'utf8')),
      ...inline,
    ].join('');
    expect(css).not.toMatch(/url\(["']?https?:/);
    const fontUrls = [...css.matchAll(/url\(["']?([^"')]+\.woff2)/g)].map((match) => match[1]!);
    expect(fontUrls.some((url) => /inter-latin-wght/.test(url))).toBe(true);
    expect(fontUrls.some((url) => /inter-turkish-wght/.test(url))).toBe(true);
    for (const url of fontUrls) expect(existsSync(`${DIST}${url}`), url).toBe(true);
    expect(css).toMatch(/unicode-range:U\+11E-11F,U\+130,U\+15E-15F/i);
  });
});

describe('consent code only where something needs consent', () => {
  /** The built scripts holding the consent code: those that read or write the stored choices. */
  const consentCode = new Set(
    readdirSync(`${DIST}/_astro`)
      .filter((file) => file.endsWith('.js'))
      .filter((file) =>
        readFileSync(`${DIST}/_astro/${file}`, 'utf8').includes(CONSENT_STORAGE_KEY),
      )
      .map((file) => `/_astro/${file}`),
  );
  /** A page that asks: an analytics prompt, a frame's placeholder, the privacy settings. */
  const asks = (html: string) =>
    /\sdata-(consent-prompt|frame-placeholder|privacy-settings)[\s=>]/.test(html);
  const weights = pages.map((page) => ({ ...pageWeight(page), page, html: readPage(page) }));

  it('the consent code is found, and the contact and privacy pages ask in every language', () => {
    expect(consentCode.size).toBeGreaterThan(0);
    for (const lang of LOCALES)
      for (const page of [`/${lang}/contact/`, `/${lang}/privacy/`])
        expect(asks(readPage(page)), page).toBe(true);
  });

  it('a page ships consent code as it opens exactly when it asks for consent', () => {
    const wrong = weights
      .filter(({ html, scripts }) => asks(html) !== scripts.some((file) => consentCode.has(file)))
      .map(({ page, html }) => `${page}: asks ${asks(html)}`);
    expect(wrong).toEqual([]);
  });

  it('a page that asks nothing loads consent code later only with the assistant popup, when it opens', () => {
    const wrong = weights
      .filter(({ html }) => !asks(html))
      .filter(({ lazyScripts }) => lazyScripts.some((file) => consentCode.has(file)))
      .filter(({ html }) => !html.includes('data-assistant-open'))
      .map(({ page }) => page);
    expect(wrong).toEqual([]);
  });
});
