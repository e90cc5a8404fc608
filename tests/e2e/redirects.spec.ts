import { expect, test } from './fixtures';

const ACADEMY = { tr: 'https://academy.example.com/tr', en: 'https://academy.example.com/en' };

const location = (response: { headers(): Record<string, string> }) => {
  const value = response.headers()['location'] ?? '';
  return value.startsWith('http://localhost')
    ? new URL(value).pathname + new URL(value).search
    : value;
};

test.describe('routing and headers on the static host', () => {
  test('/ without the nf_lang cookie is the x-default page, which decides in the browser', async ({
    request,
  }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'tr-TR,tr;q=0.9' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('hreflang="tr"');
  });

  const cases: [languages: string, target: string][] = [
    ['tr-TR', '/tr/'],
    ['es-ES', '/es/'],
    ['fr-FR', '/fr/'],
    ['en-GB', '/en/'],
    ['de-DE', '/en/'],
  ];
  for (const [locale, target] of cases) {
    test.describe(`a first visit with the browser in ${locale}`, () => {
      test.use({ locale });
      test(`goes from / to ${target}`, async ({ page }) => {
        await page.goto('/');
        await expect(page).toHaveURL(new RegExp(`${target}$`));
      });
    });
  }

  test.describe('a choice kept only in localStorage (the cookie expired or was cleared)', () => {
    test.use({ locale: 'tr-TR' });
    test('wins over the browser language at /, and renews the cookie', async ({
      page,
      context,
    }) => {
      await page.goto('/en/about/');
      await page.evaluate(() => localStorage.setItem('language', 'fr'));
      await context.clearCookies();
      await page.goto('/');
      await expect(page).toHaveURL(/\/fr\/$/);
      expect((await context.cookies()).find((cookie) => cookie.name === 'nf_lang')?.value).toBe(
        'fr',
      );
    });
  });

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

  test('the academy page sends the browser to the academy site in its language', async ({
    request,
  }) => {
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

  test('the academy page itself redirects and offers a manual link where the host does not', async ({
    page,
  }) => {
    const response = await page.request.get('/tr/academy/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const html = await (await page.request.get('/tr/academy/index.html')).text();
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${ACADEMY.tr}">`);
    expect(html).toContain(`href="${ACADEMY.tr}"`);
  });

  test('/{lang}/{name} shows the home page with status 200 and the home canonical', async ({
    request,
  }) => {
    const response = await request.get('/tr/kampanya/', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain('<link rel="canonical" href="https://example.com/tr/">');
  });

  test('deeper unknown paths answer the localized 404 page with status 404', async ({
    request,
  }) => {
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

  test('pages carry the security headers', async ({ request }) => {
    const headers = (await request.get('/en/')).headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('microphone=("https://assistant.example.com")');
    expect(headers['permissions-policy']).toContain('camera=("https://assistant.example.com")');
  });

  test('hashed assets are cached for a year, pages revalidate', async ({ request }) => {
    const html = await (await request.get('/en/')).text();
    // Stylesheets are inline: any hashed file the page loads (a script, the font, an image) stands for the assets.
    const asset = /(\/_astro\/[^"()]+\.(?:js|woff2|svg))(?=[")])/.exec(html)![1]!;
    expect((await request.get(asset)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await request.get('/en/')).headers()['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
  });
});

test.describe('developments states, as on Netlify', () => {
  test('a page out of range answers 404 with the 404 page, not the first page', async ({
    request,
  }) => {
    // Netlify's rule rewrites by the query's key whatever its value; a target that is no file is a 404.
    for (const address of [
      '/fr/developments/?page=99',
      '/en/developments/?category=unknown',
      '/tr/developments/?category=event&page=9',
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).toContain('<meta name="robots" content="noindex"');
    }
    expect((await request.get('/fr/developments/?page=2')).status()).toBe(200);
  });
});
