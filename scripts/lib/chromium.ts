import { existsSync } from 'node:fs';

/**
 * The browser scripts drive: Debian's Chromium (`apt-get install chromium`), which needs no
 * download, headless with the flags these machines need. Lighthouse, the screenshots and the
 * search benchmark use the full browser, as a visitor's Chromium draws pages.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the tests drive: Chromium's headless shell (`apt-get install chromium-headless-shell`),
 * the same engine without the full browser's display compositor, and what Playwright itself runs
 * headless. It ran the e2e suite in 4.2 min where the full browser took 6.5 (2 cores, same
 * results); without it, the tests run in the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const TEST_BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/**
 * Without the background-network flags Chromium's own connections are refused by the closed
 * network, many at a time.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's launch options for the full browser. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** Playwright's launch options for the tests. */
export const testLaunchOptions = { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_FLAGS };
