/**
 * The editors' admin, working offline with a fresh copy of the repository as its local repository
 * (the directory picker answers with that copy, scripts/lib/directory-picker.ts). Every request to
 * another origin is aborted and recorded; a page error or a CSP violation fails the test.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GITHUB_STATUS_ORIGIN } from '../../src/config/csp';
import { field, openEntry, save, workWithLocalRepository } from '../../scripts/lib/admin-ui';
import { pickDirectory } from '../../scripts/lib/directory-picker';
import {
  copyRepository,
  PROJECT_ROOT,
  type LocalRepository,
} from '../../scripts/lib/local-repository';

export interface Admin {
  page: Page;
  repo: LocalRepository;
  /** Paths the admin has written, created, moved or removed, as it did. */
  writes: string[];
  /** Opens an entry of a file collection (a page's texts: `open('texts', 'careers')`). */
  open(collection: string, entry: string): Promise<void>;
  /** The field at `keyPath` in the pane of `lang` (the default language on the left, another on the right). */
  field(lang: string, keyPath: string): Promise<Locator>;
  save(): Promise<void>;
}

/** A file of the project as it was copied. */
export const original = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');

export const test = base.extend<{ admin: Admin }>({
  admin: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const external: string[] = [];
    const problems: string[] = [];
    await page.route(
      (url) => url.origin !== origin,
      (route) => {
        external.push(route.request().url());
        return route.abort();
      },
    );
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
          `CSP violation: ${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    const repo = await copyRepository();
    try {
      const { changes: writes } = await pickDirectory(page, repo.root);
      await workWithLocalRepository(page);
      await use({
        page,
        repo,
        writes,
        open: (collection, entry) => openEntry(page, collection, entry),
        field: (lang, keyPath) => field(page, lang, keyPath),
        save: () => save(page),
      });
      expect(problems).toEqual([]);
      // The only other origin the admin may ask is GitHub's status page, which the backend checks on load.
      expect(external.filter((url) => new URL(url).origin !== GITHUB_STATUS_ORIGIN)).toEqual([]);
    } finally {
      await repo.remove();
    }
  },
});

export { expect };
