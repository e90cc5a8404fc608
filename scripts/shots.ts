/**
 * `npm run shots -- --base <git ref>`: what a change does to the pages, in pixels. Builds the ref in
 * a temporary worktree and the working tree, serves each on the local platform, takes every kind of
 * page (scripts/lib/page-kinds.ts) in every language at 390 and 1440 px, with the menus closed
 * (the whole page) and open (the first screen with the navigation at 390 px, the services menu at
 * 1440 px), and prints the share of pixels that differ per shot and the rows they lie in. Writes
 * both shots and a diff (changed pixels in red over the faded base) to reports/shots/.
 *
 *   npm run shots -- --base main
 *   npm run shots -- --base HEAD~1 --only home,contact --langs en,tr --widths 390
 *
 * Motion is reduced, randomness seeded and the clock fixed, so a page unchanged in code shows
 * 0.00% changed.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { LOCALES } from '../src/config/locales.ts';
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { PAGE_KINDS } from './lib/page-kinds.ts';
import { freePort, startPlatformProcess } from './lib/platform-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    only: { type: 'string' },
    langs: { type: 'string' },
    widths: { type: 'string' },
  },
});
if (!values.base)
  throw new Error('Say which commit to compare with: npm run shots -- --base <ref>');
const list = (value: string | undefined) => value?.split(',').map((item) => item.trim());
const kinds = PAGE_KINDS.filter(({ name }) => !values.only || list(values.only)!.includes(name));
const langs = list(values.langs) ?? LOCALES;
const widths = (list(values.widths) ?? ['390', '1440']).map(Number);
const OUT = path.join(root, 'reports', 'shots');
const HEIGHT = { 390: 844, 1440: 900 } as Record<number, number>;
/** The moment every page believes it is: a footer's year or a countdown reads the same on both. */
const NOW = new Date('2026-06-01T09:00:00Z');

/** The same build for both trees: with the test measurement id, so the academy form asks for analytics. */
function build(tree: string) {
  execSync('npx astro build', {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PUBLIC_GA_MEASUREMENT_ID: 'G-TEST000000' },
  });
}

/** A worktree of `ref`, with this tree's packages when its lockfile is the same, else its own. */
function checkout(ref: string): string {
  const dir = path.join(tmpdir(), `shots-${Date.now()}`);
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'ignore' });
  const sameLock =
    execFileSync('git', ['show', `${ref}:package-lock.json`], { cwd: root }).toString() ===
    readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  if (sameLock) symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  else execSync('npm ci --no-audit --no-fund', { cwd: dir, stdio: 'ignore' });
  return dir;
}

/** Math.random seeded the same on every page: the star field and the runner draw the same. */
const SEEDED_RANDOM = `(() => {
  let seed = 20260601;
  Math.random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 4294967296;
  };
})()`;

async function open(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: HEIGHT[width] ?? 900 },
    reducedMotion: 'reduce',
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  await page.addInitScript(SEEDED_RANDOM);
  // Other sites (frames, the academy site) are answered locally with a blank page.
  const origin = new URL(url).origin;
  await page.route(
    (address) => address.origin !== origin,
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }),
  );
  await page.goto(url);
  // Down and back up: what loads or hydrates near the viewport does so before the shot.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // A full-page shot captures beyond the viewport, where `content-visibility: auto` paints nothing.
  // Each such element is shown as it is near the viewport: with the containment that `auto` keeps
  // there, at the size the pass above gave it.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
        element.style.contain = 'layout style paint';
      }
  });
  return page;
}

/** Opens the page's main menu: the navigation on a phone, the services mega menu on a desktop. */
async function openMenus(page: Page, width: number) {
  if (width < 768) {
    await page.locator('[data-menu-toggle]').click();
    await page.locator('#site-nav').waitFor({ state: 'visible' });
  } else {
    await page.locator('[aria-controls="mega-services"]').click();
    await page.locator('#mega-services').waitFor({ state: 'visible' });
  }
}

