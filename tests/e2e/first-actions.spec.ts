/**
 * A visitor's first actions count: on a phone-class CPU (Chromium throttled 6x), what is
 * typed, chosen or pressed as soon as a page appears (at DOMContentLoaded) is kept and works.
 *
 * The React islands' renderer is held back until the actions are done, so they always happen before
 * hydration, however fast or busy the machine is; then the test waits, with retrying assertions,
 * for what the visitor would notice. The plain-TypeScript controls are pressed at DOMContentLoaded.
 */
import type { Page, Request } from '@playwright/test';
import { SITE } from '../../src/config/site';
import { expect, stopClock, test } from './fixtures';
import { consent as consentLabel, inForm, pdf, t } from './form-helpers';

/** Each form once, in one language: what is kept before hydration does not depend on it. */
const FORM_LANG = { contact: 'tr', job: 'en', academy: 'tr' } as const;
/** Hydration, an upload and a function's first answer, on a 6x slower CPU of a shared machine. */
const READY_MS = 60_000;

test.describe.configure({ timeout: 180_000 });

/**
 * The assistant's popup is open and asks before it loads another company's page: its
 * "Load the assistant" loads the assistant's frame.
 */
async function loadsTheAssistant(page: Page) {
  const dialog = page.getByRole('dialog', { name: t('en', 'assistant:title') });
  const load = dialog.getByRole('button', { name: 'Load the assistant' });
  await expect(load).toBeVisible({ timeout: READY_MS });
  await load.click();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', SITE.assistantUrl, {
    timeout: READY_MS,
  });
}

/** Opens a page on a 6x slower CPU and returns as soon as its HTML is parsed: the visitor's first sight of it. */
async function openAtFirstSight(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/**
 * Holds back the page's React renderer, which every island needs to hydrate, until the returned
 * function is called: the actions in between happen before any island has hydrated.
 */
async function holdIslands(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const renderer = /renderer-url="([^"]+)"/.exec(html)?.[1];
  expect(renderer, `${path} has an island`).toBeTruthy();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === renderer,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The main frame's navigations from now on: a form submitted by the browser itself would show here. */
function navigations(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return () => seen;
}

/** The next POST to a form function. */
const posted = (page: Page, api: string) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === api,
    { timeout: READY_MS },
  );

/** Counts the POSTs to a form function from now on. */
function countPosts(page: Page, api: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === api) count++;
  });
  return () => count;
}

/** One field of a multipart body, e.g. the job application's `fullName`. */
const part = (request: Request, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(request.postData() ?? '')?.[1];

test.describe(`contact form before hydration (${FORM_LANG.contact})`, () => {
  const lang = FORM_LANG.contact;
  const path = `/${lang}/contact/`;
  const api = '/api/slack/submit-form';
  const field = (page: Page, name: string) =>
    inForm(page).getByLabel(t(lang, `forms:contact.fields.${name}.label`));
  const submit = (page: Page) =>
    inForm(page).getByRole('button', { name: t(lang, 'forms:contact.submit') });

  test('a message typed and sent before hydration is sent once the form is ready', async ({
    page,
  }) => {
    const release = await holdIslands(page, path);
    const sent = posted(page, api);
    await openAtFirstSight(page, path);
    const navigated = navigations(page);
    await field(page, 'name').fill('Deniz Yılmaz');
    await field(page, 'email').fill('deniz@example.com');
    await field(page, 'company').fill('Örnek Lojistik');
    await field(page, 'message').fill('Sesli asistan için görüşmek isteriz.');
    await submit(page).click();
    release();

    expect((await sent).postDataJSON()).toMatchObject({
      name: 'Deniz Yılmaz',
      email: 'deniz@example.com',
      company: 'Örnek Lojistik',
      message: 'Sesli asistan için görüşmek isteriz.',
      lang,
    });
    await expect(
      page.getByRole('status').filter({ hasText: t(lang, 'forms:contact.success.message') }),
    ).toBeVisible({ timeout: READY_MS });
    expect(navigated()).toEqual([]);
  });

  test('the form loads no code until it is used, then hydrates', async ({ page }) => {
    const code: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/.*(client|ContactForm).*\.js/.test(request.url())) code.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const island = page.locator('astro-island[component-url*="ContactForm"]');
    await expect(island).toHaveAttribute('ssr');
    expect(code).toEqual([]);
    await field(page, 'name').focus();
    await expect(island).not.toHaveAttribute('ssr', { timeout: READY_MS });
    expect(code.length).toBeGreaterThan(0);
  });

  test('a submit before hydration with fields left out shows what is missing and keeps what was typed', async ({
    page,
  }) => {
    const release = await holdIslands(page, path);
    const posts = countPosts(page, api);
    await openAtFirstSight(page, path);
    const navigated = navigations(page);
    await field(page, 'name').fill('Deniz Yılmaz');
    await submit(page).click();
    release();

    const summary = page.locator('.form-summary');
    await expect(summary).toBeFocused({ timeout: READY_MS });
    await expect(summary).toContainText(t(lang, 'validation:contact.email'));
    await expect(summary).toContainText(t(lang, 'validation:contact.message'));
    await expect(summary).not.toContainText(t(lang, 'validation:contact.name'));
    await expect(field(page, 'name')).toHaveValue('Deniz Yılmaz');
    expect(posts()).toBe(0);
    expect(navigated()).toEqual([]);
  });
});

