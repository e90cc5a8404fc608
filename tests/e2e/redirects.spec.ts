import { expect, test } from './fixtures';

const ACADEMY = { tr: 'https://academy.example.com/tr', en: 'https://academy.example.com/en' };

const location = (response: { headers(): Record<string, string> }) => {
  const value = response.headers()['location'] ?? '';
  return value.startsWith('http://localhost') ? new URL(value).pathname + new URL(value).search : value;
};

test.describe('routing on the static host', () => {
  const cases: [acceptLanguage: string | undefined, target: string][] = [
    ['tr-TR,tr;q=0.9,en;q=0.8', '/tr/'],
    ['es-ES,es;q=0.9', '/es/'],
    ['fr-FR,fr;q=0.9', '/fr/'],
    ['en-GB,en;q=0.9', '/en/'],
    ['de-DE,de;q=0.9', '/en/'],
    [undefined, '/en/'],
  ];
  for (const [acceptLanguage, target] of cases) {
    test(`/ with Accept-Language ${acceptLanguage ?? '(none)'} goes to ${target}`, async ({ request }) => {
      const response = await request.get('/', {
        maxRedirects: 0,
        headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
      });
      expect(response.status()).toBe(302);
      expect(location(response)).toBe(target);
    });
  }

  test('the stored choice (nf_lang cookie) wins over the browser language', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'tr-TR,tr;q=0.9', Cookie: 'nf_lang=fr' },
    });
    expect(response.status()).toBe(302);
    expect(location(response)).toBe('/fr/');
  });

  test('a duplicated language collapses with 301', async ({ request }) => {
    for (const [from, to] of [
      ['/tr/tr/about/', '/tr/about/'],
      ['/en/en/', '/en/'],
      ['/fr/fr/careers/apply/?job=ai-developer', '/fr/careers/apply/?job=ai-developer'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(location(response), from).toBe(to);
    }
  });

  test('unprefixed paths get the detected language and keep the query', async ({ request }) => {
    const headers = { 'Accept-Language': 'es-ES,es;q=0.9' };
    for (const [from, to] of [
      ['/about/', '/es/about/'],
      ['/about', '/es/about/'],
      ['/careers/apply/?job=ai-developer', '/es/careers/apply/?job=ai-developer'],
      ['/academy/apply/startup-building/', '/es/academy/apply/startup-building/'],
      ['/academy/', '/es/academy/'],
      ['/some-name/', '/es/some-name/'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0, headers });
      expect(response.status(), from).toBe(302);
      expect(location(response), from).toBe(to);
    }
  });

  test('the academy page sends the browser to the academy site in its language', async ({ request }) => {
    for (const [lang, target] of [
      ['tr', ACADEMY.tr],
      ['en', ACADEMY.en],
      ['es', ACADEMY.en],
      ['fr', ACADEMY.en],
    ]) {
      const response = await request.get(`/${lang}/academy/`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe(target);
    }
  });

  test('the academy page itself redirects and offers a manual link where the host does not', async ({ page }) => {
    const response = await page.request.get('/tr/academy/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const html = await (await page.request.get('/tr/academy/index.html')).text();
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${ACADEMY.tr}">`);
    expect(html).toContain(`href="${ACADEMY.tr}"`);
  });

  test('/{lang}/{name} shows the home page with status 200 and the home canonical', async ({ request }) => {
    const response = await request.get('/tr/kampanya/', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain('<link rel="canonical" href="https://example.com/tr/">');
  });

  test('deeper unknown paths answer the localized 404 page with status 404', async ({ request }) => {
    for (const [path, lang, text] of [
      ['/en/a/b/', 'en', 'The page you are looking for cannot be found.'],
      ['/tr/a/b/', 'tr', '<html lang="tr"'],
      ['/fr/careers/nope/', 'fr', '<html lang="fr"'],
      ['/x/y/', 'en', 'href="/"'],
    ]) {
      const response = await request.get(path!, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(text);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  test('/careers/success/ is served without a prefix, not indexed', async ({ request }) => {
    const response = await request.get('/careers/success/', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<meta name="robots" content="noindex,follow">');
  });

  test('hashed assets are cached for a year, pages revalidate', async ({ request }) => {
    const html = await (await request.get('/en/')).text();
    // Stylesheets are inline: any hashed file the page loads (a script, an image) stands for the assets.
    const asset = /(\/_astro\/[^"()]+\.(?:js|css|svg))"/.exec(html)![1]!;
    expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/en/')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});
