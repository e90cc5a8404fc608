import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { readEntry } from './content';
import { LOCALES, expect, test } from './fixtures';
import { t } from './form-helpers';

/**
 * A word each language's post, job and course share ("prototype"), as a visitor of that language
 * types it, and the entries it must find.
 */
const PROTOTYPE: Record<string, string> = {
  tr: 'prototip',
  en: 'prototype',
  es: 'prototipo',
  fr: 'prototype',
};
const FOUND = {
  posts: 'founders-evening-prototype-to-customer',
  jobs: 'ui-ux-developer',
  courses: 'startup-building',
} as const;
const ADDRESS = { posts: 'developments', jobs: 'careers', courses: 'academy/apply' } as const;

const field = (page: Page, lang: string) =>
  page.getByRole('searchbox', { name: t(lang, 'search:form.label') });
const status = (page: Page) => page.getByRole('status');
const results = (page: Page) => page.locator('[data-search-results] > li');
const resultLinks = (page: Page) => page.locator('[data-search-results] h2 a');
const typeOf = (page: Page) => page.locator('[data-search-results] .result__type');

/** The status line once it announces `query`'s results: "3 results for “kvkk”". */
const announced = (lang: string, query: string) =>
  new RegExp(
    ['one', 'other']
      .map((form) =>
        t(lang, `search:status.found_${form}`)
          .replace(/[.*+?^$()[\]\\|]/g, '\\$&')
          .replace('{{query}}', query)
          .replace('{{number}}', '[\\d.,\\s\u00a0\u202f]+'),
      )
      .join('|'),
  );

/** Types `query` into the field as a visitor does, and waits for its results to be announced. */
async function search(page: Page, lang: string, query: string) {
  await field(page, lang).fill(query);
  await expect(status(page)).toHaveText(announced(lang, query));
}

/** How many results the status line announces. */
const countOf = async (page: Page) => Number(/\d+/.exec((await status(page).textContent())!)![0]);

/** The marked words of the results' excerpts. */
const marked = (page: Page) => page.locator('[data-search-results] mark').allTextContents();

