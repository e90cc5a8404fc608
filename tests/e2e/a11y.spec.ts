import AxeBuilder from '@axe-core/playwright';
import { expect, hydrateEveryIsland, pageAddress, SHOWN_PAGES, test } from './fixtures';

const PAGES = [...SHOWN_PAGES.map(pageAddress), '/404/'];

/** Every page, in English and in Turkish (the longest language), at desktop and phone widths. */
for (const lang of ['en', 'tr']) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`${lang} at ${viewport.width} px`, () => {
      test.use({ viewport });
      for (const path of PAGES) {
        test(`axe finds nothing on /${lang}${path}`, async ({ page }) => {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(`/${lang}${path}`);
          await hydrateEveryIsland(page);
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
          expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        });
      }
    });
  }
}

test('the language chooser at / passes axe', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/index.html');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('open menus pass axe too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/tr/');
  await page.getByRole('button', { name: 'Ürünler' }).click();
  let results = await new AxeBuilder({ page }).include('[data-header]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: /Dil/ }).click();
  results = await new AxeBuilder({ page }).include('[data-header]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
