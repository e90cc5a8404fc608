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

/** The admin's answer to a save it refuses: "One field has an error. Please correct it…". */
const REFUSED = /Please correct (it|them) to save the entry\./;

/**
 * Saves the open entry and waits for the admin's answer: a save closes the editor for the
 * collection's list (closeOnSave), a refused one keeps it open and says why. Until then a
 * navigation is not safe: the close lands after it and undoes it, and on a busy machine writing
 * the files takes seconds.
 */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const editors = page.locator('[data-locale][data-mode="edit"][role="group"]');
  await expect
    .poll(
      async () => (await editors.count()) === 0 || (await page.getByText(REFUSED).isVisible()),
      { message: 'the admin closes the editor or refuses the save', timeout: LOAD_TIMEOUT },
    )
    .toBe(true);
}
