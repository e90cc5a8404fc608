import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOCALES, expect, hydrateEveryIsland, test, PAGE_ADDRESSES } from './fixtures';

const PAGES = PAGE_ADDRESSES;

const RULES = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

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
  return (await new AxeBuilder({ page }).withTags(RULES).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Scrolls through the page as a reader would, then back to the top. Long pages lay out a section
 * only near the viewport (`content-visibility: auto`, sized 40rem until then): axe reads where
 * each element is, and text still counted at that estimate can seem to sit over the footer.
 */
async function layOutEverySection(page: Page) {
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

/**
 * Every page in every language, at desktop and phone widths, with motion and with reduced motion:
 * the page loads with motion, is scanned, then is scanned again once the visitor's setting changes.
 */
for (const lang of LOCALES) {
  test.describe(`axe in ${lang}`, () => {
    for (const viewport of VIEWPORTS) {
      for (const path of PAGES) {
        test(`finds nothing on /${lang}${path} at ${viewport.width} px`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ reducedMotion: 'no-preference' });
          await page.goto(`/${lang}${path}`);
          await hydrateEveryIsland(page);
          await layOutEverySection(page);
          expect(await violationsOf(page), 'with motion').toEqual([]);
          await page.emulateMedia({ reducedMotion: 'reduce' });
          expect(await violationsOf(page), 'reduced motion').toEqual([]);
        });
      }
    }
  });
}

test('the language chooser at / passes axe', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  // Its scripts blocked, no part of the page is ever driven: wait for the load alone.
  await page.goto('/index.html', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load');
  const results = await new AxeBuilder({ page }).withTags(RULES).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('open menus pass axe too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/tr/');
  await page.getByRole('button', { name: 'Ürünler' }).click();
  let results = await new AxeBuilder({ page }).include('[data-header]').withTags(RULES).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: /Dil/ }).click();
  results = await new AxeBuilder({ page }).include('[data-header]').withTags(RULES).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
