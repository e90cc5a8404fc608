import type { Page } from '@playwright/test';
import { expect, stopClock, test } from './fixtures';

/** Brings the testimonials into view and waits for the carousel to hydrate. */
async function showTestimonials(page: Page, name: string) {
  const carousel = page.getByRole('region', { name });
  await carousel.scrollIntoViewIfNeeded();
  await expect(
    page.locator('astro-island[component-url*="TestimonialsCarousel"]'),
  ).not.toHaveAttribute('ssr');
  return carousel;
}

test.describe('consultancy page', () => {
  test('hero, the four-step journey and the platform blocks', async ({ page }) => {
    await page.goto('/en/consultancy/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'AI consultancy, from first idea to scale',
    );
    const steps = page.locator('.journey__step');
    await expect(steps).toHaveCount(4);
    await expect(steps.locator('h3')).toHaveText(['Discover', 'Assess', 'Implement', 'Scale']);
    await expect(page.getByRole('heading', { name: 'Cloud platforms' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Automation tools' })).toBeVisible();
    await expect(page.locator('.consultancy-hero')).toContainText('20+');
    await expect(page.locator('.consultancy-hero')).toContainText('17');
  });

  test('the partner slider shows five logos and pauses on hover', async ({ page }) => {
    await page.goto('/tr/consultancy/');
    const strip = page.locator('[data-partner-strip]');
    await expect(
      strip.getByRole('list', { name: 'İş ortakları ve müşteriler' }).getByRole('img'),
    ).toHaveCount(5);
    const track = strip.locator('.partner-strip__track');
    const playState = () =>
      track.evaluate((element) => getComputedStyle(element).animationPlayState);
    await expect.poll(playState).toBe('running');
    await strip.locator('.partner-strip__viewport').hover();
    await expect.poll(playState).toBe('paused');
  });

  test('testimonials of category consultancy only, advancing every 6000 ms', async ({ page }) => {
    await stopClock(page, new Date('2025-01-01T09:00:00Z'));
    await page.goto('/en/consultancy/');
    const carousel = await showTestimonials(page, 'Client testimonials');
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: /^Show testimonial/ })).toHaveCount(7);
    await expect(carousel.getByRole('group', { name: '1 of 7' })).toContainText('Selin Aydemir');
    await expect(carousel).not.toContainText('Burak Özkan');
    await page.clock.runFor(6000);
    await expect(carousel.getByRole('group', { name: '2 of 7' })).toContainText('Marc Delorme');
  });

  test('the call to action leads to the contact page', async ({ page }) => {
    await page.goto('/tr/consultancy/');
    await page.getByRole('link', { name: 'Keşif görüşmesi planlayın' }).click();
    await expect(page).toHaveURL(/\/tr\/contact\/$/);
  });
});
