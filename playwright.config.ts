import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './scripts/lib/chromium.ts';

const port = Number(process.env.PORT ?? 8888);

/** E2E tests run against the built site on the local Netlify platform (`npm run serve`), in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two on the two cores CI has, whether or not CI is set: a test mostly waits on the browser and
  // the local platform, and one worker alone took the suite to ~21 min of a 20-minute CI budget.
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: testLaunchOptions,
    locale: 'en-US',
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/serve.ts',
    url: `http://localhost:${port}/en/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { PORT: String(port) },
  },
});
