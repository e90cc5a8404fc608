import { INDEXED_PATHS } from '../../src/config/routes';
import { LOCALES, expect, test } from './fixtures';

const SITE = 'https://example.com';
const INDEXED = INDEXED_PATHS;
const OG = { tr: 'tr_TR', en: 'en_GB', es: 'es_ES', fr: 'fr_FR' } as const;

const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

test.describe('search metadata', () => {
  for (const lang of LOCALES) {
    test(`indexed pages in ${lang}: canonical, hreflang, Open Graph, JSON-LD`, async ({
      request,
    }) => {
      for (const path of INDEXED) {
        const url = `/${lang}${path}`;
        const html = await (await request.get(url)).text();
        expect(html, url).toContain(`<link rel="canonical" href="${SITE}${url}">`);
        expect(html, url).not.toContain('name="robots"');
        expect(html, url).toMatch(/<meta name="description" content="[^"]{50,}">/);
        const hreflangs = attr(html, /<link rel="alternate" hreflang="([^"]+)"/g);
        expect(hreflangs, url).toEqual([...LOCALES, 'x-default']);
        for (const other of LOCALES)
          expect(html, url).toContain(`hreflang="${other}" href="${SITE}/${other}${path}"`);
        expect(html, url).toContain(
          `hreflang="x-default" href="${SITE}${path === '/' ? '/' : `/en${path}`}"`,
        );
        expect(html, url).toContain(`<meta property="og:locale" content="${OG[lang]}">`);
        expect(
          attr(html, /<meta property="og:locale:alternate" content="([^"]+)"/g).sort(),
          url,
        ).toEqual(
          LOCALES.filter((l) => l !== lang)
            .map((l) => OG[l])
            .sort(),
        );
        expect(html, url).toContain('<meta name="twitter:site" content="@novaistanbulai">');
        const ld = JSON.parse(
          /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)![1]!,
        );
        const types = ld['@graph'].map((node: { '@type': string }) => node['@type']);
        expect(types, url).toEqual(['Organization', 'WebSite', 'BreadcrumbList']);
        const crumbs = ld['@graph'][2].itemListElement;
        expect(crumbs[0].item, url).toBe(`${SITE}/${lang}/`);
        expect(crumbs.at(-1).item, url).toBe(`${SITE}${url}`);
      }
    });
  }

  test('success pages are noindex,follow; the runner and 404 pages are noindex', async ({
    request,
  }) => {
    for (const path of [
      '/en/careers/success/',
      '/tr/academy/apply/success/',
      '/careers/success/',
    ]) {
      expect(await (await request.get(path)).text(), path).toContain(
        '<meta name="robots" content="noindex,follow">',
      );
    }
    for (const path of ['/en/runner/', '/fr/runner/', '/en/404/']) {
      expect(await (await request.get(path)).text(), path).toContain(
        '<meta name="robots" content="noindex">',
      );
    }
  });

  test('the sitemap lists the indexed pages and the listing states, each with its alternates, each answering 200', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = attr(xml, /<loc>([^<]+)<\/loc>/g).map((loc) => loc.replaceAll('&amp;', '&'));
    expect(locs).toEqual(
      expect.arrayContaining(
        INDEXED.flatMap((path) => LOCALES.map((lang) => `${SITE}/${lang}${path}`)),
      ),
    );
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/tr/developments/?page=2`,
        `${SITE}/fr/developments/?category=seminar`,
      ]),
    );
    expect(attr(xml, /hreflang="x-default"/g)).toHaveLength(locs.length);
    for (const loc of locs) {
      const response = await request.get(loc.replace(SITE, ''), { maxRedirects: 0 });
      expect(response.status(), loc).toBe(200);
      expect(await response.text(), loc).toContain(`<link rel="canonical" href="${loc}">`);
    }
  });

  test('robots.txt points at the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('the x-default page links to every language and sends the browser to its language', async ({
    page,
  }) => {
    const html = await (await page.request.get('/index.html')).text();
    for (const lang of LOCALES) expect(html).toContain(`href="/${lang}/" hreflang="${lang}"`);
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await page.goto('/index.html');
    await expect(page).toHaveURL(/\/es\/$/);
  });
});
