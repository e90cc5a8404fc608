import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { POST_ORDER as ORDER, readEntry } from './content';
import { expect, test } from './fixtures';
import { fillJobApplication, hydrated, pdf, t } from './form-helpers';

const messages = (lang: string, ns: string) =>
  JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8'));
const en = { geo: messages('en', 'geo') };
const FIXED_JOBS = ['ai-developer-intern', 'ui-ux-developer-intern', 'ai-developer'];
const SHUFFLED_JOBS = [
  'ai-engineer',
  'data-scientist',
  'full-stack-developer',
  'social-media-intern',
  'ui-ux-developer',
  'data-analyst-intern',
  'ai-engineer-intern',
];

const postIds = (page: Page) =>
  page
    .locator('[data-post]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-post')));
const jobOrder = (page: Page) =>
  page
    .locator('[data-job]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-job')));
const postTitle = (slug: string, lang = 'en') => readEntry('posts', lang, slug).data.title;

test.describe('developments', () => {
  test('a direct visit to ?page=3 shows the last three posts, says page 3 and keeps the address', async ({
    page,
  }) => {
    const response = await page.goto('/en/developments/?page=3');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/en\/developments\/\?page=3$/);
    await expect.poll(() => postIds(page)).toEqual(ORDER.slice(12));
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
      postTitle('speech-ai-hackathon'),
    );
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 3' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/developments\/\?page=3$/,
    );
    await expect(page.locator('link[hreflang="tr"]')).toHaveAttribute(
      'href',
      /\/tr\/developments\/\?page=3$/,
    );
  });

  test('next and previous walk the pages, page 1 leaves the number out', async ({ page }) => {
    await page.goto('/en/developments/');
    await expect.poll(() => postIds(page)).toEqual(ORDER.slice(0, 6));
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/en\/developments\/\?page=2#posts$/);
    await expect.poll(() => postIds(page)).toEqual(ORDER.slice(6, 12));

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\?page=3#posts$/);
    await expect.poll(() => postIds(page)).toEqual(ORDER.slice(12));
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByText('Next')).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Previous' })
      .click();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Previous' })
      .click();
    await expect(page).toHaveURL(/\/en\/developments\/#posts$/);
    await expect.poll(() => postIds(page)).toEqual(ORDER.slice(0, 6));
  });

  test('the category filter puts the category in the address and lists only its posts', async ({
    page,
  }) => {
    await page.goto('/en/developments/?page=2');
    const filter = page.getByRole('navigation', { name: 'Filter posts by category' });
    await filter.getByRole('link', { name: /^Event/ }).click();
    await expect(page).toHaveURL(/\/en\/developments\/\?category=event#posts$/);
    await expect
      .poll(() => postIds(page))
      .toEqual(['nova-ai-day-istanbul', 'technopark-open-office-day', 'speech-ai-hackathon']);
    await expect(page.locator('.post__category')).toHaveText(['Event', 'Event', 'Event']);
    await expect(filter.getByRole('link', { name: /^Event/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // One page of events: no pagination to offer.
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await expect(page).toHaveTitle(`Event | News | Nova Istanbul AI`);

    await page
      .getByRole('navigation', { name: 'Filter posts by category' })
      .getByRole('link', { name: /^All/ })
      .click();
    await expect(page).toHaveURL(/\/en\/developments\/#posts$/);
    await expect.poll(() => postIds(page)).toEqual(ORDER.slice(0, 6));
  });

  test('entrepreneurship posts are listed under all, with their own label', async ({ page }) => {
    await page.goto('/tr/developments/');
    await expect(
      page.locator('[data-post="founders-evening-prototype-to-customer"] .post__category'),
    ).toHaveText('Girişimcilik');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('filter and pagination are plain links to the query addresses', async ({ page }) => {
      await page.goto('/tr/developments/?category=seminar');
      const seminars = [
        'responsible-ai-customer-service-seminar',
        'vision-language-models-retail-seminar',
      ];
      await expect.poll(() => postIds(page)).toEqual(seminars);
      await page.goto('/tr/developments/?category=seminar&page=1');
      await expect.poll(() => postIds(page)).toEqual(seminars);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/tr\/developments\/\?category=seminar$/,
      );

      await page.goto('/tr/developments/');
      await page
        .getByRole('navigation', { name: 'Sayfalar' })
        .getByRole('link', { name: 'Sonraki' })
        .click();
      await expect(page).toHaveURL(/\/tr\/developments\/\?page=2#posts$/);
      await expect.poll(() => postIds(page)).toEqual(ORDER.slice(6, 12));
      await expect(page.getByText('Sayfa 2 / 3')).toBeVisible();
    });
  });
});

test.describe('careers', () => {
  test('the three fixed jobs come first, the other seven in a new order on each visit', async ({
    page,
  }) => {
    // A seeded Math.random makes two visits differ deterministically.
    const visit = async (seed: number) => {
      await page.addInitScript((start) => {
        let state = start;
        Math.random = () => {
          state = (state * 16807) % 2147483647;
          return state / 2147483647;
        };
      }, seed);
      await page.goto('/en/careers/');
      return jobOrder(page);
    };
    const first = await visit(7);
    const second = await visit(99991);
    for (const order of [first, second]) {
      expect(order.slice(0, 3)).toEqual(FIXED_JOBS);
      expect([...order.slice(3)].sort()).toEqual([...SHUFFLED_JOBS].sort());
    }
    expect(first.slice(3)).not.toEqual(second.slice(3));
  });

  test('each card shows type, work type and location and links to the job’s page', async ({
    page,
  }) => {
    await page.goto('/tr/careers/');
    const cards = page.locator('[data-job]');
    await expect(cards).toHaveCount(10);
    for (const slug of [...FIXED_JOBS, ...SHUFFLED_JOBS]) {
      const card = page.locator(`[data-job="${slug}"]`);
      await expect(card.locator('[data-field="workType"]')).toHaveText('Hibrit');
      await expect(card.locator('[data-field="location"]')).toHaveText('İstanbul');
      await expect(card.locator('[data-field="type"]')).toHaveText(/^(Staj|Tam Zamanlı)$/);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/tr/careers/${slug}/`);
    }
    await page.locator('[data-job="ai-developer"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/tr\/careers\/ai-developer\/$/);
  });

  test('the shuffle moves no card after the first paint', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number }).shifts += (
            entry as unknown as { value: number }
          ).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/en/careers/');
    await page.locator('#positions').scrollIntoViewIfNeeded();
    expect(
      await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    ).toBeLessThan(0.01);
  });
});

test.describe('from the listing to an article and back', () => {
  // Two languages here and the other two for the careers journey: the paths and texts are each language's.
  for (const lang of ['tr', 'es'] as const) {
    test(lang, async ({ page }) => {
      const slug = 'technopark-open-office-day';
      const { data } = readEntry('posts', lang, slug);
      await page.goto(`/${lang}/developments/?page=2`);
      await page.locator(`[data-post="${slug}"]`).getByRole('link', { name: data.title }).click();
      await expect(page).toHaveURL(`/${lang}/developments/${slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
      const date = {
        tr: '22 Nisan 2026',
        en: '22 April 2026',
        es: '22 de abril de 2026',
        fr: '22 avril 2026',
      }[lang];
      await expect(page.locator('.article__byline time')).toHaveText(date);
      await expect(page.locator('[data-author="emre-polat"]')).toHaveText('Emre Polat');
      await expect(page.locator('.article__event')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://example.com/${lang}/developments/${slug}/`,
      );
      await expect(page.locator('link[hreflang]')).toHaveCount(5);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /^https:\/\/example\.com\/_astro\/[^"]+\.jpg$/,
      );
      await expect(page.locator('astro-island')).toHaveCount(0);
      // Newer and older neighbours in the listing's order.
      await expect(page.locator('a[rel="next"]')).toHaveAttribute(
        'href',
        `/${lang}/developments/ai-future-of-work-panel/`,
      );
      await expect(page.locator('a[rel="prev"]')).toHaveAttribute(
        'href',
        `/${lang}/developments/ai-literacy-workshop-teachers/`,
      );
      await page.locator('[data-back]').click();
      await expect(page).toHaveURL(`/${lang}/developments/`);
      await expect.poll(() => postIds(page)).toEqual(ORDER.slice(0, 6));
    });
  }
});

test.describe('from a careers card to the job page, the form with the job chosen, and success', () => {
  for (const lang of ['en', 'fr'] as const) {
    test(lang, async ({ page }) => {
      // The resume goes through the local platform, which builds the function for each request:
      // with a second worker sending forms beside it, that alone took over 20 s once.
      test.setTimeout(60_000);
      const slug = 'data-scientist';
      const { data } = readEntry('jobs', lang, slug);
      await page.goto(`/${lang}/careers/`);
      await page.locator(`[data-job="${slug}"]`).getByRole('link').click();
      await expect(page).toHaveURL(`/${lang}/careers/${slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
      await expect(page.locator('.prose h2')).toHaveCount(4);
      await expect(page.locator('[data-field="type"]')).toHaveText(
        t(lang, 'careers:labels.types.fullTime'),
      );
      await expect(page.locator('astro-island')).toHaveCount(0);
      await page.locator('[data-apply]').click();
      await expect(page).toHaveURL(`/${lang}/careers/apply/?job=${slug}`);
      await hydrated(page, 'JobApplicationForm');
      await expect(page.locator('.job-position__title').filter({ visible: true })).toHaveText([
        data.title,
      ]);
      await fillJobApplication(page, lang);
      await page.locator('input[type=file]').setInputFiles(pdf(40_000));
      // The resume uploads to the real function; the application's answer is routed, so the sent job can be read.
      let sent: string | undefined;
      await page.route('**/api/slack/apply', async (route) => {
        sent = route.request().postDataBuffer()?.toString('utf8');
        await route.fulfill({ status: 200, json: { success: true } });
      });
      await page.getByRole('button', { name: t(lang, 'forms:job.submit') }).click();
      await expect(page).toHaveURL(`/${lang}/careers/success/`, { timeout: 45_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(lang, 'careers:success.intro.title'),
      );
      expect(sent).toContain(data.title);
      expect(sent).toContain(t(lang, 'careers:labels.types.fullTime'));
    });
  }
});

test.describe('geo', () => {
  test('the comparison is a real table with a caption and header cells', async ({ page }) => {
    await page.goto('/en/geo/');
    const table = page.getByRole('table', { name: en.geo.comparison.caption });
    await expect(table).toBeVisible();
    await expect(table.locator('thead th[scope="col"]')).toHaveText(['Aspect', 'SEO', 'GEO']);
    const rows = en.geo.comparison.rows as { aspect: string; seo: string; geo: string }[];
    await expect(table.locator('tbody th[scope="row"]')).toHaveText(rows.map((row) => row.aspect));
    await expect(table.locator('tbody tr').first().locator('td')).toHaveText([
      rows[0].seo,
      rows[0].geo,
    ]);
  });

  test('hero, browsers, meta and a call to action without a form', async ({ page }) => {
    await page.goto('/tr/geo/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Yapay zekâ yanıt verirken sizi önersin',
    );
    await expect(page.locator('[data-browser]')).toHaveCount(3);
    await expect(page.locator('[data-browser]')).toContainText([
      'ChatGPT Atlas',
      'Claude',
      'Comet',
    ]);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /GEO/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\/[^"]+\.jpg$/,
    );
    const cta = page.locator('section', {
      has: page.getByRole('heading', {
        name: 'Yapay zekânın sizin hakkınızda ne söylediğini öğrenin',
      }),
    });
    await expect(cta.locator('form, button, a')).toHaveCount(0);
  });

  test('the table reads well on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tr/geo/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
