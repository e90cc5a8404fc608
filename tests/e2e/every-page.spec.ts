/**
 * Every kind of page (scripts/lib/page-kinds.ts), visited as a visitor would at a phone's and a
 * desktop's width: every island hydrated, every section seen, the assistant's popup opened and
 * closed where a page has one. Then axe finds nothing (again at reduced motion where the visitor
 * controls motion), the page logged no error and broke no rule of its Content-Security-Policy, and
 * nothing was requested from another site before a choice.
 *
 * The page's language does not change these (its texts are checked by the copy and build tests),
 * so each kind is visited in two languages, one per width, the languages turning from kind to kind
 * so every language is visited; the search page, which renders its results in the browser, in all
 * four at both widths.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { LOCALES, PAGE_KINDS, expect, hydrateEveryIsland, test } from './fixtures';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const EVERY_LANGUAGE = new Set(['search']);

/**
 * Scans once every finite animation and transition has ended: a card caught half way through its
 * fade-in has the contrast of a half-transparent text (looping animations run on).
 */
async function violationsOf(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.effect?.getTiming().iterations === Infinity ||
          animation.playState !== 'running',
      ),
  );
  return axeViolations(page);
}

/**
 * Scrolls through the page as a reader would, then back to the top. Long pages lay out a section
 * only near the viewport (`content-visibility: auto`, sized 40rem until then): axe reads where
 * each element is, and text still counted at that estimate can seem to sit over the footer.
 */
async function readThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
}

/** Errors the page logs and breaches of its policy, from before its first script. */
async function watchForProblems(page: Page) {
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
  // The 404 page's own status is reported by Chromium as a failed resource load.
  return () => problems.filter((text) => !/status of 404/.test(text));
}

/** The not-found page as a visitor meets it: at an address that does not exist, with status 404. */
const NOT_FOUND = '/not/here/';
const addresses = PAGE_KINDS.map(({ name, address }) => ({
  name,
  address: name === '404' ? NOT_FOUND : address,
}));
const visits = addresses.flatMap(({ name, address }, index) =>
  VIEWPORTS.flatMap((viewport, side) =>
    (EVERY_LANGUAGE.has(name) ? LOCALES : [LOCALES[(index + side * 2) % LOCALES.length]!]).map(
      (lang) => ({ path: `/${lang}${address}`, viewport }),
    ),
  ),
);

for (const { path, viewport } of visits) {
  test(`${path} at ${viewport.width} px: axe, no error, nothing from another site`, async ({
    page,
    externalRequests,
  }) => {
    await page.setViewportSize(viewport);
    const problems = await watchForProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path.endsWith(NOT_FOUND) ? 404 : 200);
    await hydrateEveryIsland(page);
    await readThrough(page);
    expect(await violationsOf(page), 'with motion').toEqual([]);
    // A page whose motion a visitor controls (a canvas, a motion toggle) is scanned again at rest:
    // its controls and texts change with the preference.
    if (await page.locator('canvas, [data-motion]').count()) {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await violationsOf(page), 'reduced motion').toEqual([]);
    }

    // The assistant's popup asks before it loads another company's page.
    const opener = page.locator('[data-assistant-open]:visible').first();
    if (await opener.count()) {
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-frame-placeholder]')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await page.waitForLoadState('networkidle');
    expect(problems(), 'console errors and CSP violations').toEqual([]);
    expect(externalRequests, 'requests to other sites').toEqual([]);
  });
}

test('the language chooser at / passes axe', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/index.html');
  expect(await axeViolations(page)).toEqual([]);
});

test('open menus pass axe too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/tr/');
  await page.getByRole('button', { name: 'Ürünler' }).click();
  expect(await axeViolations(page, '[data-header]')).toEqual([]);
  await page.getByRole('button', { name: /Dil/ }).click();
  expect(await axeViolations(page, '[data-header]')).toEqual([]);
});
