import { expect, hydrateEveryIsland, test } from './fixtures';

const PAGE_TYPES = [
  '/',
  '/en/',
  '/en/about/',
  '/en/consultancy/',
  '/en/assessment/',
  '/en/geo/',
  '/en/developments/',
  '/en/careers/',
  '/en/careers/apply/?job=ai-developer',
  '/en/careers/success/',
  '/en/contact/',
  '/en/privacy/',
  '/tr/terms/',
  '/en/academy/apply/ai-mobile-development/',
  '/en/academy/apply/success/',
  '/tr/runner/',
  '/en/not/here/',
];

test.describe('security headers and policy', () => {
  test('pages carry the security headers', async ({ request }) => {
    const headers = (await request.get('/en/')).headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('microphone=("https://assistant.example.com")');
    expect(headers['permissions-policy']).toContain('camera=("https://assistant.example.com")');
  });

  test('every page has a CSP that allows no inline script without its hash', async ({
    request,
  }) => {
    const html = await (await request.get('/en/')).text();
    const policy =
      /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(policy).toContain("default-src 'self'");
    const scriptSrc = /script-src ([^;]+);/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[^']+')+$/);
    expect(/style-src ([^;]+);/.exec(policy)?.[1]).not.toContain('unsafe-inline');
  });

  for (const path of PAGE_TYPES) {
    test(`${path} runs without a CSP violation or console error`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      const response = await page.goto(path);
      expect(response?.status()).toBeLessThan(path === '/en/not/here/' ? 500 : 400);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      // A quick sweep can pass an island before the browser has seen it in view: it is brought back.
      await hydrateEveryIsland(page);
      await page.waitForLoadState('networkidle');
      // The 404 page's own status is reported by Chromium as a failed resource load.
      expect(problems.filter((text) => !/status of 404/.test(text))).toEqual([]);
    });
  }
});
