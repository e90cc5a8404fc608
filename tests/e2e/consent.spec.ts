/**
 * Lawful from the first visit: nothing is requested from another site before the visitor's choice
 * (on every page: every-page.spec.ts); analytics loads in Consent Mode v2 once
 * allowed and goes, with its cookies, when withdrawn; the map and the assistant load only after a
 * choice; a choice holds across pages and reloads; a new policy version asks again.
 *
 * The site is built with a test measurement id (`npm run build:test`); every other origin is
 * answered locally and logged (fixtures.ts), so nothing leaves the machine.
 */
import { readFileSync } from 'node:fs';
import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { CONSENT_VERSION } from '../../src/config/consent';
import { LOCALE_INFO } from '../../src/config/locales';
import { SITE, pickLocalizedName } from '../../src/config/site';
import { expect, rememberChoices, test, touchIslands } from './fixtures';
import { t } from './form-helpers';

const ACADEMY = '/academy/apply/ai-web-applications/';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The settings' address in a language: the privacy page's section that holds them. */
const settingsPath = (lang: string) => {
  const { sections } = JSON.parse(readFileSync(`locales/${lang}/privacy.json`, 'utf8')) as {
    sections: { id: string; body: unknown[] }[];
  };
  const section = sections.find((candidate) =>
    candidate.body.some((block) => JSON.stringify(block) === '{"key":"settings"}'),
  );
  return `/${lang}/privacy/#${section!.id}`;
};

/** Answers the analytics tag's script with a stand-in that does nothing, and logs the request. */
async function standInForTag(page: Page, log: string[]) {
  await page.route('https://www.googletagmanager.com/**', (route) => {
    log.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '/* gtag.js stand-in */' });
  });
}

/** The analytics calls the page made, in order, as `[command, ...arguments]`. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((call) =>
      [...call].map((value) => (value instanceof Date ? 'a date' : value)),
    ),
  );

/** Cookies the analytics tag would have set, as if it had run (the stand-in sets none). */
const analyticsCookies = (id: string) => [
  { name: '_ga', value: 'GA1.1.123.456', domain: 'localhost', path: '/' },
  { name: `_ga_${id.replace(/^G-/, '')}`, value: 'GS1.1.789', domain: 'localhost', path: '/' },
];

const cookieNames = async (page: Page) =>
  (await page.context().cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name !== 'nf_lang');

/** Starts using the academy form, as a visitor's pointer coming over it would: it hydrates. */
async function useTheForm(page: Page) {
  await touchIslands(page);
  await expect(
    page.locator('astro-island[component-url*="AcademyApplicationForm"]'),
  ).not.toHaveAttribute('ssr');
}

/** Once the page is idle, nothing has been requested from another site. */
async function nothingRequested(page: Page, externalRequests: string[], where?: string) {
  await page.waitForLoadState('networkidle');
  expect(externalRequests, where).toEqual([]);
}

/** The measurement id the build was made with, from the academy page's prompt. */
async function openAcademy(page: Page, lang = 'en') {
  await page.goto(`/${lang}${ACADEMY}`);
  const prompt = page.locator('[data-consent-prompt]');
  await expect(prompt, 'the e2e build needs a measurement id: npm run build:test').toHaveCount(1);
  const cookies = (await prompt.getAttribute('data-consent-cookies'))!.split(' ');
  const id = `G-${cookies.find((name) => name.startsWith('_ga_'))!.slice(4)}`;
  return { prompt, id };
}

