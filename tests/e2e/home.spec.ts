import type { Locator, Page } from '@playwright/test';
import { SITE } from '../../src/config/site';
import { expect, holdAssistant, rememberChoices, stopClock, test } from './fixtures';
import { t } from './form-helpers';
import { expectToggleIcon } from './motion-toggle';

/** Moves the pointer and focus away, so nothing holds a carousel or strip still. */
async function leave(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Brings the testimonials into view and waits for the carousel to hydrate. */
async function showTestimonials(page: Page) {
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(
    page.locator('astro-island[component-url*="TestimonialsCarousel"]'),
  ).not.toHaveAttribute('ssr');
  return carousel;
}

const slide = (carousel: Locator, number: number, total = 11) =>
  carousel.getByRole('group', { name: `${number} of ${total}` });

test.describe('home: hero', () => {
  test('the action word rotates every 3000 ms and screen readers get one sentence', async ({
    page,
  }) => {
    await stopClock(page, new Date('2025-01-01T09:00:00Z'));
    await page.goto('/en/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName(
      'Automate, accelerate, transform and grow your business with AI',
    );
    const word = page.locator('[data-word][data-active]');
    await expect(word).toHaveText('Automate');

    await page.clock.runFor(2900);
    await expect(word).toHaveText('Automate');
    await page.clock.runFor(100);
    await expect(word).toHaveText('Accelerate');
    await page.clock.runFor(6000);
    await expect(word).toHaveText('Grow');
    await page.clock.runFor(3000);
    await expect(word).toHaveText('Automate');
  });

  test('the pause button stops the rotation and the star field', async ({ page }) => {
    await stopClock(page, new Date('2025-01-01T09:00:00Z'));
    await page.goto('/en/');
    const hero = page.locator('[data-hero]');
    await expect(hero).toHaveAttribute('data-motion', 'running');
    const toggle = page.getByRole('button', { name: 'Pause the animation' });
    await expectToggleIcon(toggle, 'pause');
    await toggle.click();
    await expect(hero).toHaveAttribute('data-motion', 'paused');
    await expectToggleIcon(toggle, 'play');
    await page.clock.runFor(9000);
    await expect(page.locator('[data-word][data-active]')).toHaveText('Automate');
  });

  test('the call to action leads to the contact page', async ({ page }) => {
    await page.goto('/tr/');
    await page.getByRole('link', { name: 'Ekibimizle görüşün' }).click();
    await expect(page).toHaveURL(/\/tr\/contact\/$/);
  });

  test('the star field draws fewer particles on phones', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en/');
    await expect(page.locator('[data-star-field]')).toHaveAttribute('data-particles', '170');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('[data-star-field]')).toHaveAttribute('data-particles', '60');
  });

  test('the star field stops when the hero is off screen or the tab is hidden', async ({
    page,
  }) => {
    await page.goto('/en/');
    const hero = page.locator('[data-hero]');
    await expect(hero).toHaveAttribute('data-motion', 'running');
    await page.locator('#insights-title').scrollIntoViewIfNeeded();
    await expect(hero).toHaveAttribute('data-motion', 'paused');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(hero).toHaveAttribute('data-motion', 'running');
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(hero).toHaveAttribute('data-motion', 'paused');
  });

  test('reduced motion: no particles, no rotation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopClock(page, new Date('2025-01-01T09:00:00Z'));
    await page.goto('/en/');
    await expect(page.locator('[data-hero]')).toHaveAttribute('data-motion', 'stopped');
    await expect(page.locator('[data-star-field]')).toHaveAttribute('data-particles', '0');
    await page.clock.runFor(9000);
    await expect(page.locator('[data-word][data-active]')).toHaveText('Automate');
    await expect(page.getByRole('button', { name: 'Pause the animation' })).toBeHidden();
  });
});