test.describe(`job application before hydration (${FORM_LANG.job})`, () => {
  const lang = FORM_LANG.job;
  const path = `/${lang}/careers/apply/?job=ai-developer`;
  const api = '/api/slack/apply';
  const field = (page: Page, name: string) =>
    inForm(page).getByLabel(t(lang, `forms:job.fields.${name}.label`));
  const consent = (page: Page, name: string) =>
    inForm(page).getByLabel(consentLabel(lang, `job.consent.${name}`));
  const submit = (page: Page) =>
    inForm(page).getByRole('button', { name: t(lang, 'forms:job.submit') });

  test('an application filled, with its resume, and sent before hydration is sent once the form is ready', async ({
    page,
  }) => {
    const release = await holdIslands(page, path);
    const sent = posted(page, api);
    await openAtFirstSight(page, path);
    const navigated = navigations(page);
    await field(page, 'fullName').fill('Elif Kaya');
    await field(page, 'email').fill('elif@example.com');
    await field(page, 'phone').fill('+90 555 123 45 67');
    await field(page, 'github').fill('https://github.com/elif');
    await field(page, 'experience').fill('İki yıl Python ve görüntü işleme.');
    await inForm(page)
      .getByLabel(t(lang, 'forms:job.fields.englishLevel.label'))
      .selectOption('fluent');
    await page.locator('input[type=file]').setInputFiles(pdf(40_000));
    await consent(page, 'privacyPolicy').check();
    await consent(page, 'referenceCheck').check();
    await submit(page).click();
    release();

    const application = await sent;
    expect(part(application, 'fullName')).toBe('Elif Kaya');
    expect(part(application, 'email')).toBe('elif@example.com');
    expect(part(application, 'phone')).toBe('+90 555 123 45 67');
    expect(part(application, 'github')).toBe('https://github.com/elif');
    expect(part(application, 'experience')).toBe('İki yıl Python ve görüntü işleme.');
    expect(part(application, 'englishLevel')).toBe('fluent');
    expect(JSON.parse(part(application, 'consent') ?? '{}')).toEqual({
      privacyPolicy: true,
      referenceCheck: true,
      futureContact: false,
    });
    const answer = await application.response();
    expect(answer?.status(), 'the function stored the application').toBe(200);
    await expect(page).toHaveURL(`/${lang}/careers/success/`, { timeout: READY_MS });
    expect(navigated()).toEqual([`GET /${lang}/careers/success/`]);
  });

  test('a submit before hydration with fields left out shows what is missing and keeps what was typed, ticked and chosen', async ({
    page,
  }) => {
    const release = await holdIslands(page, path);
    const posts = countPosts(page, api);
    await openAtFirstSight(page, path);
    const navigated = navigations(page);
    await field(page, 'fullName').fill('Elif Kaya');
    await inForm(page)
      .getByLabel(t(lang, 'forms:job.fields.englishLevel.label'))
      .selectOption('intermediate');
    await page.locator('input[type=file]').setInputFiles(pdf(40_000));
    await consent(page, 'privacyPolicy').check();
    await submit(page).click();
    release();

    const summary = page.locator('.form-summary');
    await expect(summary).toBeFocused({ timeout: READY_MS });
    for (const rule of ['email', 'phone', 'referenceCheck'])
      await expect(summary).toContainText(t(lang, `validation:job.${rule}`));
    for (const rule of ['fullName', 'resume', 'privacyPolicy'])
      await expect(summary).not.toContainText(t(lang, `validation:job.${rule}`));
    await expect(field(page, 'fullName')).toHaveValue('Elif Kaya');
    await expect(
      inForm(page).getByLabel(t(lang, 'forms:job.fields.englishLevel.label')),
    ).toHaveValue('intermediate');
    await expect(consent(page, 'privacyPolicy')).toBeChecked();
    await expect(page.locator('.resume__file')).toContainText('resume.pdf');
    expect(posts()).toBe(0);
    expect(navigated()).toEqual([]);
  });
});