test.describe('analytics on the academy form', () => {
  test('allowing loads the tag in Consent Mode v2: all denied, then analytics granted, then config', async ({
    page,
    externalRequests,
  }) => {
    const tag: string[] = [];
    await standInForTag(page, tag);
    const { prompt, id } = await openAcademy(page);
    await expect(prompt).toHaveAttribute('data-state', 'ask');
    await expect(
      prompt.getByRole('heading', { name: t('en', 'consent:analytics.title') }),
    ).toBeVisible();
    await useTheForm(page);
    expect(tag).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);

    const allow = prompt.getByRole('button', {
      name: t('en', 'consent:analytics.allow'),
      exact: true,
    });
    const refuse = prompt.getByRole('button', {
      name: t('en', 'consent:analytics.refuse'),
      exact: true,
    });
    // Refusing is as easy and as visible as allowing: the same size, the same style.
    const [allowBox, refuseBox] = [await allow.boundingBox(), await refuse.boundingBox()];
    expect(Math.abs(allowBox!.height - refuseBox!.height)).toBeLessThan(1);
    expect(await allow.getAttribute('class')).toBe(await refuse.getAttribute('class'));

    await allow.click();
    const status = prompt.locator('[data-consent-status]');
    await expect(status).toBeFocused();
    await expect(status).toContainText('Google Analytics');
    await expect(page.locator(`script[data-analytics="${id}"]`)).toHaveAttribute(
      'src',
      `https://www.googletagmanager.com/gtag/js?id=${id}`,
    );
    expect(tag).toEqual([`https://www.googletagmanager.com/gtag/js?id=${id}`]);
    const calls = await dataLayer(page);
    expect(calls.map((call) => call.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
      ['js', 'a date'],
      ['config', id],
    ]);
    expect(calls[0]![2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(calls[1]![2]).toEqual({ analytics_storage: 'granted' });
    expect(externalRequests).toEqual([]);
  });

  test('a refusal holds: the form loads no tag, and the prompt states the refusal', async ({
    page,
    externalRequests,
  }) => {
    const { prompt } = await openAcademy(page);
    await prompt
      .getByRole('button', { name: t('en', 'consent:analytics.refuse'), exact: true })
      .click();
    await expect(prompt).toHaveAttribute('data-state', 'refused');
    await page.reload();
    await expect(prompt).toHaveAttribute('data-state', 'refused');
    await useTheForm(page);
    await nothingRequested(page, externalRequests);
    await expect(page.locator('script[data-analytics]')).toHaveCount(0);
  });

  test('a choice holds across pages and reloads, shown before the first paint without a shift', async ({
    page,
  }) => {
    const tag: string[] = [];
    await standInForTag(page, tag);
    const { prompt } = await openAcademy(page, 'tr');
    // A window tall enough to show the prompt as the page opens: any shift of it would count.
    const box = await prompt.evaluate(
      (element) => element.getBoundingClientRect().bottom + window.scrollY,
    );
    await page.setViewportSize({ width: 1440, height: Math.ceil(box) + 200 });
    await prompt
      .getByRole('button', { name: t('tr', 'consent:analytics.allow'), exact: true })
      .click();

    await page.goto('/tr/about/');
    await page.goto(`/en${ACADEMY}`, { waitUntil: 'domcontentloaded' });
    await expect(prompt).toHaveAttribute('data-state', 'granted');
    await page.waitForLoadState('load');
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as PerformanceEntry[] & { value: number }[])
              total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifts).toBe(0);
    await expect(prompt.locator('[data-consent-status]')).toContainText(
      new Intl.DateTimeFormat(LOCALE_INFO.en.intl, { dateStyle: 'long' }).format(new Date()),
    );
    await touchIslands(page);
    await expect(page.locator('script[data-analytics]')).toHaveCount(1);
  });

  test('withdrawing beside the form removes the tag and its cookies, and turns it off', async ({
    page,
  }) => {
    const tag: string[] = [];
    await standInForTag(page, tag);
    const { prompt, id } = await openAcademy(page);
    await prompt
      .getByRole('button', { name: t('en', 'consent:analytics.allow'), exact: true })
      .click();
    await touchIslands(page);
    await expect(page.locator('script[data-analytics]')).toHaveCount(1);
    await page.context().addCookies(analyticsCookies(id));
    expect(await cookieNames(page)).toEqual(expect.arrayContaining(['_ga', `_ga_${id.slice(2)}`]));

    await prompt.getByRole('button', { name: t('en', 'consent:analytics.withdraw') }).click();
    await expect(prompt).toHaveAttribute('data-state', 'refused');
    await expect(prompt.locator('[data-consent-status]')).toBeFocused();
    await expect(page.locator('script[data-analytics]')).toHaveCount(0);
    expect(await cookieNames(page)).toEqual([]);
    expect(
      await page.evaluate(
        (name) => (window as unknown as Record<string, unknown>)[name],
        `ga-disable-${id}`,
      ),
    ).toBe(true);
    expect((await dataLayer(page)).at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied' },
    ]);
    expect(tag).toHaveLength(1);
  });

  test('withdrawing in the privacy settings deletes the cookies; the form then loads nothing', async ({
    page,
    externalRequests,
  }) => {
    const { id } = await openAcademy(page);
    await rememberChoices(page, { google: true });
    await page.context().addCookies(analyticsCookies(id));
    await page.goto(settingsPath('en'));
    const row = page.getByRole('group', { name: 'Google Analytics' });
    await expect(
      page.locator('[data-consent-setting="google"] [data-consent-state]'),
    ).toContainText('Allowed on');
    await expect(row.getByRole('button', { name: 'Allow' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const reject = row.getByRole('button', { name: t('en', 'consent:settings.refuse') });
    await reject.click();
    await expect(reject).toHaveAttribute('aria-pressed', 'true');
    await expect(reject).toBeFocused();
    await expect(
      page.locator('[data-consent-setting="google"] [data-consent-state]'),
    ).toContainText(t('en', 'consent:settings.refused').replace(' {{date}}.', ''));
    expect(await cookieNames(page)).toEqual([]);

    const { prompt } = await openAcademy(page);
    await expect(prompt).toHaveAttribute('data-state', 'refused');
    await useTheForm(page);
    await nothingRequested(page, externalRequests);
  });

  test('a new policy version asks again: older choices count for nothing, their cookies go', async ({
    page,
    externalRequests,
  }) => {
    const { id } = await openAcademy(page);
    await rememberChoices(page, { google: true, assistant: true, maps: true }, CONSENT_VERSION - 1);
    await page.context().addCookies(analyticsCookies(id));
    const { prompt } = await openAcademy(page);
    await expect(prompt).toHaveAttribute('data-state', 'ask');
    await useTheForm(page);
    expect(await cookieNames(page)).toEqual([]);

    await page.setViewportSize(DESKTOP);
    await page.goto('/en/contact/');
    await page.locator('[data-office-selector]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-contact-chat] [data-frame-placeholder]')).toBeVisible();
    await expect(page.locator('[data-office-map] [data-frame-placeholder]').first()).toBeVisible();
    await nothingRequested(page, externalRequests);
  });
});

