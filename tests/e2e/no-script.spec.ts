/**
 * Without JavaScript every page is reachable by links: a visitor clicks from the home page of each
 * language to the service pages (through the header's menus, which open on hover on a desktop and
 * are listed on a phone, and through the footer) and to a job.
 */
import type { Page } from '@playwright/test';
import { LOCALES, expect, test } from './fixtures';
import { t } from './form-helpers';

test.use({ javaScriptEnabled: false });

const SERVICES = ['consultancy', 'assessment', 'geo'] as const;

/** The header's link to a service page, shown as a visitor without script would reach it. */
async function headerServiceLink(page: Page, lang: string, key: string, wide: boolean) {
  const nav = page.getByRole('navigation', { name: t(lang, 'common:nav.label') });
  if (wide) await nav.getByRole('button', { name: t(lang, 'common:nav.services') }).hover();
  return nav.getByRole('link', { name: t(lang, `common:services.${key}.title`) });
}

// Each language once, the widths alternating: listed menus on a phone, menus opened by hover on a desktop.
for (const [index, lang] of LOCALES.entries()) {
  const width = index % 2 === 0 ? 390 : 1440;
  test(`${lang} at ${width} px: the service pages and a job are reachable by clicks`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [index, key] of SERVICES.entries()) {
      await page.goto(`/${lang}/`);
      // The first two through the header's menu, the last through the footer.
      const link =
        index < 2
          ? await headerServiceLink(page, lang, key, width >= 768)
          : page
              .getByRole('contentinfo')
              .getByRole('link', { name: t(lang, `common:services.${key}.title`) });
      await link.click();
      await expect(page).toHaveURL(`/${lang}/${key}/`);
      await expect(page.locator('h1')).toBeVisible();
    }

    await page.goto(`/${lang}/`);
    await page
      .getByRole('navigation', { name: t(lang, 'common:nav.label') })
      .getByRole('link', { name: t(lang, 'common:nav.careers') })
      .click();
    await expect(page).toHaveURL(`/${lang}/careers/`);
    await page
      .locator('a[href^="/' + lang + '/careers/"][href$="/"].job__link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/careers/[a-z-]+/$`));
    await expect(page.locator('h1')).toBeVisible();
  });
}