for (const lang of LOCALES) {
  test(`${lang}: a typed word finds a post, a job and a course of the language only; the type narrows, and back restores`, async ({
    page,
    externalRequests,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/${lang}/search/`);
    const query = PROTOTYPE[lang]!;
    await field(page, lang).pressSequentially(query, { delay: 30 });
    await expect(status(page)).toHaveText(announced(lang, query));
    await expect(page).toHaveURL(`/${lang}/search/?q=${query}`);

    const found = await countOf(page);
    const link = (collection: keyof typeof FOUND) =>
      page.locator(
        `[data-search-results] a[href="/${lang}/${ADDRESS[collection]}/${FOUND[collection]}/"]`,
      );
    const title = (collection: keyof typeof FOUND) =>
      readEntry(collection, lang, FOUND[collection]).data.title!;
    await expect(link('posts')).toHaveText(title('posts'));
    await expect(link('courses')).toHaveText(title('courses'));
    const hrefs = await resultLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(
      hrefs.every((href) => href?.startsWith(`/${lang}/`)),
      hrefs.join(' '),
    ).toBe(true);
    await expect(results(page).first().locator('mark').first()).toBeVisible();
    await expect(
      results(page)
        .filter({ has: page.locator('time') })
        .first(),
    ).toBeVisible();

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `axe at ${viewport.width} px`).toEqual([]);
    }

    await page
      .getByRole('radio', { name: new RegExp(`^${t(lang, 'search:filters.job')}`) })
      .check();
    await expect(page).toHaveURL(`/${lang}/search/?q=${query}&type=job`);
    await expect(link('jobs')).toHaveText(title('jobs'));
    await expect
      .poll(async () => [...new Set(await typeOf(page).allTextContents())])
      .toEqual([t(lang, 'search:types.job')]);
    expect(await countOf(page)).toBeLessThan(found);

    await page.goBack();
    await expect(page).toHaveURL(`/${lang}/search/?q=${query}`);
    await expect(
      page.getByRole('radio', { name: new RegExp(`^${t(lang, 'search:filters.all')}`) }),
    ).toBeChecked();
    await expect(link('posts')).toBeVisible();
    expect(await countOf(page)).toBe(found);

    expect(externalRequests).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test('an address with a query and a type shows its results on arrival, moving nothing on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Layout shifts as Chromium reports them for CLS, from the first paint on.
  await page.addInitScript(() => {
    const counted = window as unknown as { shifted: number };
    counted.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        counted.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/tr/search/?q=kvkk&type=page');
  await expect(field(page, 'tr')).toHaveValue('kvkk');
  await expect(page.getByRole('radio', { name: /^Sayfalar/ })).toBeChecked();
  await expect(status(page)).toHaveText(announced('tr', 'kvkk'));
  await expect(resultLinks(page).first()).toBeVisible();
  expect(new Set(await typeOf(page).allTextContents())).toEqual(new Set(['Sayfa']));
  await expect(page.locator('[data-search-results] a[href="/tr/privacy/"]')).toHaveText(
    t('tr', 'privacy:intro.title'),
  );
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
});

test('shows five results, then ten more on request, moving focus to the first new one', async ({
  page,
}) => {
  await page.goto('/en/search/?q=istanbul');
  await expect(status(page)).toHaveText(announced('en', 'istanbul'));
  const total = await countOf(page);
  expect(total).toBeGreaterThan(5);
  await expect(results(page)).toHaveCount(5);
  await page.getByRole('button', { name: t('en', 'search:more') }).click();
  await expect(results(page)).toHaveCount(Math.min(total, 15));
  await expect(resultLinks(page).nth(5)).toBeFocused();
  await expect(page.getByRole('button', { name: t('en', 'search:more') })).toBeVisible({
    visible: total > 15,
  });
});

test.describe('letters and case', () => {
  // A Turkish browser lower-cases I as ı: the search must not depend on it.
  test.use({ locale: 'tr-TR' });

  test('tr: without marks, in capitals, without the dotless ı', async ({ page }) => {
    await page.goto('/tr/search/');
    for (const [query, word] of [
      ['istanbul', /^İstanbul/],
      ['ISTANBUL', /^İstanbul/],
      ['yapay zeka', /^zekâ/],
      ['ogrenme', /^öğrenme/],
      ['danismanlik', /^danışmanlık/i],
    ] as const) {
      await search(page, 'tr', query);
      expect(await marked(page), query).toContainEqual(expect.stringMatching(word));
    }
  });

  test('es and fr: without accents', async ({ page }) => {
    for (const [lang, query, word] of [
      ['es', 'evaluacion', /^evaluación/i],
      ['fr', 'developpement', /^développement/i],
    ] as const) {
      await page.goto(`/${lang}/search/`);
      await search(page, lang, query);
      expect(await marked(page), query).toContainEqual(expect.stringMatching(word));
    }
  });
});

test('works from the keyboard alone: type, submit, narrow, reach a result', async ({ page }) => {
  await page.goto('/en/search/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: t('en', 'common:skipToContent') })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(field(page, 'en')).toBeFocused();
  await page.keyboard.type('python');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(announced('en', 'python'));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /^All/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^Pages/ })).toBeChecked();
  await expect(status(page)).toHaveText(
    t('en', 'search:status.none').replace('{{query}}', 'python'),
  );
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^Jobs/ })).toBeChecked();
  await expect(status(page)).toHaveText(announced('en', 'python'));
  const first = resultLinks(page).first();
  const href = await first.getAttribute('href');
  while (!(await first.evaluate((link) => link === document.activeElement)))
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
});

test('the header links to the search page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fr/about/');
  await page
    .getByRole('navigation', { name: t('fr', 'common:nav.label') })
    .getByRole('link', { name: t('fr', 'common:nav.search') })
    .click();
  await expect(page).toHaveURL('/fr/search/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'search:intro.title'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says so in one sentence and lists the sections to browse', async ({ page }) => {
    await page.goto('/es/search/?q=python');
    // Playwright's text selectors skip <noscript>: the sentence is found by its place.
    await expect(page.locator('main noscript > p')).toBeVisible();
    await expect(page.locator('main noscript > p')).toHaveText(t('es', 'search:noScript'));
    const sections = page.getByRole('navigation', { name: t('es', 'search:browse') });
    await expect(sections.getByRole('link')).toHaveCount(8);
    await expect(
      sections.getByRole('link', { name: t('es', 'common:nav.careers') }),
    ).toHaveAttribute('href', '/es/careers/');
  });
});