test.describe('the office map and the assistant load only after a choice', () => {
  test.use({ viewport: DESKTOP });

  test('"Load the map" loads this page\'s maps only, by keyboard too; a reload asks again', async ({
    page,
    externalRequests,
  }) => {
    const [ytu, cube] = SITE.offices;
    await page.goto('/en/contact/');
    const selector = page.locator('[data-office-selector]');
    await selector.scrollIntoViewIfNeeded();
    const ytuBox = page.getByRole('group', {
      name: `Map showing the ${pickLocalizedName(ytu!.name, 'en')} office`,
    });
    await expect(
      ytuBox.getByText(/The map is provided by Example Maps Inc\. \(United States\)/),
    ).toBeVisible();
    await nothingRequested(page, externalRequests);

    const load = ytuBox.getByRole('button', { name: 'Load the map' });
    await load.focus();
    await page.keyboard.press('Enter');
    const ytuMap = ytuBox.locator('iframe');
    await expect(ytuMap).toHaveAttribute('src', ytu!.mapUrl);
    await expect(ytuBox).toBeFocused();
    await expect.poll(() => externalRequests).toEqual([ytu!.mapUrl]);

    await selector.getByRole('tab', { name: pickLocalizedName(cube!.name, 'en') }).click();
    await expect(page.getByRole('tabpanel').locator('iframe')).toHaveAttribute('src', cube!.mapUrl);
    await expect.poll(() => externalRequests).toEqual([ytu!.mapUrl, cube!.mapUrl]);

    externalRequests.length = 0;
    await page.reload();
    await selector.scrollIntoViewIfNeeded();
    await expect(ytuBox.locator('[data-frame-placeholder]')).toBeVisible();
    await expect(ytuBox.locator('iframe')).toHaveCount(0);
    await nothingRequested(page, externalRequests);
  });

  test('"Always allow" holds across reloads and shows in the settings, where refusing stops it again', async ({
    page,
    externalRequests,
  }) => {
    await page.goto('/tr/contact/');
    const chat = page.locator('[data-contact-chat]');
    await chat.scrollIntoViewIfNeeded();
    await nothingRequested(page, externalRequests);
    await chat.getByRole('button', { name: t('tr', 'consent:frames.always') }).click();
    const frame = chat.locator('iframe');
    await expect(frame).toHaveAttribute('src', SITE.assistantUrl);
    await expect(frame).toHaveAttribute('allow', 'microphone; camera');

    await page.reload();
    await expect(chat.locator('iframe')).toHaveAttribute('src', SITE.assistantUrl);
    await expect(chat.locator('[data-frame-placeholder]')).toBeHidden();

    await page.goto(settingsPath('tr'));
    const state = page.locator('[data-consent-setting="assistant"] [data-consent-state]');
    await expect(state).toContainText(
      new Intl.DateTimeFormat(LOCALE_INFO.tr.intl, { dateStyle: 'long' }).format(new Date()),
    );
    await page
      .locator('[data-consent-setting="assistant"]')
      .getByRole('button', { name: t('tr', 'consent:settings.refuse') })
      .click();
    await expect(state).toContainText(t('tr', 'consent:settings.refused').split(' ').at(-1)!);

    externalRequests.length = 0;
    await page.goto('/tr/contact/');
    await chat.scrollIntoViewIfNeeded();
    await expect(chat.locator('[data-frame-placeholder]')).toBeVisible();
    await nothingRequested(page, externalRequests);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('the popup asks first, loads the assistant once chosen, and keeps focus in the dialog', async ({
      page,
      externalRequests,
    }) => {
      await page.goto('/en/');
      const opener = page.locator('[data-hero]').getByRole('button', { name: 'Ask our AI' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: t('en', 'assistant:title') });
      await expect(
        dialog.getByText(/The assistant is provided by Example Assistant GmbH \(Germany\)/),
      ).toBeVisible();
      await expect(dialog.locator('iframe')).toHaveCount(0);
      const close = dialog.getByRole('button', { name: 'Close the assistant' });
      await expect(close).toBeFocused();
      // Shift+Tab from the first control goes round to the placeholder's last one.
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('link', { name: 'privacy settings' })).toBeFocused();
      await nothingRequested(page, externalRequests);

      await dialog.getByRole('button', { name: 'Load the assistant' }).click();
      await expect(dialog.locator('iframe')).toHaveAttribute('src', SITE.assistantUrl);
      await expect(close).toBeFocused();
      await expect.poll(() => externalRequests).toEqual([SITE.assistantUrl]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
});

test.describe('prompts, placeholders and settings pass axe in each state', () => {
  for (const [lang, viewport] of [
    ['en', DESKTOP],
    ['tr', PHONE],
  ] as const) {
    test(`${lang} at ${viewport.width} px`, async ({ page }) => {
      // Three axe scans of large parts of three pages: CPU-bound work that a busy machine slows.
      test.slow();
      await page.setViewportSize(viewport);
      const scan = (selector: string) => axeViolations(page, selector);

      const { prompt } = await openAcademy(page, lang);
      await prompt
        .getByRole('button', { name: t(lang, 'consent:analytics.allow'), exact: true })
        .click();
      await expect(prompt).toHaveAttribute('data-state', 'granted');
      expect(await scan('[data-consent-prompt]'), 'the prompt, answered').toEqual([]);

      await page.goto(`/${lang}/`);
      await page.locator('[data-hero] [data-assistant-open]').click();
      await expect(page.getByRole('dialog').locator('[data-frame-placeholder]')).toBeVisible();
      expect(await scan('dialog'), 'the popup, asking').toEqual([]);

      await page.goto(settingsPath(lang));
      await page.locator('[data-consent-setting="maps"] [data-consent-refuse]').click();
      await expect(
        page.locator('[data-consent-setting="maps"] [data-consent-refuse]'),
      ).toHaveAttribute('aria-pressed', 'true');
      expect(await scan('[data-privacy-settings]'), 'the settings, with choices').toEqual([]);
    });
  }
});
