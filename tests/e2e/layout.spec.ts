import type { Page } from '@playwright/test';
import { LOCALES, expect, test, PAGE_ADDRESSES } from './fixtures';

/** One page of each type, and the localized 404 page; the language is put in front. */
const PAGE_PATHS = [...PAGE_ADDRESSES.filter((address) => address !== '/404/'), '/not/here/'];

/** How the header's bar is laid out: every item on one row, nothing clipped or overlapping. */
function measureHeader(page: Page) {
  return page.evaluate(() => {
    const shown = (element: Element | null) =>
      !!element && getComputedStyle(element).display !== 'none';
    const logo = document.querySelector('.site-header__bar > a')!.getBoundingClientRect();
    const nav = document.querySelector('.site-nav')!;
    const items = [...nav.querySelectorAll(':scope .site-nav__list > li, :scope .lang')].map(
      (item) => item.getBoundingClientRect(),
    );
    const clipped = [...nav.querySelectorAll<HTMLElement>('.site-nav__link, .lang__trigger')]
      .filter((link) => link.scrollWidth > link.clientWidth + 1)
      .map((link) => link.textContent?.trim());
    return {
      menuButton: shown(document.querySelector('.site-header__toggle')),
      navShown: shown(nav),
      rows: new Set(items.map((item) => Math.round(item.top))).size,
      overlapsLogo: items.some((item) => item.left < logo.right),
      outOfView: items.some((item) => item.right > document.documentElement.clientWidth),
      clipped,
    };
  });
}

test.describe('header layout in every language', () => {
  for (const lang of LOCALES) {
    test(`${lang}: the bar from 768 px, the menu button below`, async ({ page }) => {
      await page.goto(`/${lang}/about/`);
      for (const width of [768, 900, 1024, 1139, 1140, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await measureHeader(page), `${lang} at ${width} px`).toEqual({
          menuButton: false,
          navShown: true,
          rows: 1,
          overlapsLogo: false,
          outOfView: false,
          clipped: [],
        });
      }
      await page.setViewportSize({ width: 767, height: 800 });
      expect(await measureHeader(page)).toMatchObject({ menuButton: true, navShown: false });
    });

    test(`${lang}: an open mega menu stays on screen at 768 px`, async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 900 });
      await page.goto(`/${lang}/about/`);
      for (const id of ['products', 'services']) {
        await page.locator(`[aria-controls="mega-${id}"]`).click();
        const panel = page.locator(`#mega-${id}`);
        await expect(panel).toBeVisible();
        const box = (await panel.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(768);
      }
    });
  }
});

test.describe('no page scrolls sideways at 320 px', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  for (const lang of LOCALES) {
    test(`every page type in ${lang}`, async ({ page }) => {
      const wide: string[] = [];
      for (const path of PAGE_PATHS) {
        await page.goto(`/${lang}${path}`);
        const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
        if (width > 320) wide.push(`${path} is ${width} px wide`);
      }
      expect(wide).toEqual([]);
    });
  }
});

test.describe('Inter is never on the first page’s critical path', () => {
  const fontStack = (page: Page) =>
    page.evaluate(() => ({
      family: getComputedStyle(document.body).fontFamily,
      ready: document.documentElement.classList.contains('font-inter'),
    }));

  // A slow phone too: the font must still wait for the paint when parsing and scripts take longer.
  for (const cpuSlowdown of [1, 6]) {
    const machine = cpuSlowdown === 1 ? 'this machine' : `a CPU ${cpuSlowdown}x slower`;
    test(`the first page paints with the fallback and fetches Inter after; the next names Inter, on ${machine}`, async ({
      page,
    }) => {
      if (cpuSlowdown > 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      }
      await page.goto('/en/about/');
      expect(await fontStack(page)).toEqual({
        family: expect.stringMatching(/^"Inter Fallback", "Inter Fallback Android"/),
        ready: false,
      });
      const paintedAt = () =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
      await expect.poll(paintedAt).toBeGreaterThan(0);
      const fontStarts = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2'))
            .map((entry) => entry.startTime),
        );
      // Both files (Latin and the Turkish letters), each asked for only after the first paint.
      await expect.poll(fontStarts).toHaveLength(2);
      expect(Math.min(...(await fontStarts()))).toBeGreaterThan((await paintedAt())!);

      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Privacy', exact: false })
        .first()
        .click();
      await page.waitForURL('**/en/privacy/');
      expect(await fontStack(page)).toEqual({
        family: expect.stringMatching(/^"Inter Variable", "Inter Fallback"/),
        ready: true,
      });
    });
  }
});