test.describe(`academy application before hydration (${FORM_LANG.academy})`, () => {
  const lang = FORM_LANG.academy;
  const course = 'ai-web-applications';
  const path = `/${lang}/academy/apply/${course}/`;
  const api = '/api/slack/academy-apply';
  const field = (page: Page, name: string) =>
    inForm(page).getByLabel(t(lang, `forms:academy.fields.${name}.label`));
  const agree = (page: Page) =>
    inForm(page).getByLabel(consentLabel(lang, 'academy.fields.agreeToTerms'));
  const submit = (page: Page) =>
    inForm(page).getByRole('button', { name: t(lang, 'forms:academy.submit') });

  test('an application filled and sent before hydration is sent once the form is ready', async ({
    page,
  }) => {
    const release = await holdIslands(page, path);
    const sent = posted(page, api);
    await openAtFirstSight(page, path);
    const navigated = navigations(page);
    await field(page, 'fullName').fill('Mert Şahin');
    await field(page, 'email').fill('mert@example.com');
    await field(page, 'phone').fill('+90 532 000 00 00');
    await field(page, 'education').fill('Boğaziçi Üniversitesi');
    await field(page, 'motivation').fill('Ürünlerime dil modelleri eklemek istiyorum.');
    await agree(page).check();
    await submit(page).click();
    release();

    expect((await sent).postDataJSON()).toMatchObject({
      fullName: 'Mert Şahin',
      email: 'mert@example.com',
      phone: '+90 532 000 00 00',
      education: 'Boğaziçi Üniversitesi',
      motivation: 'Ürünlerime dil modelleri eklemek istiyorum.',
      agreeToTerms: true,
      courseId: course,
    });
    await expect(page.locator('.form-banner--success')).toHaveText(t(lang, 'forms:academy.sent'), {
      timeout: READY_MS,
    });
    await expect(page).toHaveURL(`/${lang}/academy/apply/success/?course=${course}`, {
      timeout: READY_MS,
    });
    expect(navigated()).toEqual([`GET /${lang}/academy/apply/success/`]);
  });

  test('a submit before hydration with fields left out shows what is missing and keeps what was typed and ticked', async ({
    page,
  }) => {
    const release = await holdIslands(page, path);
    const posts = countPosts(page, api);
    await openAtFirstSight(page, path);
    const navigated = navigations(page);
    await field(page, 'fullName').fill('Mert Şahin');
    await agree(page).check();
    await submit(page).click();
    release();

    const summary = page.locator('.form-summary');
    await expect(summary).toBeFocused({ timeout: READY_MS });
    for (const rule of ['email', 'phone', 'motivation'])
      await expect(summary).toContainText(t(lang, `validation:academy.${rule}`));
    for (const rule of ['fullName', 'agreeToTerms'])
      await expect(summary).not.toContainText(t(lang, `validation:academy.${rule}`));
    await expect(field(page, 'fullName')).toHaveValue('Mert Şahin');
    await expect(agree(page)).toBeChecked();
    expect(posts()).toBe(0);
    expect(navigated()).toEqual([]);
  });
});

