/**
 * Steps through the admin's interface (Sveltia CMS at /admin/) as an editor would, for its
 * end-to-end test and the documentation's screenshots. Pair with `pickDirectory()`, which makes
 * "Work with Local Repository" open a copy of the project.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The admin takes a while to read a repository on a busy machine. */
const LOAD_TIMEOUT = 30_000;

/** The editing pane of one language: the default language on the left, another on the right. */
const pane = (page: Page, lang: string) =>
  page.locator(`[data-locale="${lang}"][data-mode="edit"][role="group"]`);

export async function workWithLocalRepository(page: Page) {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // The first collection's list: entries of a folder collection, files of a file collection.
  await expect(page.getByRole('grid', { name: /^(Entries|Files)$/ })).toBeVisible({
    timeout: LOAD_TIMEOUT,
  });
}

/** Opens an entry of a file collection (a page's texts: `openEntry(page, 'texts', 'careers')`). */
export async function openEntry(page: Page, collection: string, entry: string, lang = 'en') {
  // After a save the admin closes its editor by going back in history (closeOnSave), which can land
  // after a navigation made meanwhile and undo it: the next entry's edits would go to the last one.
  // An editor open here is most often one closing after its save; one left open (nothing saved, as
  // in the screenshots script) costs a 5 s wait.
  await page
    .locator('[data-locale][data-mode="edit"][role="group"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page.goto(`/admin/#/collections/${collection}/entries/${entry}`);
  await expect(pane(page, lang).locator('[data-key-path]').first()).toBeVisible({
    timeout: LOAD_TIMEOUT,
  });
}

/** Shows `lang` in the right-hand pane, unless a pane shows it already. */
async function showLocale(page: Page, lang: string) {
  const panes = page.locator('[data-locale][data-mode="edit"][role="group"]');
  await expect(panes.first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  if ((await pane(page, lang).count()) > 0) return;
  await panes.last().locator(`[role="radio"][value="${lang}"]`).click();
  await expect(pane(page, lang)).toHaveCount(1);
}

/**
 * The field at `keyPath` in the pane of `lang`, scrolled into view. The editor renders fields as
 * they come into view: this scrolls down through the closest rendered ancestor (`culture`, then
 * `culture.points`, for `culture.points.0.title`) until the field exists.
 */
export async function field(page: Page, lang: string, keyPath: string): Promise<Locator> {
  await showLocale(page, lang);
  const at = (path: string) => pane(page, lang).locator(`[data-key-path="${path}"]`);
  const target = at(keyPath);
  const ancestors = keyPath
    .split('.')
    .map((_, index, parts) => parts.slice(0, index + 1).join('.'))
    .reverse();
  await expect(async () => {
    if ((await target.count()) === 0) {
      for (const ancestor of ancestors.slice(1)) {
        if ((await at(ancestor).count()) === 0) continue;
        await at(ancestor)
          .locator('[data-key-path]')
          .or(at(ancestor))
          .last()
          .scrollIntoViewIfNeeded();
        break;
      }
    }
    await expect(target).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: LOAD_TIMEOUT });
  await target.scrollIntoViewIfNeeded();
  return target;
}

export const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
