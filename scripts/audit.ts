/**
 * `npm run audit`: builds the site, serves it on the local platform and prints, per page type and
 * language, Lighthouse's mobile scores (median of RUNS runs, simulated throttling, Debian Chromium)
 * next to the gzipped bytes each page ships. Writes the same to reports/audit.json.
 *
 *   npm run audit                 # every row, 3 runs each
 *   RUNS=1 npm run audit -- home  # only rows whose page matches "home", one run
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageWeight } from './lib/built-site.ts';
import { freePort, startPlatformProcess } from './lib/platform-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 3);
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const PAGE_TYPES: [name: string, path: string, langs: string[]][] = [
  ['home', '/', ['tr', 'en', 'es', 'fr']],
  ['about', '/about/', ['en', 'tr']],
  ['consultancy', '/consultancy/', ['en', 'tr']],
  ['assessment', '/assessment/', ['en', 'tr']],
  ['geo', '/geo/', ['en', 'tr']],
  ['developments', '/developments/', ['en', 'tr']],
  ['careers', '/careers/', ['en', 'tr']],
  ['careers-apply', '/careers/apply/?job=ai-developer', ['en', 'tr']],
  ['contact', '/contact/', ['en', 'tr']],
  ['privacy', '/privacy/', ['en', 'tr']],
  ['terms', '/terms/', ['en', 'tr']],
  ['academy-apply', '/academy/apply/ai-web-applications/', ['en', 'tr']],
  ['academy-success', '/academy/apply/success/', ['en', 'tr']],
  ['careers-success', '/careers/success/', ['en', 'tr']],
  ['runner', '/runner/', ['en', 'tr']],
  ['404', '/404/', ['en', 'tr']],
];

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const only = process.argv[2];

execSync('npx astro build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
// In its own process: Lighthouse's work in this one would otherwise delay the site's answers and skew the figures.
const platform = await startPlatformProcess({ root, port: await freePort(), env: {} });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });

type Row = { page: string; lang: string; performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; cls: number; tbtMs: number } & Record<string, string | number>;
const rows: Row[] = [];
try {
  for (const [name, path, langs] of PAGE_TYPES) {
    if (only && !name.includes(only)) continue;
    for (const lang of langs) {
      const url = `${platform.url}/${lang}${path}`;
      const runs: Scores[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', throttlingMethod: 'simulate' });
        const { categories, audits } = result!.lhr;
        runs.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((categories.seo?.score ?? 0) * 100),
          lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        });
      }
      const pick = (key: keyof Scores) => median(runs.map((r) => r[key]));
      const weight = pageWeight(`/${lang}${path.split('?')[0]}`);
      rows.push({
        page: name,
        lang,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcp'),
        cls: pick('cls'),
        tbtMs: pick('tbt'),
        htmlGz: weight.html,
        cssGz: weight.css,
        jsGz: weight.js,
        lazyJsGz: weight.lazyJs,
        requestsBeforePaint: 1 + weight.blocking.length + weight.preloads,
      });
      console.error(`  measured ${name} ${lang}`);
    }
  }
} finally {
  chrome.kill();
  await platform.stop();
}

console.table(rows);

// Budgets: 100 for accessibility, best practices and SEO; performance 95 or more; no layout shift.
// SEO is not scored on noindex pages (Lighthouse marks them down for being noindex, by design).
const NOT_INDEXED = new Set(['careers-apply', 'academy-apply', 'academy-success', 'careers-success', 'runner', '404']);
const broken = rows.flatMap((row) => {
  const where = `${row.page} ${row.lang}`;
  return [
    row.accessibility < 100 && `${where}: accessibility ${row.accessibility}`,
    row.bestPractices < 100 && `${where}: best practices ${row.bestPractices}`,
    !NOT_INDEXED.has(row.page) && row.seo < 100 && `${where}: SEO ${row.seo}`,
    row.performance < 95 && `${where}: performance ${row.performance}`,
    row.cls > 0 && `${where}: CLS ${row.cls}`,
  ].filter((problem): problem is string => Boolean(problem));
});
if (broken.length > 0) {
  console.log(`\nBudgets broken:\n  ${broken.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery budget holds.');
}
mkdirSync(`${root}/reports`, { recursive: true });
writeFileSync(`${root}/reports/audit.json`, `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2)}\n`);
console.log(`\nWritten to reports/audit.json (${RUNS} run(s) per row, medians).`);