async function shoot(browser: Browser, url: string, width: number, menus: boolean) {
  const page = await open(browser, url, width);
  if (menus) await openMenus(page, width);
  const image = await page.screenshot({ fullPage: !menus, animations: 'disabled', caret: 'hide' });
  await page.context().close();
  return image;
}

interface Difference {
  share: number;
  /** The first and last rows (px) with a changed pixel, or null when none. */
  rows: [number, number] | null;
  diff: Buffer;
}

/** Compares two PNGs in the browser's canvas: no image library needed. */
async function compare(page: Page, before: Buffer, after: Buffer): Promise<Difference> {
  const result = await page.evaluate(
    async ([a, b]) => {
      const bitmap = async (base64: string) =>
        createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const [one, two] = await Promise.all([bitmap(a!), bitmap(b!)]);
      const width = Math.max(one.width, two.width);
      const height = Math.max(one.height, two.height);
      const pixels = (image: ImageBitmap) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height).data;
      };
      const [p, q] = [pixels(one), pixels(two)];
      const out = new OffscreenCanvas(width, height);
      const context = out.getContext('2d')!;
      const image = context.createImageData(width, height);
      let changed = 0;
      let first = -1;
      let last = -1;
      for (let i = 0; i < p.length; i += 4) {
        const same =
          p[i] === q[i] && p[i + 1] === q[i + 1] && p[i + 2] === q[i + 2] && p[i + 3] === q[i + 3];
        const row = Math.floor(i / 4 / width);
        if (!same) {
          changed++;
          if (first < 0) first = row;
          last = row;
          image.data.set([255, 0, 0, 255], i);
        } else {
          const grey = 255 - (255 - (p[i]! + p[i + 1]! + p[i + 2]!) / 3) * 0.25;
          image.data.set([grey, grey, grey, 255], i);
        }
      }
      context.putImageData(image, 0, 0);
      const blob = await out.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return {
        share: changed / (width * height),
        rows: first < 0 ? null : ([first, last] as [number, number]),
        diff: btoa(binary),
      };
    },
    [before.toString('base64'), after.toString('base64')],
  );
  return { ...result, diff: Buffer.from(result.diff, 'base64') };
}

const base = checkout(values.base);
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const servers: Awaited<ReturnType<typeof startPlatformProcess>>[] = [];
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.error(`Building ${values.base} and the working tree`);
  build(base);
  build(root);
  const [before, after] = await Promise.all(
    [base, root].map(async (tree) => {
      const server = await startPlatformProcess({ root: tree, port: await freePort(), env: {} });
      servers.push(server);
      return server.url;
    }),
  );
  const comparer = await (await browser.newContext()).newPage();
  const rows: { shot: string; changed: string; rows: string }[] = [];
  for (const { name, address } of kinds) {
    for (const lang of langs) {
      for (const width of widths) {
        for (const menus of [false, true]) {
          const shot = `${name}-${lang}-${width}${menus ? '-menus' : ''}`;
          const url = (origin: string) => `${origin}/${lang}${address}`;
          const [one, two] = [
            await shoot(browser, url(before!), width, menus),
            await shoot(browser, url(after!), width, menus),
          ];
          const difference = await compare(comparer, one, two);
          writeFileSync(path.join(OUT, `${shot}.base.png`), one);
          writeFileSync(path.join(OUT, `${shot}.png`), two);
          if (difference.rows) writeFileSync(path.join(OUT, `${shot}.diff.png`), difference.diff);
          rows.push({
            shot,
            changed: `${(difference.share * 100).toFixed(2)}%`,
            rows: difference.rows ? `${difference.rows[0]}-${difference.rows[1]} px` : '',
          });
          console.error(`  ${shot}: ${rows.at(-1)!.changed}`);
        }
      }
    }
  }
  console.table(rows);
  const changed = rows.filter((row) => row.rows);
  console.log(
    `${changed.length} of ${rows.length} shots changed; images in ${path.relative(root, OUT)}/`,
  );
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
  execFileSync('git', ['worktree', 'remove', '--force', base], { cwd: root, stdio: 'ignore' });
  if (existsSync(base)) rmSync(base, { recursive: true, force: true });
}
