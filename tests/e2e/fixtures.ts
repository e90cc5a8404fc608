import { test as base, expect, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../src/config/consent';
import { SITE } from '../../src/config/site';
import { PAGE_KINDS } from '../../scripts/lib/page-kinds';
import { recordPageActivity } from './page-activity';

export { LOCALES } from '../../src/config/locales';

export { PAGE_KINDS, pageAddress, SHOWN_PAGES } from '../../scripts/lib/page-kinds';

/** One page of each kind (scripts/lib/page-kinds.ts), by its address without the language. */
export const PAGE_ADDRESSES = PAGE_KINDS.map(({ address }) => address);

/**
 * A fake clock that stands still a minute after `time`: timers move only with `runFor`, however
 * long the page takes to load. The clock runs in real time between its install and the pause, so
 * the pause lies far enough ahead that a busy machine cannot have passed it.
 */
export async function stopClock(page: Page, time: Date | number) {
  const start = new Date(time).getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
}

/**
 * Islands not yet hydrated that a test may wait for: not the assistant's popup, which loads only
 * when one of its buttons (its `triggers`) is pressed.
 */
const PENDING_ISLANDS = `astro-island[ssr]:not([opts*='"triggers"'])`;

/**
 * Starts the islands that hydrate on first use (client:intent, `visible: false`: the forms), as a
 * visitor's pointer coming over them would.
 */
export async function touchIslands(page: Page) {
  await page.evaluate((pending) => {
    for (const island of document.querySelectorAll(`${pending}[opts*='"visible":false']`))
      island.dispatchEvent(new PointerEvent('pointerover'));
  }, PENDING_ISLANDS);
}

/**
 * Waits until every React island on the page has hydrated (Astro removes the `ssr` attribute then),
 * starting those that wait for the visitor's first use. An island fetches and runs its code first
 * (the charts' is 175 KB), which is slow on a busy machine.
 */
export async function waitForIslands(page: Page) {
  await touchIslands(page);
  await expect(page.locator(PENDING_ISLANDS)).toHaveCount(0, { timeout: 15_000 });
}

/** Brings every island into view in turn, so those hydrated on visibility hydrate too, then waits for all. */
export async function hydrateEveryIsland(page: Page) {
  await page.evaluate(async (pending) => {
    for (const island of document.querySelectorAll(pending)) {
      // An island is `display: contents`, without a box of its own: its content is what scrolls into view.
      // Instant: the site scrolls smoothly, and the next scroll would cancel a smooth one half way.
      (island.firstElementChild ?? island).scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    }
    // Back at the top: scrolled, the sticky header covers whatever passes under it.
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, PENDING_ISLANDS);
  await waitForIslands(page);
}

/**
 * Stores the visitor's consent to these providers (src/config/site.ts keys: `assistant`, `maps`,
 * `google`), as a visitor who chose "Always allow" before; the page then loads them unasked.
 */
export async function rememberChoices(
  page: Page,
  choices: Record<string, boolean>,
  version = CONSENT_VERSION,
) {
  if (!page.url().startsWith('http')) await page.goto('/en/terms/');
  const at = new Date().toISOString();
  const record = {
    version,
    choices: Object.fromEntries(
      Object.entries(choices).map(([key, granted]) => [key, { granted, at }]),
    ),
  };
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [CONSENT_STORAGE_KEY, JSON.stringify(record)],
  );
}

/** Answers the assistant's address with a small chat page, held back until the returned function is called. */
export async function holdAssistant(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SITE.assistantUrl, async (route) => {
    await released;
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Chat</title><label>Message <input></label>',
    });
  });
  return release;
}

/**
 * Pages under test may not reach the network: any request to another origin is answered locally
 * (external sites, the assistant and map iframes, the analytics tag), so tests are fast, private
 * and deterministic. Each is logged in `externalRequests`, in order, for the consent tests.
 */
export const test = base.extend<{ externalRequests: string[] }>({
  // A new list for each test; Playwright reads a fixture's dependencies (none) from its first parameter.
  externalRequests: async ({}, use) => use([]),
  page: async ({ page, baseURL, externalRequests }, use, testInfo) => {
    const origin = new URL(baseURL!).origin;
    await page.route(
      (url) => url.origin !== origin,
      (route) => {
        externalRequests.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>external</title>',
        });
      },
    );
    const activity = recordPageActivity(page, origin);
    await use(page);
    // Printed, not attached: a CI run keeps only its log.
    if (testInfo.status !== testInfo.expectedStatus)
      console.log(`\nWhat the page did (${testInfo.title}):\n${activity.report().join('\n')}\n`);
  },
});

export { expect };
