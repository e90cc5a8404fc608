/**
 * `npm run bench:search`: builds the site, serves it on the local platform (which compresses text
 * as Netlify's CDN does) and measures the search page in Debian's Chromium, in each language:
 * - the bytes of a visit's first query, as transferred: everything the page asks of the search
 *   bundle from the moment the visitor reaches for the field until the results show (Pagefind's
 *   script and its worker, its WebAssembly, the language's metadata, the index chunks and the
 *   results' fragments); budget 150 kB;
 * - with the processor slowed 4x (Chromium's `Emulation.setCPUThrottlingRate`), the time from the
 *   last keystroke of a query typed as a person types to its results on screen, the median of 10
 *   queries after the first; budget 300 ms.
 * Exits 1 when a budget breaks. Nothing is requested from another origin.
 *
 *   npm run bench:search               # builds, then measures
 *   npm run bench:search -- --built    # measures the dist/ that is there
 */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '../src/config/locales.ts';
import { PAGES } from '../src/config/routes.ts';
import { SEARCH_BUNDLE_PATH } from '../src/config/search.ts';
import { localizePath } from '../src/i18n/paths.ts';
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { startCountingProxy } from './lib/counting-proxy.ts';
import { freePort, startPlatformProcess } from './lib/platform-process.ts';
import { cpuBusy, waitForQuietCpu } from './lib/quiet-cpu.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUDGET = { firstQueryBytes: 150_000, medianMs: 300 };
const CPU_SLOWDOWN = 4;
/** Between two keys, as a quick typist goes. */
const KEY_DELAY_MS = 90;
/** The first query of a visit, then the ten that are timed, as visitors of each language type them. */
const QUERIES: Record<Locale, string[]> = {
  tr: [
    'yapay zeka',
    'danışmanlık',
    'python',
    'kvkk',
    'istanbul',
    'sesli asistan',
    'staj',
    'kurs',
    'model',
    'veri',
    'prototip',
  ],
  en: [
    'artificial intelligence',
    'consultancy',
    'python',
    'kvkk',
    'istanbul',
    'voice assistant',
    'internship',
    'course',
    'model',
    'data',
    'prototype',
  ],
  es: [
    'inteligencia artificial',
    'consultoría',
    'python',
    'kvkk',
    'estambul',
    'asistente de voz',
    'prácticas',
    'curso',
    'modelo',
    'datos',
    'prototipo',
  ],
  fr: [
    'intelligence artificielle',
    'conseil',
    'python',
    'kvkk',
    'istanbul',
    'assistant vocal',
    'stage',
    'formation',
    'modèle',
    'données',
    'prototype',
  ],
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** What a file of the search bundle is, for the byte breakdown. */
function kindOf(path: string): string {
  const file = path.slice(SEARCH_BUNDLE_PATH.length);
  if (file.endsWith('.js')) return 'script';
  if (file.startsWith('wasm.')) return 'wasm';
  if (file.startsWith('index/') || file.startsWith('filter/')) return 'index';
  if (file.startsWith('fragment/')) return 'fragments';
  return 'meta';
}

/**
 * Notes in the page when each key goes down and when the status line first announces a query, on
 * the page's own clock: the latency is read where the visitor sees it, not across the protocol.
 */
async function watch(page: Page) {
  await page.evaluate(() => {
    const times = { key: 0, shown: new Map<string, number>() };
    (window as unknown as { benchTimes: typeof times }).benchTimes = times;
    document.addEventListener('keydown', (event) => (times.key = event.timeStamp), true);
    const status = document.querySelector('[data-search-status]')!;
    new MutationObserver(() => {
      const text = status.textContent ?? '';
      if (!times.shown.has(text)) times.shown.set(text, performance.now());
    }).observe(status, { childList: true, characterData: true, subtree: true });
  });
}

/** Types `query` into the emptied field; resolves with the milliseconds from its last key to its results. */
async function timeQuery(page: Page, query: string): Promise<number> {
  const field = page.locator('[data-site-search] input[type="search"]');
  await field.fill('');
  await field.pressSequentially(query, { delay: KEY_DELAY_MS });
  const status = page.locator('[data-search-status]');
  await status.filter({ hasText: query }).waitFor({ timeout: 15_000 });
  return page.evaluate((query) => {
    const { key, shown } = (
      window as unknown as { benchTimes: { key: number; shown: Map<string, number> } }
    ).benchTimes;
    const at = [...shown].find(([text]) => text.includes(query))![1];
    return Math.round(at - key);
  }, query);
}

if (!process.argv.includes('--built'))
  execSync('npm run --silent build:test', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const platform = await startPlatformProcess({ root, port: await freePort(), env: {} });
// Counts what is sent, the worker's requests included.
const proxy = await startCountingProxy(platform.url);
const browser = await chromium.launch(chromiumLaunchOptions);

const rows: Record<string, string | number>[] = [];
const broken: string[] = [];
try {
  for (const lang of LOCALES) {
    await waitForQuietCpu();
    // A new context: an empty cache, as on a visit's first search.
    const context = await browser.newContext({ locale: lang });
    const page = await context.newPage();
    const origin = new URL(proxy.url).origin;
    const elsewhere: string[] = [];
    await page.route(
      (url) => url.origin !== origin,
      (route) => (elsewhere.push(route.request().url()), route.abort()),
    );
    const cdp = await context.newCDPSession(page);

    await page.goto(`${proxy.url}${localizePath(lang, PAGES.search.path)}`, {
      waitUntil: 'networkidle',
    });
    await watch(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const busy = await cpuBusy();
    const before = proxy.answered.length;
    const [first, ...timed] = QUERIES[lang];
    const firstMs = await timeQuery(page, first!);
    await page.waitForLoadState('networkidle');
    const byKind = new Map<string, number>();
    for (const { path, bytes } of proxy.answered.slice(before)) {
      if (!path.startsWith(SEARCH_BUNDLE_PATH)) continue;
      const kind = kindOf(path);
      byKind.set(kind, (byKind.get(kind) ?? 0) + bytes);
    }
    const firstBytes = [...byKind.values()].reduce((sum, bytes) => sum + bytes, 0);
    const times: number[] = [];
    for (const query of timed) times.push(await timeQuery(page, query));
    const kB = (bytes = 0) => Number((bytes / 1000).toFixed(1));
    const row = {
      lang,
      firstQueryKB: kB(firstBytes),
      scriptKB: kB(byKind.get('script')),
      wasmKB: kB(byKind.get('wasm')),
      metaKB: kB(byKind.get('meta')),
      indexKB: kB(byKind.get('index')),
      fragmentsKB: kB(byKind.get('fragments')),
      firstQueryMs: firstMs,
      medianMs: median(times),
      fastestMs: Math.min(...times),
      slowestMs: Math.max(...times),
      cpuBusyAtStart: busy === undefined ? '?' : `${Math.round(busy * 100)}%`,
    };
    rows.push(row);
    console.error(`  measured ${lang}: ${times.join(', ')} ms`);
    if (firstBytes > BUDGET.firstQueryBytes)
      broken.push(
        `${lang}: first query ${row.firstQueryKB} kB (budget ${BUDGET.firstQueryBytes / 1000})`,
      );
    if (row.medianMs > BUDGET.medianMs)
      broken.push(
        `${lang}: ${row.medianMs} ms from the last key to the results (budget ${BUDGET.medianMs})`,
      );
    if (elsewhere.length > 0)
      broken.push(`${lang}: requests to other origins: ${elsewhere.join(' ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  await proxy.stop();
  await platform.stop();
}

console.table(rows);
console.log(
  `\nFirst query: bytes on the wire (compressed, with headers) from the field's focus to the results. ` +
    `Times: CPU slowed ${CPU_SLOWDOWN}x, keys ${KEY_DELAY_MS} ms apart, from the last key to the results announced; ` +
    `the median of the ${QUERIES.en.length - 1} queries after the first (the first includes loading Pagefind). ` +
    `cpuBusyAtStart: how busy the machine's processors were (other programs included) as the timed queries began.`,
);
if (broken.length > 0) {
  console.log(`\nBudgets broken:\n  ${broken.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(
    `\nEvery budget holds (first query at most ${BUDGET.firstQueryBytes / 1000} kB, median at most ${BUDGET.medianMs} ms).`,
  );
}
