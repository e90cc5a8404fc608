/**
 * The browser every script and test drives: Debian's Chromium (`apt-get install chromium`), which
 * needs no download, headless with the flags these machines need. Without the background-network
 * flags Chromium's own connections are refused by the closed network, many at a time.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's launch options for it. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