test.describe('home: assistant popup', () => {
  test('opens from the AI button with focus inside, closes with Escape and the close button', async ({
    page,
  }) => {
    const assistantCode: string[] = [];
    page.on('request', (request) => {
      if (/Assistant(Popup|Dialog)/.test(request.url())) assistantCode.push(request.url());
    });
    const releaseAssistant = await holdAssistant(page);
    // A visitor who allowed the assistant before (the consent step: consent.spec.ts).
    await rememberChoices(page, { assistant: true });
    await page.goto('/en/');
    // Nothing of the assistant loads before its button is pressed.
    await expect(page.locator('astro-island[component-url*="AssistantPopup"]')).toHaveAttribute(
      'ssr',
    );
    expect(assistantCode).toHaveLength(0);

    const opener = page.locator('[data-hero]').getByRole('button', { name: 'Ask our AI' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t('en', 'assistant:title') });
    await expect(dialog).toBeVisible();
    expect(assistantCode.some((url) => /AssistantDialog/.test(url))).toBe(true);
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', SITE.assistantUrl);
    await expect(frame).toHaveAttribute('allow', 'microphone; camera');
    await expect(page.locator('iframe[allow*="microphone"]')).toHaveCount(1);

    const close = dialog.getByRole('button', { name: 'Close the assistant' });
    await expect(close).toBeFocused();
    // Focus inside a frame still loading would be dropped to the page when the assistant arrives.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    releaseAssistant();
    const message = frame.contentFrame().getByLabel('Message');
    await expect(frame).not.toHaveAttribute('inert');
    await page.keyboard.press('Tab');
    await expect(message).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(frame).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(message).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('home: solutions carousel', () => {
  test('a click expands a card, a click on the expanded card collapses it, one at a time', async ({
    page,
  }) => {
    await page.goto('/en/');
    const chatbot = page.getByRole('button', { name: 'Chatbots' });
    const phone = page.getByRole('button', { name: 'Phone integration' });
    await expect(chatbot).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('over 30%')).toHaveCount(0);
    await expect(page.locator('[data-solution]').first()).toContainText('30%+');
    await expect(page.locator('[data-solution]').first()).toContainText(
      'cost saving in client customer-service projects',
    );

    await chatbot.click();
    await expect(chatbot).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Connected to your CRM and back office')).toBeVisible();

    await phone.click();
    await expect(phone).toHaveAttribute('aria-expanded', 'true');
    await expect(chatbot).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Connected to your CRM and back office')).toBeHidden();
    await expect(page.locator('[data-solution][data-expanded]')).toHaveCount(1);

    // A click anywhere on the expanded card (here, on its figure) collapses it.
    await page
      .locator('[data-solution]')
      .nth(1)
      .click({ position: { x: 60, y: 200 } });
    await expect(phone).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-solution][data-expanded]')).toHaveCount(0);
  });

  test('shows the five solutions with the marketing figures', async ({ page }) => {
    await page.goto('/en/');
    const cards = page.locator('[data-solution]');
    await expect(cards).toHaveCount(5);
    await expect(cards.nth(2)).toContainText('WCAG 2.2 AA');
    await expect(cards.nth(4)).toContainText('80%+');
    await expect(cards.nth(4)).toContainText('lower cost than a staffed desk');
  });
});

test.describe('home: models and insights', () => {
  test('three planet-type and three audio-type models, one linking to the model page', async ({
    page,
  }) => {
    await page.goto('/en/');
    const models = page.locator('.models');
    await expect(models.locator('.model--planet')).toHaveCount(3);
    await expect(models.locator('.model--audio')).toHaveCount(3);
    const link = models.getByRole('link', { name: /Explore the model/ });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', SITE.modelPage);
  });

  test('six research insights with dates formatted for the language', async ({ page }) => {
    await page.goto('/tr/');
    const insights = page.locator('.insight');
    await expect(insights).toHaveCount(6);
    await expect(insights.first().locator('time')).toHaveText('12 Mart 2025');
    await expect(insights.first().locator('time')).toHaveAttribute('datetime', '2025-03-12');
    await page.goto('/fr/');
    await expect(page.locator('.insight time').first()).toHaveText('12 mars 2025');
  });
});

test.describe('home: testimonials', () => {
  test('auto-advance every 6000 ms in a loop, pause on hover and with the pause button', async ({
    page,
  }) => {
    await stopClock(page, new Date('2025-01-01T09:00:00Z'));
    await page.goto('/en/');
    const carousel = await showTestimonials(page);
    await leave(page);
    await expect(slide(carousel, 1)).toBeVisible();
    await expect(slide(carousel, 1)).toContainText('Selin Aydemir');

    await page.clock.runFor(5900);
    await expect(slide(carousel, 1)).toBeVisible();
    await page.clock.runFor(100);
    await expect(slide(carousel, 2)).toBeVisible();

    await carousel.getByRole('button', { name: 'Show testimonial 11' }).click();
    await expect(slide(carousel, 11)).toBeVisible();
    await leave(page);
    await page.clock.runFor(6000);
    await expect(slide(carousel, 1)).toBeVisible();

    await slide(carousel, 1).hover();
    await page.clock.runFor(18000);
    await expect(slide(carousel, 1)).toBeVisible();
    await leave(page);
    await page.clock.runFor(6000);
    await expect(slide(carousel, 2)).toBeVisible();

    await carousel.getByRole('button', { name: 'Pause the testimonials' }).click();
    await leave(page);
    await page.clock.runFor(18000);
    await expect(slide(carousel, 2)).toBeVisible();
    await carousel.getByRole('button', { name: 'Play the testimonials' }).click();
    await leave(page);
    await page.clock.runFor(6000);
    await expect(slide(carousel, 3)).toBeVisible();
  });

  test('a drag past 18 % of the width moves, a shorter one does not; dots and keys jump', async ({
    page,
  }) => {
    await stopClock(page, new Date('2025-01-01T09:00:00Z'));
    await page.goto('/en/');
    const carousel = await showTestimonials(page);
    const box = (await slide(carousel, 1).boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move((from + to) / 2, y, { steps: 4 });
      await page.mouse.move(to, y, { steps: 4 });
      await page.mouse.up();
    };
    const centre = box.x + box.width / 2;

    await drag(centre, centre - box.width * 0.1);
    await expect(slide(carousel, 1)).toBeVisible();
    await drag(centre, centre - box.width * 0.25);
    await expect(slide(carousel, 2)).toBeVisible();
    await drag(centre, centre + box.width * 0.25);
    await expect(slide(carousel, 1)).toBeVisible();
    await drag(centre, centre + box.width * 0.25);
    await expect(slide(carousel, 11)).toBeVisible();

    await carousel.getByRole('button', { name: 'Show testimonial 4' }).click();
    await expect(slide(carousel, 4)).toBeVisible();
    await expect(slide(carousel, 4)).toContainText('IT director of a retail group');
    await expect(carousel.getByRole('button', { name: 'Show testimonial 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.keyboard.press('ArrowRight');
    await expect(slide(carousel, 5)).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).press('Enter');
    await expect(slide(carousel, 4)).toBeVisible();
  });

  test('reduced motion: no auto-advance', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopClock(page, new Date('2025-01-01T09:00:00Z'));
    await page.goto('/en/');
    const carousel = await showTestimonials(page);
    await leave(page);
    await page.clock.runFor(18000);
    await expect(slide(carousel, 1)).toBeVisible();
  });
});

test.describe('home: partner strip', () => {
  test('scrolls continuously over a duplicated list and pauses on hover, drag and its button', async ({
    page,
  }) => {
    await page.goto('/en/');
    const strip = page.locator('[data-partner-strip]');
    const track = strip.locator('.partner-strip__track');
    const playState = () =>
      track.evaluate((element) => getComputedStyle(element).animationPlayState);

    await expect(
      strip.getByRole('list', { name: 'Partners and clients' }).getByRole('img'),
    ).toHaveCount(15);
    await expect(strip.locator('ul[aria-hidden="true"]').first().locator('li')).toHaveCount(15);
    await expect.poll(playState).toBe('running');

    await strip.locator('.partner-strip__viewport').hover();
    await expect.poll(playState).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe('running');

    const box = (await strip.locator('.partner-strip__viewport').boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(playState).toBe('paused');
    await page.mouse.up();

    await strip.getByRole('button', { name: 'Pause the moving logos' }).click();
    await expect(strip.getByRole('button', { name: 'Pause the moving logos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectToggleIcon(strip.getByRole('button', { name: 'Pause the moving logos' }), 'play');
    await leave(page);
    await expect.poll(playState).toBe('paused');
  });

  test('reduced motion: the logos stand still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/');
    const track = page.locator('[data-partner-strip] .partner-strip__track');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});