test.describe('the first press of each control, at first sight (en)', () => {
  test('"Ask our AI" on the home page opens the assistant, through its consent step', async ({
    page,
  }) => {
    const release = await holdIslands(page, '/en/');
    await openAtFirstSight(page, '/en/');
    await page.locator('[data-hero]').getByRole('button', { name: 'Ask our AI' }).click();
    release();
    await loadsTheAssistant(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the contact page's chat button opens the assistant", async ({ page }) => {
      const release = await holdIslands(page, '/en/contact/');
      await openAtFirstSight(page, '/en/contact/');
      await page.getByRole('button', { name: 'Start a chat' }).click();
      release();
      await loadsTheAssistant(page);
    });

    test('the menu button opens the navigation', async ({ page }) => {
      await openAtFirstSight(page, '/en/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#site-nav')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });

    test('the solutions arrow moves the row on by a card', async ({ page }) => {
      await openAtFirstSight(page, '/en/');
      const row = page.locator('[data-solutions]');
      expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
      await page.getByRole('button', { name: 'Next solutions' }).click();
      await expect
        .poll(() => row.evaluate((element) => element.scrollLeft), { timeout: READY_MS })
        .toBeGreaterThan(100);
    });
  });

  test('a testimonial dot shows its testimonial', async ({ page }) => {
    await stopClock(page, new Date('2026-03-02T09:00:00Z'));
    const release = await holdIslands(page, '/en/');
    await openAtFirstSight(page, '/en/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Show testimonial 4' }).click();
    release();
    await expect(carousel.getByRole('group', { name: '4 of 11' })).toBeVisible({
      timeout: READY_MS,
    });
    await expect(carousel.getByRole('button', { name: 'Show testimonial 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('an office photo indicator shows its photo', async ({ page }) => {
    await stopClock(page, new Date('2026-03-02T09:00:00Z'));
    await openAtFirstSight(page, '/en/about/');
    const slider = page.getByRole('region', { name: 'Office photos' });
    await slider.getByRole('button', { name: 'Show photo 5' }).click();
    await expect(slider.getByRole('group', { name: 'Photo 5 of 6' })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Show photo 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('a solution card expands', async ({ page }) => {
    await openAtFirstSight(page, '/en/');
    const chatbot = page.getByRole('button', { name: 'Chatbots' });
    await chatbot.click();
    await expect(chatbot).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Connected to your CRM and back office')).toBeVisible();
  });

  test("an office tab shows that office's address, and its map once loaded", async ({ page }) => {
    await openAtFirstSight(page, '/en/contact/');
    const tab = page.getByRole('tablist', { name: 'Offices' }).getByRole('tab').nth(1);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    await expect(panel.locator('iframe')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Load the map' }).click();
    await expect(panel.locator('iframe')).toHaveAttribute('src', /^https:/);
  });

  test('the partner strip pauses', async ({ page }) => {
    await openAtFirstSight(page, '/en/');
    const pause = page.getByRole('button', { name: 'Pause the moving logos' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-partner-strip]')).toHaveAttribute('data-paused', '');
  });

  test("the runner's first character and start buttons start the game", async ({ page }) => {
    await openAtFirstSight(page, '/en/runner/');
    const game = page.locator('[data-runner]');
    await page.getByRole('button', { name: /^Drone/ }).click();
    await expect(game).toHaveAttribute('data-state', 'start');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(game).toHaveAttribute('data-state', 'running');
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('a mega menu opens', async ({ page }) => {
      await openAtFirstSight(page, '/en/about/');
      const services = page.getByRole('button', { name: 'Services' });
      await services.click();
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#mega-services')).toBeVisible();
    });

    test('the language switcher opens and takes the page to the chosen language', async ({
      page,
    }) => {
      await openAtFirstSight(page, '/en/careers/apply/?job=ai-developer');
      await page.getByRole('button', { name: 'Language: English' }).click();
      await page.getByRole('link', { name: 'Türkçe' }).click();
      await expect(page).toHaveURL(/\/tr\/careers\/apply\/\?job=ai-developer$/);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
    });
  });
});
