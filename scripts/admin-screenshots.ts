/**
 * `npm run docs:screenshots`: the screenshots of docs/editing.md, taken from the real admin on the
 * built site (run `npm run build` first), working with a throwaway copy of the project through the
 * same directory-picker stand-in as the admin's end-to-end test. Nothing is written to the project.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { field, openEntry, save, workWithLocalRepository } from './lib/admin-ui.ts';
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { pickDirectory } from './lib/directory-picker.ts';
import { startLocalPlatform } from './lib/local-platform.ts';
import { copyRepository, PROJECT_ROOT } from './lib/local-repository.ts';

const IMAGES = path.join(PROJECT_ROOT, 'docs', 'images');
/** The heading of the careers page's open positions. */
const HEADING = 'openings.title';

const platform = await startLocalPlatform({ root: PROJECT_ROOT, port: 0 });
const repo = await copyRepository();
const browser = await chromium.launch(chromiumLaunchOptions);

const shoot = async (page: Page, name: string) => {
  // The caret blinks and the toast fades: hide the one, let the other settle.
  await page.screenshot({
    path: path.join(IMAGES, `${name}.png`),
    caret: 'hide',
    animations: 'disabled',
  });
  console.log(`docs/images/${name}.png`);
};

try {
  await mkdir(IMAGES, { recursive: true });
  const page = await browser.newPage({
    baseURL: platform.url,
    viewport: { width: 1280, height: 760 },
    locale: 'en-US',
  });
  await page.route(
    (url) => url.origin !== platform.url,
    (route) => route.abort(),
  );
  await pickDirectory(page, repo.root);

  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Local Repository' }).waitFor();
  await shoot(page, 'admin-sign-in');

  await workWithLocalRepository(page);
  await shoot(page, 'admin-posts');

  await page.goto('/admin/#/collections/posts/new');
  await (await field(page, 'en', 'title')).getByRole('textbox').fill('AI Week Istanbul');
  await (await field(page, 'tr', 'title')).getByRole('textbox').fill('İstanbul Yapay Zekâ Haftası');
  await (await field(page, 'en', 'title')).scrollIntoViewIfNeeded();
  await shoot(page, 'admin-new-post');

  await openEntry(page, 'jobs', 'ai-developer-intern');
  await shoot(page, 'admin-job');

  await openEntry(page, 'courses', 'ai-mobile-development');
  await shoot(page, 'admin-course');

  await page.goto('/admin/#/collections/texts');
  await page.getByRole('grid', { name: 'Files' }).waitFor();
  await shoot(page, 'admin-page-texts');

  await openEntry(page, 'texts', 'careers');
  await field(page, 'en', HEADING);
  const turkish = (await field(page, 'tr', HEADING)).getByRole('textbox');
  await turkish.fill('Size uyan pozisyonu bulun');
  await shoot(page, 'admin-edit-text');

  await turkish.fill('');
  await save(page);
  await page.getByText('This field is required.').waitFor();
  await shoot(page, 'admin-required');
} finally {
  await browser.close();
  await repo.remove();
  await platform.close();
}
