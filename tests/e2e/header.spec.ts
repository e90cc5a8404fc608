import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const START = new Date('2026-03-02T09:00:00Z');

/**
 * An installed clock still runs in real time until it is paused: on a busy machine the menu's
 * 500 ms close delay then ran out between two steps of a test.
 */
async function openHomeWithFrozenClock(page: Page) {
  await page.clock.install({ time: START });
  await page.goto('/en/');
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

test.describe('header on desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('turns compact after 50 px of scroll', async ({ page }) => {
    await page.goto('/en/about/');
    const header = page.locator('[data-header]');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 40);
    });
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', '');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('is compact on a page opened part-way down', async ({ page }) => {
    await page.goto('/en/privacy/#recipients');
    await expect(page.locator('[data-header]')).toHaveAttribute('data-scrolled', '');
  });

  test('mega menus open on hover and close 500 ms after the pointer leaves', async ({ page }) => {
    await openHomeWithFrozenClock(page);
    const products = page.getByRole('button', { name: 'Products' });
    const panel = page.locator('#mega-products');
    await products.hover();
    await expect(panel).toBeVisible();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link')).toHaveCount(5);
    for (const link of await panel.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }

    await page.mouse.move(700, 700);
    await page.clock.runFor(400);
    await expect(panel).toBeVisible();
    await page.clock.runFor(150);
    await expect(panel).toBeHidden();
  });

  test('the pointer travelling back cancels the close; only one menu is open', async ({ page }) => {
    await openHomeWithFrozenClock(page);
    const productsPanel = page.locator('#mega-products');
    const servicesPanel = page.locator('#mega-services');
    await page.getByRole('button', { name: 'Products' }).hover();
    await expect(productsPanel).toBeVisible();
    await page.mouse.move(700, 700);
    await page.clock.runFor(300);
    await productsPanel.hover();
    await page.clock.runFor(1000);
    await expect(productsPanel).toBeVisible();

    await page.getByRole('button', { name: 'Services' }).hover();
    await expect(servicesPanel).toBeVisible();
    await expect(productsPanel).toBeHidden();
    await expect(servicesPanel.getByRole('link', { name: /AI consultancy/ })).toHaveAttribute(
      'href',
      '/en/consultancy/',
    );
    await expect(servicesPanel.getByRole('link', { name: /Academy/ })).toHaveAttribute(
      'href',
      'https://academy.example.com/en',
    );
  });

  test('an outside click and Escape close the menu; Escape returns focus', async ({ page }) => {
    await page.goto('/en/');
    const services = page.getByRole('button', { name: 'Services' });
    await services.click();
    await expect(page.locator('#mega-services')).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(page.locator('#mega-services')).toBeHidden();

    await services.click();
    await expect(page.locator('#mega-services')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mega-services')).toBeHidden();
    await expect(services).toBeFocused();
  });

  test('the menus work with the keyboard alone', async ({ page }) => {
    await page.goto('/tr/');
    const products = page.getByRole('button', { name: 'Ürünler' });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#mega-products a').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('#mega-products')).toBeHidden();
  });

  test('Services links use the Turkish academy and events sites on Turkish pages', async ({
    page,
  }) => {
    await page.goto('/tr/');
    await page.getByRole('button', { name: 'Hizmetler' }).click();
    const panel = page.locator('#mega-services');
    await expect(panel.locator('a[href="https://academy.example.com/tr"]')).toHaveCount(1);
    await expect(panel.locator('a[href="https://events.example.com/tr"]')).toHaveCount(1);
  });
});

test.describe('header on touch devices', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu button opens the navigation; mega menus toggle on tap, one at a time', async ({
    page,
  }) => {
    await page.goto('/en/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.locator('#site-nav')).toBeHidden();
    await toggle.tap();
    await expect(page.locator('#site-nav')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const products = page.getByRole('button', { name: 'Products' });
    const services = page.getByRole('button', { name: 'Services' });
    await products.tap();
    await expect(page.locator('#mega-products')).toBeVisible();
    await services.tap();
    await expect(page.locator('#mega-services')).toBeVisible();
    await expect(page.locator('#mega-products')).toBeHidden();
    await services.tap();
    await expect(page.locator('#mega-services')).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(page.locator('#site-nav')).toBeHidden();
  });
  test('a menu opened before the page has loaded stays open when it loads', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // On a slow phone the first tap can come before the load event. An image of the test's own,
    // added as the document is parsed and held, keeps that event back whatever the page requests.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const image = new Image();
        image.alt = '';
        image.src = '/held-image.svg';
        document.body.append(image);
      }),
    );
    await page.route('**/held-image.svg', async (route) => {
      await released;
      await route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      });
    });
    await page.goto('/en/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const loaded = page.waitForEvent('load');
    release();
    await loaded;
    await expect(page.locator('#site-nav')).toBeVisible();
    await expect(close).toHaveAttribute('aria-expanded', 'true');
  });

  test('coming back from the back-forward cache closes the open menus', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('button', { name: 'Products' }).tap();
    await expect(page.locator('#mega-products')).toBeVisible();
    // The browser under test does not restore pages from its back-forward cache: the restore's own
    // event stands in for it.
    await page.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })),
    );
    await expect(page.locator('#site-nav')).toBeHidden();
    await expect(page.locator('#mega-products')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('language switcher', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('keeps the path and the query, and remembers the choice', async ({ page, context }) => {
    await page.goto('/en/careers/apply/?job=ai-developer');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(/\/tr\/careers\/apply\/\?job=ai-developer$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
    expect((await context.cookies()).find((cookie) => cookie.name === 'nf_lang')?.value).toBe('tr');
  });

  test('closes on an outside click', async ({ page }) => {
    await page.goto('/fr/about/');
    await page.getByRole('button', { name: 'Langue : Français' }).click();
    const menu = page.getByRole('list', { name: /langue/i });
    await expect(menu).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(menu).toBeHidden();
  });

  test('the stored choice is honoured by `/`', async ({ page }) => {
    await page.goto('/es/');
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
  });
});
