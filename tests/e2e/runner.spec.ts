import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, stopClock, test } from './fixtures';

/** A course whose first obstacle arrives in about a second and a half. */
const SEED = 7;
const NOW = new Date('2026-11-22T10:00:00Z');

async function openRunner(page: Page, lang = 'en') {
  // Time stands still: only runFor() moves the game on.
  await stopClock(page, NOW);
  await page.goto(`/${lang}/runner/?seed=${SEED}`);
  const game = page.locator('[data-runner]');
  await expect(game).toHaveAttribute('data-ready', '');
  return game;
}

async function chooseAndStart(page: Page, character = 'Drone') {
  await page.getByRole('button', { name: new RegExp(`^${character}`) }).click();
  await expect(page.locator('[data-runner]')).toHaveAttribute('data-state', 'start');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-runner]')).toHaveAttribute('data-state', 'running');
}

/** A score as the English board and announcements write it: "1 point", "12 points". */
const points = (score: string | number) => `${score} ${Number(score) === 1 ? 'point' : 'points'}`;

const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test.describe('AI Runner', () => {
  test('goes from character select to the start screen to running', async ({ page }) => {
    const game = await openRunner(page);
    await expect(game).toHaveAttribute('data-state', 'select');
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your runner' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Game area/ })).toBeVisible();

    await page.getByRole('button', { name: /^Neural orb/ }).click();
    await expect(game).toHaveAttribute('data-state', 'start');
    await expect(game).toHaveAttribute('data-character', 'orb');
    await expect(page.getByRole('heading', { name: 'Ready, Neural orb?' })).toBeVisible();
    await expect(page.locator('[data-live]')).toContainText('Neural orb is ready');

    await page.getByRole('button', { name: 'Change character' }).click();
    await expect(game).toHaveAttribute('data-state', 'select');
    await expect(page.getByRole('button', { name: /^Neural orb/ })).toBeFocused();

    await page.getByRole('button', { name: /^Robot/ }).click();
    await page.keyboard.press('Enter');
    await expect(game).toHaveAttribute('data-state', 'running');
    await expect(page.locator('[data-live]')).toContainText('Running');
    await page.clock.runFor(1000);
    await expect(page.locator('[data-score]')).not.toHaveText('0');
  });

  test('Enter, Space and the up arrow drive the game from the page', async ({ page }) => {
    const game = await openRunner(page);
    await page.locator('h1').click();
    await page.keyboard.press('Enter');
    await expect(game).toHaveAttribute('data-state', 'start');
    await expect(game).toHaveAttribute('data-character', 'robot');

    await page.locator('h1').click();
    await page.keyboard.press('ArrowUp');
    await expect(game).toHaveAttribute('data-state', 'running');
    await page.clock.runFor(100);
    await expect(game).toHaveAttribute('data-player', 'ground');

    // A jump lasts about 0.63 s; the first bug arrives after 2 s.
    await page.keyboard.press('Space');
    await page.clock.runFor(100);
    await expect(game).toHaveAttribute('data-player', 'air');
    await page.clock.runFor(700);
    await expect(game).toHaveAttribute('data-player', 'ground');

    await page.keyboard.press('ArrowUp');
    await page.clock.runFor(100);
    await expect(game).toHaveAttribute('data-player', 'air');
    await page.clock.runFor(700);
    await expect(game).toHaveAttribute('data-player', 'ground');

    await page.keyboard.press('Enter');
    await page.clock.runFor(100);
    await expect(game).toHaveAttribute('data-player', 'air');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a tap starts the run and jumps', async ({ page }) => {
    const game = await openRunner(page);
    await page.getByRole('button', { name: /^Drone/ }).click();
    const stage = page.locator('[data-stage]');
    await stage.click({ position: { x: 12, y: 12 } });
    await expect(game).toHaveAttribute('data-state', 'running');
    await stage.click({ position: { x: 12, y: 12 } });
    await page.clock.runFor(100);
    await expect(game).toHaveAttribute('data-player', 'air');
  });

  test('writes each score with the plural form its number takes, in each language', async ({
    page,
  }) => {
    const scores = [1, 0, 2].map((score) => ({
      score,
      character: 'robot',
      date: '2026-11-20T10:00:00.000Z',
    }));
    await page.addInitScript((stored) => {
      localStorage.setItem('nova-runner-scores', stored);
    }, JSON.stringify(scores));
    const expected = {
      en: ['2 points', '1 point', '0 points'],
      fr: ['2 points', '1 point', '0 point'],
      es: ['2 puntos', '1 punto', '0 puntos'],
    };
    for (const [lang, texts] of Object.entries(expected)) {
      await page.goto(`/${lang}/runner/`);
      await expect(page.locator('[data-runner]')).toHaveAttribute('data-ready', '');
      await expect(page.locator('[data-board] li .runner__entry-score')).toHaveText(texts);
    }
  });

  test('ends on an obstacle, keeps the best score and shows it on the board after a reload', async ({
    page,
  }) => {
    const game = await openRunner(page);
    await expect(page.getByText('No runs yet. Your five best will appear here.')).toBeVisible();
    await chooseAndStart(page);

    await page.clock.runFor(5000);
    await expect(game).toHaveAttribute('data-state', 'over');
    const score = await game.getAttribute('data-last-score');
    expect(Number(score)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
    await expect(page.locator('[data-final-score]')).toHaveText(score!);
    await expect(page.locator('[data-new-best]')).toHaveText('New best score!');
    await expect(page.locator('[data-new-best]')).toBeVisible();
    await expect(page.locator('[data-live]')).toHaveText(
      `Game over: ${points(score!)}. New best score!`,
    );
    await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();

    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('nova-runner-scores') ?? '[]'),
    );
    expect(stored).toEqual([
      {
        score: Number(score),
        character: 'drone',
        // The clock stands still a minute after NOW (stopClock).
        date: expect.stringMatching(/^2026-11-22T10:01:0\d/),
      },
    ]);

    await page.reload();
    await expect(game).toHaveAttribute('data-ready', '');
    const board = page.getByRole('region', { name: 'Best scores' }).getByRole('listitem');
    await expect(board).toHaveCount(1);
    await expect(board.first()).toContainText(points(score!));
    await expect(board.first()).toContainText('Drone · 22 Nov 2026');
    await expect(page.locator('[data-best]')).toHaveText(score!);
  });

  test('plays again with the same character, or goes back to the select', async ({ page }) => {
    const game = await openRunner(page);
    await chooseAndStart(page, 'Robot');
    await page.clock.runFor(5000);
    await expect(game).toHaveAttribute('data-state', 'over');

    await page.getByRole('button', { name: 'Play again' }).click();
    await expect(game).toHaveAttribute('data-state', 'running');
    await expect(page.locator('[data-score]')).toHaveText('0');
    await page.clock.runFor(5000);
    await expect(game).toHaveAttribute('data-state', 'over');
    // The same seed gives the same course, so the same score: not a new best.
    await expect(page.locator('[data-new-best]')).toBeHidden();

    await page.getByRole('button', { name: 'Change character' }).click();
    await expect(game).toHaveAttribute('data-state', 'select');
  });

  test('pauses when the tab is hidden, and with the pause button and keys', async ({ page }) => {
    const game = await openRunner(page);
    const pause = page.locator('[data-action="pause"]');
    await expect(pause).toBeDisabled();
    await chooseAndStart(page);
    await expect(pause).toBeEnabled();
    await page.clock.runFor(500);

    await hide(page);
    await expect(game).toHaveAttribute('data-state', 'paused');
    await expect(pause).toHaveAccessibleName('Resume');
    const score = await page.locator('[data-score]').textContent();
    await page.clock.runFor(2000);
    await expect(page.locator('[data-score]')).toHaveText(score!);
    await expect(page.locator('[data-live]')).toHaveText(`Paused on ${points(score!)}.`);

    await page.getByRole('button', { name: 'Resume' }).first().click();
    await expect(game).toHaveAttribute('data-state', 'running');

    await pause.click();
    await expect(game).toHaveAttribute('data-state', 'paused');
    await pause.click();
    await expect(game).toHaveAttribute('data-state', 'running');
    await expect(pause).toHaveAccessibleName('Pause');

    await page.keyboard.press('p');
    await expect(game).toHaveAttribute('data-state', 'paused');
    await page.keyboard.press('P');
    await expect(game).toHaveAttribute('data-state', 'running');
    await page.keyboard.press('Escape');
    await expect(game).toHaveAttribute('data-state', 'paused');
  });

  test('under reduced motion it starts nothing by itself and stays playable', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const game = await openRunner(page);
    await expect(game).toHaveAttribute('data-motion', 'reduced');
    await page.clock.runFor(3000);
    await expect(game).toHaveAttribute('data-state', 'select');

    await chooseAndStart(page);
    await page.keyboard.press('Space');
    await page.clock.runFor(100);
    await expect(game).toHaveAttribute('data-player', 'air');
    await page.clock.runFor(5000);
    await expect(game).toHaveAttribute('data-state', 'over');
  });

  test("paints its scene at the screen's pixels, and again when the window changes size", async ({
    page,
  }) => {
    await openRunner(page);
    const scene = () =>
      page.getByRole('img', { name: /^Game area/ }).evaluate((canvas: HTMLCanvasElement) => {
        const pixel = canvas
          .getContext('2d')!
          .getImageData(canvas.width / 2, canvas.height / 4, 1, 1);
        const [red = 0, green = 0, blue = 0] = pixel.data;
        return {
          sizedToScreen:
            canvas.width ===
            Math.round(canvas.getBoundingClientRect().width * Math.min(devicePixelRatio, 2)),
          width: canvas.width,
          // The sky is navy blue; a canvas that was sized but not painted is black.
          sky: blue > red && blue > green,
        };
      });
    await expect.poll(scene).toMatchObject({ sizedToScreen: true, sky: true });
    const before = (await scene()).width;

    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(scene).toMatchObject({ sizedToScreen: true, sky: true });
    expect((await scene()).width).not.toBe(before);
  });

  test('is translated', async ({ page }) => {
    const game = await openRunner(page, 'tr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('YZ Koşucusu');
    await page.getByRole('button', { name: /^Nöral küre/ }).click();
    await expect(page.getByRole('heading', { name: 'Hazır mısın, Nöral küre?' })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.clock.runFor(5000);
    await expect(game).toHaveAttribute('data-state', 'over');
    await expect(page.getByRole('heading', { name: 'Oyun bitti' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'En iyi skorlar' }).getByRole('listitem'),
    ).toContainText('Nöral küre · 22 Kas 2026');
  });

  // Each of the game's screens, in one language: every-page.spec.ts scans the page in others.
  for (const lang of ['en']) {
    test(`has no accessibility violations in ${lang}`, async ({ page }) => {
      // Three full axe scans on a two-core machine.
      test.slow();
      const scan = () => axeViolations(page);
      const game = await openRunner(page, lang);
      // axe needs its own timers: let time flow, and scan only screens that stand still.
      await page.clock.resume();
      expect(await scan()).toEqual([]);

      await page.locator('[data-choose="robot"]').click();
      await page.keyboard.press('Enter');
      await page.locator('[data-action="pause"]').click();
      await expect(game).toHaveAttribute('data-state', 'paused');
      expect(await scan()).toEqual([]);

      await page.locator('[data-action="resume"]').click();
      await expect(game).toHaveAttribute('data-state', 'over', { timeout: 10_000 });
      expect(await scan()).toEqual([]);
    });
  }
});
