import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const SCORES = { team: 3, plan: 2.3, adapt: 2.6, excel: 1.8, culture: 3.2 };
const SCORE_LIST = Object.values(SCORES);
const START = new Date('2026-03-02T09:00:00Z');
const PAUSE = new Date('2026-03-02T09:00:05Z');

/** Puts the element's top `offset` px above the bottom of the window (negative: below it), without smooth scrolling. */
async function scrollTopTo(locator: Locator, offset: number) {
  await locator.evaluate((element, offset) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight + offset, behavior: 'instant' });
  }, offset);
}

/** Waits until the island around this chart has hydrated (Astro then removes its `ssr` attribute). */
async function waitForChartIsland(page: Page, chart: string) {
  await expect(page.locator(`astro-island:has(${chart})`)).not.toHaveAttribute('ssr');
}

/** The radar's scores as drawn: each vertex's distance from the centre, on the 0 to 5 scale of the grid. */
function drawnScores(page: Page) {
  return page.locator('.readiness-radar').evaluate((chart) => {
    const spoke = chart.querySelector('.recharts-polar-grid-angle line');
    const polygon = chart.querySelector('.recharts-radar-polygon path');
    if (!spoke || !polygon) return null;
    const [cx, cy, ox, oy] = ['x1', 'y1', 'x2', 'y2'].map((name) =>
      Number(spoke.getAttribute(name)),
    );
    const outer = Math.hypot(ox - cx, oy - cy);
    const points = [...(polygon.getAttribute('d') ?? '').matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].slice(
      0,
      5,
    );
    return points.map(([, x, y]) => (Math.hypot(Number(x) - cx, Number(y) - cy) / outer) * 5);
  });
}

async function expectScores(page: Page, expected: number[]) {
  const drawn = await drawnScores(page);
  expect(drawn).not.toBeNull();
  drawn!.forEach((score, index) => expect(score).toBeCloseTo(expected[index], 1));
}

/** The URLs of the chart islands' code and of the React renderer, as the page names them. */
async function chartCodeUrls(page: Page) {
  const urls = await page
    .locator('astro-island')
    .evaluateAll((islands) =>
      islands.flatMap((island) => [
        island.getAttribute('component-url'),
        island.getAttribute('renderer-url'),
      ]),
    );
  return urls
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url, page.url()).href);
}

test.describe('assessment page', () => {
  test('has its meta, every section in order and the sample scores as text', async ({ page }) => {
    await page.goto('/en/assessment/');
    await expect(page).toHaveTitle('AI readiness assessment | Nova Istanbul AI');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /AI readiness/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /ready your organisation is for AI/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https:\/\/example\.com\/social\/assessment-en\.[0-9a-f]{8}\.jpg$/,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI readiness assessment');
    await expect(page.locator('main h2')).toHaveText([
      'Five focus areas, one clear picture',
      'The five focus areas',
      'Readiness starts with an honest view',
      'What you get out of it',
      'What holds AI adoption back',
      'Built for the people who decide',
      'Ready to see where you stand?',
    ]);
    await expect(page.locator('[data-focus-card]')).toHaveCount(5);
    await expect(page.getByTestId('why-list').locator('h3')).toHaveText([
      'Identify the gaps',
      'Benchmark your position',
      'Refine your strategy',
      'Prepare for the future',
    ]);
    await expect(page.locator('.assessment-cta').locator('a, button, form')).toHaveCount(0);

    const radarTable = page.getByRole('table', {
      name: 'Sample readiness scores by focus area, on a scale of 0 to 5',
    });
    await expect(radarTable.locator('tbody td')).toHaveText([
      '3.0/5',
      '2.3/5',
      '2.6/5',
      '1.8/5',
      '3.2/5',
    ]);
    const radialTable = page.getByRole('table', {
      name: 'Sample barriers to AI adoption, by share of mentions',
    });
    await expect(radialTable.locator('tbody td')).toHaveText([
      '31.47%',
      '26.69%',
      '15.69%',
      '8.22%',
      '8.63%',
      '2.63%',
      '6.67%',
    ]);
  });

  test('writes the figures the Turkish way in Turkish', async ({ page }) => {
    await page.goto('/tr/assessment/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Yapay zekâ hazırlık değerlendirmesi',
    );
    await expect(page.getByTestId('radar-scores').locator('tbody td').first()).toHaveText(
      '3,0 / 5',
    );
    await expect(page.getByTestId('radial-values').locator('tbody td').first()).toHaveText(
      '%31,47',
    );
  });

  test('requests no chart code until the visitor scrolls near a chart', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/en/assessment/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const [radarCode, renderer, radialCode] = await chartCodeUrls(page);
    expect(requested).not.toContain(radarCode);
    expect(requested).not.toContain(renderer);
    expect(requested).not.toContain(radialCode);

    const radarLoaded = page.waitForRequest(radarCode);
    await scrollTopTo(page.locator('.readiness-radar'), 0);
    await radarLoaded;
    expect(requested).not.toContain(radialCode);
  });

  test('radar stays at zero for 500 ms, then grows to the scores over 1400 ms', async ({
    page,
  }) => {
    await page.clock.install({ time: START });
    await page.goto('/en/assessment/');
    await page.clock.pauseAt(PAUSE);

    const radar = page.locator('.readiness-radar');
    await radar.scrollIntoViewIfNeeded();
    await waitForChartIsland(page, '.readiness-radar');
    await expect(radar).toHaveCSS('height', '420px');
    await page.clock.runFor(100);
    await expectScores(page, [0, 0, 0, 0, 0]);
    await page.clock.runFor(399);
    await expect(radar).toHaveAttribute('data-scored', 'false');
    await expectScores(page, [0, 0, 0, 0, 0]);

    await page.clock.runFor(1);
    await expect(radar).toHaveAttribute('data-scored', 'true');
    await page.clock.runFor(700);
    const halfway = (await drawnScores(page))!;
    halfway.forEach((score, index) => {
      expect(score).toBeGreaterThan(0.05);
      expect(score).toBeLessThan(SCORE_LIST[index] - 0.05);
    });
    await page.clock.runFor(700 + 50);
    await expectScores(page, SCORE_LIST);
  });

  test('radar shows the scores at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/assessment/');
    const radar = page.locator('.readiness-radar');
    await radar.scrollIntoViewIfNeeded();
    await waitForChartIsland(page, '.readiness-radar');
    await expect(radar).toHaveAttribute('data-scored', 'true');
    await expect.poll(() => drawnScores(page)).not.toBeNull();
    await expectScores(page, SCORE_LIST);
  });

  test('radial chart draws only once a quarter of it is in view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/en/assessment/');
    const radial = page.locator('.readiness-barriers');

    // About 15 % of the 420 px chart on screen: its code loads (it is near), but it must not draw yet.
    await scrollTopTo(radial, 60);
    await waitForChartIsland(page, '.readiness-barriers');
    await expect(radial).toHaveCSS('height', '420px');
    await expect(radial).toHaveAttribute('data-rendered', 'false');
    await expect(radial.locator('svg')).toHaveCount(0);

    await scrollTopTo(radial, 200);
    await expect(radial).toHaveAttribute('data-rendered', 'true');
    await expect(radial.locator('.recharts-radial-bar-sector')).toHaveCount(7);
    await expect(radial.locator('.recharts-legend-wrapper')).toBeVisible();
    await expect(radial.locator('.recharts-legend-item')).toHaveText([
      /Data quality and access\s*31.47%/,
      /Infrastructure\s*26.69%/,
      /Strategy\s*15.69%/,
      /Skills and workforce\s*8.22%/,
      /Culture and change\s*8.63%/,
      /Processes\s*2.63%/,
      /Governance and ethics\s*6.67%/,
    ]);

    // Drawn once: scrolling away and back keeps the same chart.
    await radial.evaluate((element) =>
      element.querySelector('svg')?.setAttribute('data-first', ''),
    );
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await scrollTopTo(radial, 400);
    await expect(radial.locator('svg[data-first]')).toHaveCount(1);
  });

  test('radial legend is hidden at 768 px, where the list of values is shown instead', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.goto('/en/assessment/');
    const radial = page.locator('.readiness-barriers');
    await radial.scrollIntoViewIfNeeded();
    await expect(radial.locator('.recharts-radial-bar-sector')).toHaveCount(7);
    await expect(radial.locator('.recharts-legend-wrapper')).toHaveCount(0);
    await expect(page.getByTestId('radial-values').locator('tbody tr').first()).toBeVisible();
  });

  test('focus cards appear once, 120 ms apart, when a fifth of each is in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.clock.install({ time: START });
    await page.goto('/en/assessment/');
    await page.clock.pauseAt(PAUSE);

    const cards = page.locator('[data-focus-card]');
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all())
      await expect(card).toHaveAttribute('data-reveal', 'hidden');

    await scrollTopTo(page.locator('[data-focus-grid]'), 800);
    await expect(cards.nth(0)).toHaveAttribute('data-reveal', 'shown');
    for (let index = 1; index < 5; index += 1) {
      await expect(cards.nth(index)).toHaveAttribute('data-reveal', 'hidden');
      await page.clock.runFor(119);
      await expect(cards.nth(index)).toHaveAttribute('data-reveal', 'hidden');
      await page.clock.runFor(1);
      await expect(cards.nth(index)).toHaveAttribute('data-reveal', 'shown');
    }

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.clock.runFor(1000);
    for (const card of await cards.all())
      await expect(card).toHaveAttribute('data-reveal', 'shown');
  });

  test('focus cards are simply there under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/assessment/');
    const cards = page.locator('[data-focus-card]');
    for (const card of await cards.all()) {
      await expect(card).not.toHaveAttribute('data-reveal');
      await expect(card).toHaveCSS('opacity', '1');
    }
  });
});

test.describe('assessment page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the focus cards and both tables', async ({ page }) => {
    await page.goto('/en/assessment/');
    const cards = page.locator('[data-focus-card]');
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
    await expect(page.getByTestId('radar-scores').locator('tbody tr')).toHaveCount(5);
    await expect(page.getByTestId('radial-values').locator('tbody tr')).toHaveCount(7);
  });
});
