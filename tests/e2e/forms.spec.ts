import { axeViolations } from './axe';
import type { Page, Route } from '@playwright/test';
import { FIELDS } from '../../src/shared/forms/fieldTables';
import { FORM_KINDS, type FormKind } from '../../src/shared/forms/forms';
import { RESUME_UPLOAD_FIELD } from '../../src/shared/forms/uploadProtocol';
import { SILENCE_MS } from '../../src/shared/forms/uploadResume';
import { readEntry } from './content';
import { expect, test } from './fixtures';
import { consent, hydrated, inForm, pdf, t } from './form-helpers';

/**
 * The three forms against the real functions of the local platform, each in one language: what a
 * form does is the same in every language (its texts are checked by the copy and build tests), and
 * the languages alternate so Turkish letters go through the forms too.
 */
const FORM_LANG = { contact: 'tr', job: 'en', academy: 'tr', table: 'en', axe: 'tr' } as const;

const CONTACT_API = '**/api/slack/submit-form';
const APPLY_API = '**/api/slack/apply';
const ACADEMY_API = '**/api/slack/academy-apply';
const CHUNK_API = '**/api/uploads/*/chunks/*';

const START = new Date('2026-03-02T09:00:00Z');
/** The local platform bundles a function on its first call, which takes seconds on a busy machine. */
const FUNCTION_ANSWER_MS = 20_000;
/** Lets time pass naturally while the page loads, then stops it a minute later (past the minimum fill time). */
async function freezeClockAfterLoad(page: Page) {
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const answer = (status: number, json: unknown) => (route: Route) => route.fulfill({ status, json });

test.describe(`contact form (${FORM_LANG.contact})`, () => {
  const lang = FORM_LANG.contact;
  const field = (page: Page, name: string) =>
    inForm(page).getByLabel(t(lang, `forms:contact.fields.${name}.label`));

  async function open(page: Page) {
    await page.goto(`/${lang}/contact/`);
    await hydrated(page, 'ContactForm');
  }

  async function fill(page: Page) {
    await field(page, 'name').fill('Deniz Yılmaz');
    await field(page, 'email').fill('deniz@example.com');
    await field(page, 'company').fill('Örnek Lojistik');
    await field(page, 'message').fill(
      'We would like to talk about a voice assistant for our call centre.',
    );
  }

  test('says what the message is for, before the button, with a link to the privacy notice', async ({
    page,
  }) => {
    await open(page);
    const [before, after] = t(lang, 'forms:contact.privacy.text').split('{{link}}');
    const line = inForm(page).locator('p', { hasText: before!.trim() });
    await expect(line).toContainText(after!.trim());
    const link = line.getByRole('link', { name: t(lang, 'forms:contact.privacy.link') });
    await expect(link).toHaveAttribute('href', `/${lang}/privacy/`);
    const submit = inForm(page).getByRole('button', { name: t(lang, 'forms:contact.submit') });
    expect((await line.boundingBox())!.y).toBeLessThan((await submit.boundingBox())!.y);
  });

  test('sends, shows the sending label, then the overlay, and clears the fields', async ({
    page,
  }) => {
    await page.clock.install({ time: START });
    await open(page);
    await fill(page);
    await freezeClockAfterLoad(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CONTACT_API, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: t(lang, 'forms:contact.submit') }).click();
    const sending = page.getByRole('button', { name: t(lang, 'forms:contact.sending') });
    await expect(sending).toBeDisabled();
    release();

    const overlay = page
      .getByRole('status')
      .filter({ hasText: t(lang, 'forms:contact.success.message') });
    await expect(overlay).toBeVisible({ timeout: FUNCTION_ANSWER_MS });
    await expect(overlay).toContainText(t(lang, 'forms:contact.success.title'));
    await expect(page.locator('.contact-form__form')).toHaveCSS('filter', /blur/);
    for (const name of ['name', 'email', 'company', 'message'])
      await expect(field(page, name)).toHaveValue('');

    await overlay.getByRole('button', { name: t(lang, 'forms:contact.success.dismiss') }).click();
    await expect(overlay).toBeHidden();
    await expect(field(page, 'name')).toBeFocused();
  });

  test('shows each field rule and clears a message once its field is edited', async ({ page }) => {
    await open(page);
    const submit = page.getByRole('button', { name: t(lang, 'forms:contact.submit') });
    await submit.click();
    const summary = page.locator('.form-summary');
    await expect(summary).toBeFocused();
    for (const rule of ['name', 'email', 'message'])
      await expect(summary).toContainText(t(lang, `validation:contact.${rule}`));
    await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'company')).not.toHaveAttribute('aria-invalid');

    await field(page, 'email').fill('not-an-address');
    await expect(field(page, 'email')).not.toHaveAttribute('aria-invalid');
    await submit.click();
    await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
    // A blank address and a wrong one get messages of their own.
    await expect(
      page.locator('.form-field__error', {
        hasText: t(lang, 'validation:contact.emailInvalid'),
      }),
    ).toBeVisible();
    await expect(summary).not.toContainText(t(lang, 'validation:contact.email'));
    await field(page, 'name').fill('Deniz');
    await expect(
      page.locator('.form-field__error', { hasText: t(lang, 'validation:contact.name') }),
    ).toHaveCount(0);
  });

  test("shows the server's errors in a toast for 4 seconds, or the generic text", async ({
    page,
  }) => {
    await page.clock.install({ time: START });
    await open(page);
    await fill(page);
    await freezeClockAfterLoad(page);
    await page.route(
      CONTACT_API,
      answer(422, { success: false, errors: ['First problem', 'Second problem'] }),
    );
    await page.getByRole('button', { name: t(lang, 'forms:contact.submit') }).click();
    await page.mouse.move(0, 0);
    const toast = page.locator('.form-toast');
    await expect(toast).toBeVisible();
    expect(await toast.locator('.form-toast__message').innerText()).toBe(
      'First problem\nSecond problem',
    );
    await page.clock.runFor(3900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toBeHidden();
    await expect(field(page, 'name')).toHaveValue('Deniz Yılmaz');

    await page.unroute(CONTACT_API);
    await page.route(CONTACT_API, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.getByRole('button', { name: t(lang, 'forms:contact.submit') }).click();
    await page.mouse.move(0, 0);
    await expect(toast).toHaveText(t(lang, 'forms:contact.errors.generic'));
    await toast.getByRole('button', { name: t(lang, 'forms:contact.errors.dismiss') }).click();
    await expect(toast).toBeHidden();

    await page.unroute(CONTACT_API);
    await page.route(CONTACT_API, (route) => route.abort('failed'));
    await page.getByRole('button', { name: t(lang, 'forms:contact.submit') }).click();
    await expect(toast).toHaveText(t(lang, 'forms:contact.errors.generic'));
  });
});

test.describe(`job application (${FORM_LANG.job})`, () => {
  const lang = FORM_LANG.job;
  const job = `/${lang}/careers/apply/?job=ai-developer`;
  const label = (name: string) => t(lang, `forms:job.fields.${name}.label`);
  const submitButton = (page: Page) =>
    page.getByRole('button', { name: t(lang, 'forms:job.submit') });
  const fileInput = (page: Page) => page.locator('input[type=file]');

  async function open(page: Page) {
    await page.goto(job);
    await hydrated(page, 'JobApplicationForm');
    // Only the job applied for is shown (and read out); the others only hold the card's height.
    await expect(page.locator('.job-position__title').filter({ visible: true })).toHaveText([
      readEntry('jobs', lang, 'ai-developer').data.title,
    ]);
    await expect(page.locator('.job-position__fact').filter({ visible: true })).toHaveCount(3);
  }

  async function fill(page: Page) {
    await inForm(page).getByLabel(label('fullName')).fill('Elif Kaya');
    await inForm(page).getByLabel(label('email')).fill('elif@example.com');
    await inForm(page).getByLabel(label('phone')).fill('+90 555 123 45 67');
    await inForm(page).getByLabel(label('linkedin')).fill('https://www.linkedin.com/in/elif');
    await inForm(page).getByLabel(label('github')).fill('https://github.com/elif');
    await inForm(page).getByLabel(label('education')).fill('İTÜ, Computer Engineering, 2024');
    await inForm(page)
      .getByLabel(label('experience'))
      .fill('Two years of Python and computer vision.');
    await inForm(page)
      .getByLabel(t(lang, 'forms:job.fields.englishLevel.label'))
      .selectOption('upperIntermediate');
    await inForm(page).getByLabel(label('additionalInfo')).fill('Available from next month.');
    await inForm(page).getByLabel(consent(lang, 'job.consent.privacyPolicy')).check();
    await inForm(page).getByLabel(consent(lang, 'job.consent.referenceCheck')).check();
    await inForm(page).getByLabel(consent(lang, 'job.consent.futureContact')).check();
  }

  /** Submits with the application answered by `handler`, then waits for the banner to read `expected`. */
  async function submitAnswered(
    page: Page,
    handler: (route: Route) => Promise<void>,
    expected: string,
  ) {
    await page.unroute(APPLY_API);
    await page.route(APPLY_API, handler);
    await submitButton(page).click();
    // Every attempt first uploads the resume through the real function, then meets the routed answer.
    await expect(page.locator('.form-banner')).toHaveText(expected, {
      timeout: FUNCTION_ANSWER_MS,
    });
  }

  /** Counts the resume uploads the page starts from now on. */
  function countUploads(page: Page): () => number {
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/uploads')) uploads++;
    });
    return () => uploads;
  }

  test('a missing or unknown job sends the visitor to the careers page', async ({ page }) => {
    await page.goto(`/${lang}/careers/apply/`);
    await expect(page).toHaveURL(`/${lang}/careers/`);
    await page.goto(`/${lang}/careers/apply/?job=astronaut`);
    await expect(page).toHaveURL(`/${lang}/careers/`);
  });

  test('applies with a resume chosen by click, showing the upload progress', async ({ page }) => {
    await page.clock.install({ time: START });
    await open(page);
    await fill(page);
    await fileInput(page).setInputFiles(pdf(1_600_000));
    await expect(page.locator('.resume__file')).toContainText('resume.pdf');
    await freezeClockAfterLoad(page);
    // Slow the chunks and the application down, so the bar can be watched filling up.
    await page.route(CHUNK_API, async (route) => {
      await delay(700);
      await route.continue();
    });
    await page.route(APPLY_API, async (route) => {
      await delay(700);
      await route.continue();
    });
    await submitButton(page).click();
    await expect(
      page.getByRole('button', { name: t(lang, 'forms:job.submitting') }),
    ).toBeDisabled();
    const bar = page.getByRole('progressbar', { name: t(lang, 'forms:job.resume.uploading') });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/, {
      timeout: FUNCTION_ANSWER_MS,
    });
    await expect(
      page.getByRole('progressbar', { name: t(lang, 'forms:job.resume.uploaded') }),
    ).toHaveAttribute('aria-valuenow', '100', {
      timeout: FUNCTION_ANSWER_MS,
    });
    await expect(page).toHaveURL(`/${lang}/careers/success/`, { timeout: FUNCTION_ANSWER_MS });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(lang, 'careers:success.intro.title'),
    );
  });

  test('accepts a resume dropped on the drop zone', async ({ page }) => {
    await page.clock.install({ time: START });
    await open(page);
    await fill(page);
    const file = pdf(120_000);
    const dataTransfer = await page.evaluateHandle(
      ({ bytes, name }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
        return transfer;
      },
      { bytes: [...file.buffer], name: 'dropped-cv.pdf' },
    );
    await page.locator('.resume').dispatchEvent('dragover', { dataTransfer });
    await expect(page.locator('.resume')).toHaveClass(/resume--dragging/);
    await page.locator('.resume').dispatchEvent('drop', { dataTransfer });
    await expect(page.locator('.resume__file')).toContainText('dropped-cv.pdf');
    await freezeClockAfterLoad(page);
    await submitButton(page).click();
    await expect(page).toHaveURL(`/${lang}/careers/success/`, { timeout: FUNCTION_ANSWER_MS });
  });

  test("shows each field's message on submit, the boxes' as confirmations, and clears a field's message when it is edited", async ({
    page,
  }) => {
    await open(page);
    await submitButton(page).click();
    const summary = page.locator('.form-summary');
    await expect(summary).toBeFocused();
    for (const rule of [
      'resume',
      'fullName',
      'email',
      'phone',
      'privacyPolicy',
      'referenceCheck',
    ]) {
      await expect(summary).toContainText(t(lang, `validation:job.${rule}`));
    }
    if (lang === 'en') {
      await expect(summary.getByRole('listitem')).toHaveText([
        'Please enter your full name.',
        'Please enter your email address.',
        'Please enter your phone number.',
        'Please attach your CV.',
        'Please confirm that you have read the privacy notice.',
        'Please confirm that you have read how we check references.',
      ]);
    }
    const fullName = inForm(page).getByLabel(label('fullName'));
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).toHaveAccessibleDescription(t(lang, 'validation:job.fullName'));
    await fullName.fill('E');
    await expect(fullName).not.toHaveAttribute('aria-invalid');
    await expect(summary).not.toContainText(t(lang, 'validation:job.fullName'));

    await inForm(page).getByLabel(label('email')).fill('elif@');
    await inForm(page).getByLabel(label('github')).fill('github.com/elif');
    await submitButton(page).click();
    await expect(
      page.locator('.form-field__error', { hasText: t(lang, 'validation:job.emailInvalid') }),
    ).toBeVisible();
    await expect(summary).not.toContainText(t(lang, 'validation:job.email'));
    await expect(
      page.locator('.form-field__error', { hasText: t(lang, 'validation:job.url') }),
    ).toBeVisible();
    await inForm(page).getByLabel(consent(lang, 'job.consent.privacyPolicy')).check();
    await expect(summary).not.toContainText(t(lang, 'validation:job.privacyPolicy'));
    await expect(summary).toContainText(t(lang, 'validation:job.referenceCheck'));
  });

  test('refuses a resume over 5 MB or of another type', async ({ page }) => {
    await open(page);
    await fileInput(page).setInputFiles(pdf(5_242_881));
    await expect(
      page.locator('.form-field__error', { hasText: t(lang, 'validation:job.resumeSize') }),
    ).toBeVisible();
    await expect(page.locator('.resume__file')).toHaveCount(0);

    await fileInput(page).setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ\x90\x00'),
    });
    await expect(
      page.locator('.form-field__error', { hasText: t(lang, 'validation:job.resumeType') }),
    ).toBeVisible();
    await expect(page.locator('.resume__file')).toHaveCount(0);

    await fileInput(page).setInputFiles(pdf(5_242_880));
    await expect(page.locator('.resume__file')).toContainText('resume.pdf');
    await expect(
      page.locator('.resume .form-field__error, .resume ~ .form-field__error'),
    ).toHaveCount(0);
    await page.locator('.resume__remove').click();
    await expect(page.locator('.resume__file')).toHaveCount(0);
  });

  test("shows the server's error above the submit button", async ({ page }) => {
    await open(page);
    await fill(page);
    await fileInput(page).setInputFiles(pdf(40_000));
    const banner = page.locator('.form-banner');
    const attempt = async (handler: (route: Route) => Promise<void>, expected: string) => {
      await submitAnswered(page, handler, expected);
      await expect(submitButton(page)).toBeEnabled();
    };
    await attempt(
      answer(422, {
        success: false,
        errors: ['First server error', 'Second'],
        message: 'A message',
      }),
      'First server error',
    );
    await attempt(answer(400, { success: false, message: 'Only a message' }), 'Only a message');
    await attempt(answer(500, {}), t(lang, 'forms:job.errors.failed'));
    await attempt((route) => route.abort('failed'), t(lang, 'forms:job.errors.generic'));
    if (lang === 'en')
      await expect(banner).toHaveText(
        'Your application could not be sent. Please check your connection and try again.',
      );

    const bannerBox = (await banner.boundingBox())!;
    const buttonBox = (await submitButton(page).boundingBox())!;
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(buttonBox.y);
  });

  test('ignores a second submit while one is in flight', async ({ page }) => {
    await open(page);
    await fill(page);
    await fileInput(page).setInputFiles(pdf(40_000));
    const uploads = countUploads(page);
    let applications = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(APPLY_API, async (route) => {
      applications++;
      await held;
      await route.fulfill({ status: 503, json: { success: false, errors: ['Busy'] } });
    });
    await submitButton(page).click();
    await expect(
      page.getByRole('button', { name: t(lang, 'forms:job.submitting') }),
    ).toBeDisabled();
    await expect.poll(() => applications, { timeout: FUNCTION_ANSWER_MS }).toBe(1);
    await page.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    release();
    await expect(page.locator('.form-banner')).toHaveText('Busy');
    expect(uploads()).toBe(1);
    expect(applications).toBe(1);
  });

  test('a chunk that gets no answer is sent again; after the last, the error shows and nothing is lost', async ({
    page,
  }) => {
    // Real requests (the upload's start and status) between the clock's jumps.
    test.setTimeout(60_000);
    await page.clock.install({ time: START });
    await open(page);
    await fill(page);
    await fileInput(page).setInputFiles(pdf(40_000));
    await freezeClockAfterLoad(page);
    // Every chunk is held without an answer, as on a connection lost on the way.
    let sent = 0;
    await page.route(CHUNK_API, () => {
      sent++;
    });
    await submitButton(page).click();
    await expect.poll(() => sent, { timeout: FUNCTION_ANSWER_MS }).toBe(1);
    await page.clock.runFor(SILENCE_MS - 1);
    await expect(page.locator('.form-banner')).toHaveCount(0);
    expect(sent).toBe(1);
    // Each silence sends the chunk again after a pause; the fourth one ends the upload.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return sent;
        },
        { timeout: FUNCTION_ANSWER_MS, intervals: [100] },
      )
      .toBe(2);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(SILENCE_MS / 10);
          return page.locator('.form-banner').count();
        },
        { timeout: FUNCTION_ANSWER_MS, intervals: [100] },
      )
      .toBe(1);
    await expect(page.locator('.form-banner')).toHaveText(t(lang, 'forms:job.errors.generic'));
    expect(sent).toBe(4);
    await expect(inForm(page).getByLabel(label('fullName'))).toHaveValue('Elif Kaya');
    await expect(page.locator('.resume__file')).toContainText('resume.pdf');
    await page.unroute(CHUNK_API);
    await submitButton(page).click();
    await expect(page).toHaveURL(`/${lang}/careers/success/`, { timeout: FUNCTION_ANSWER_MS });
  });

  test('a retry names the resume already uploaded, and uploads it again when the server could not use it', async ({
    page,
  }) => {
    await open(page);
    await fill(page);
    await fileInput(page).setInputFiles(pdf(40_000));
    const uploads = countUploads(page);
    const named: string[] = [];
    const refuse = (status: number, json: unknown) => async (route: Route) => {
      named.push(
        route
          .request()
          .postData()
          ?.match(new RegExp(`name="${RESUME_UPLOAD_FIELD}"\\r\\n\\r\\n([^\\r]+)`))?.[1] ?? '',
      );
      await route.fulfill({ status, json });
    };
    const expired = t(lang, 'validation:upload.notFound');

    await submitAnswered(page, refuse(503, { success: false, errors: ['Busy'] }), 'Busy');
    await submitAnswered(
      page,
      refuse(503, { success: false, errors: ['Still busy'] }),
      'Still busy',
    );
    await submitAnswered(
      page,
      refuse(400, { success: false, errors: [expired], fieldErrors: { resume: expired } }),
      expired,
    );
    expect(uploads()).toBe(1);
    expect(named[0]).not.toBe('');
    expect(named).toEqual([named[0], named[0], named[0]]);

    await page.unroute(APPLY_API);
    await submitButton(page).click();
    await expect(page).toHaveURL(`/${lang}/careers/success/`, { timeout: FUNCTION_ANSWER_MS });
    expect(uploads()).toBe(2);
  });
});

test.describe(`academy application (${FORM_LANG.academy})`, () => {
  const lang = FORM_LANG.academy;
  const courseId = 'ai-web-applications';
  const apply = `/${lang}/academy/apply/${courseId}/`;
  const label = (name: string) => t(lang, `forms:academy.fields.${name}.label`);
  const submitButton = (page: Page) =>
    page.getByRole('button', { name: t(lang, 'forms:academy.submit') });
  const agree = (page: Page) =>
    inForm(page).getByLabel(consent(lang, 'academy.fields.agreeToTerms'));

  async function open(page: Page) {
    await page.goto(apply);
    await hydrated(page, 'AcademyApplicationForm');
  }

  async function fill(page: Page) {
    await inForm(page).getByLabel(label('fullName')).fill('Mert Şahin');
    await inForm(page).getByLabel(label('email')).fill('mert@example.com');
    await inForm(page).getByLabel(label('phone')).fill('+90 532 000 00 00');
    await inForm(page).getByLabel(label('linkedin')).fill('https://www.linkedin.com/in/mert');
    await inForm(page).getByLabel(label('education')).fill('Boğaziçi Üniversitesi');
    await inForm(page).getByLabel(label('experience')).fill('Front-end developer for three years.');
    await inForm(page)
      .getByLabel(label('motivation'))
      .fill('I want to add language models to the products I build.');
    await agree(page).check();
  }

  test('sends, and 2000 ms later shows the success page naming the course', async ({ page }) => {
    await page.clock.install({ time: START });
    await open(page);
    await fill(page);
    await freezeClockAfterLoad(page);
    await submitButton(page).click();
    await expect(page.locator('.form-banner--success')).toHaveText(t(lang, 'forms:academy.sent'), {
      timeout: FUNCTION_ANSWER_MS,
    });
    await expect(submitButton(page)).toBeDisabled();
    await page.clock.runFor(1990);
    await expect(page).toHaveURL(apply);
    await page.clock.runFor(10);
    await expect(page).toHaveURL(`/${lang}/academy/apply/success/?course=${courseId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(lang, 'academy:success.intro.title'),
    );
    await expect(page.locator('.course strong')).toHaveText(
      readEntry('courses', lang, courseId).data.title,
    );
  });

  test('the fields have their input types and rows, and no analytics tag loads before it is allowed', async ({
    page,
  }) => {
    await open(page);
    await expect(inForm(page).getByLabel(label('email'))).toHaveAttribute('type', 'email');
    await expect(inForm(page).getByLabel(label('phone'))).toHaveAttribute('type', 'tel');
    await expect(inForm(page).getByLabel(label('linkedin'))).toHaveAttribute('type', 'url');
    await expect(inForm(page).getByLabel(label('linkedin'))).toHaveAccessibleDescription(
      t(lang, 'forms:academy.fields.linkedin.hint'),
    );
    await expect(inForm(page).getByLabel(label('phone'))).toHaveAttribute('placeholder', /^\+\d/);
    await expect(inForm(page).getByLabel(label('experience'))).toHaveAttribute('rows', '3');
    await expect(inForm(page).getByLabel(label('motivation'))).toHaveAttribute('rows', '5');
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });

  test('shows an inline error for each required field', async ({ page }) => {
    await open(page);
    await submitButton(page).click();
    for (const rule of ['fullName', 'email', 'phone', 'motivation', 'agreeToTerms']) {
      await expect(
        page.locator('.form-field__error', { hasText: t(lang, `validation:academy.${rule}`) }),
      ).toBeVisible();
    }
    await expect(page.locator('.form-summary')).toBeFocused();

    await inForm(page).getByLabel(label('email')).fill('mert@example');
    await submitButton(page).click();
    await expect(
      page.locator('.form-field__error', { hasText: t(lang, 'validation:academy.emailInvalid') }),
    ).toBeVisible();
    await agree(page).check();
    await expect(
      page.locator('.form-field__error', { hasText: t(lang, 'validation:academy.agreeToTerms') }),
    ).toHaveCount(0);
  });

  test('shows a submit-level banner when sending fails and stays editable', async ({ page }) => {
    await open(page);
    await fill(page);
    const banner = page.locator('.form-banner[role=alert]');
    const attempt = async (handler: (route: Route) => Promise<void>, expected: string) => {
      await page.unroute(ACADEMY_API);
      await page.route(ACADEMY_API, handler);
      await submitButton(page).click();
      await expect(banner).toHaveText(expected);
      await expect(submitButton(page)).toBeEnabled();
      await expect(inForm(page).getByLabel(label('motivation'))).toBeEditable();
    };
    await attempt(
      answer(400, { success: false, message: 'Applications for this course are closed' }),
      'Applications for this course are closed',
    );
    await attempt(answer(500, { success: false }), t(lang, 'forms:academy.errors.failed'));
    await attempt((route) => route.abort('failed'), t(lang, 'forms:academy.errors.submit'));
  });

  test('the back button returns to the previous page, or to the academy without one', async ({
    page,
  }) => {
    await page.goto(`/${lang}/careers/`);
    await open(page);
    await page.getByRole('button', { name: t(lang, 'forms:academy.back') }).click();
    await expect(page).toHaveURL(`/${lang}/careers/`);

    const fresh = await page.context().newPage();
    await fresh.goto(apply);
    await hydrated(fresh, 'AcademyApplicationForm');
    const academy = fresh.waitForRequest((request) => request.url().endsWith(`/${lang}/academy/`));
    await fresh.getByRole('button', { name: t(lang, 'forms:academy.back') }).click();
    await academy;
  });

  test('an unknown course sends the visitor to the academy', async ({ request }) => {
    const response = await request.get(`/${lang}/academy/apply/no-such-course/`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers()['location']!, 'http://localhost').pathname).toBe(
      `/${lang}/academy/`,
    );
  });

  test('the success page without a course names the unknown course and is not indexed', async ({
    page,
  }) => {
    await page.goto(`/${lang}/academy/apply/success/`);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex,follow');
    await expect(page.locator('.course strong')).toHaveText(
      t(lang, 'forms:academySuccess.unknownCourse'),
    );
    await expect(
      page.getByRole('link', { name: t(lang, 'forms:academySuccess.backToAcademy') }),
    ).toHaveAttribute('href', `/${lang}/academy/`);
    await expect(
      page.getByRole('link', { name: t(lang, 'forms:academySuccess.home') }),
    ).toHaveAttribute('href', `/${lang}/`);
  });
});

test(`each form shows every field of its table, labelled and required as the table says (${FORM_LANG.table})`, async ({
  page,
}) => {
  const lang = FORM_LANG.table;
  const pages: Record<FormKind, string> = {
    contact: `/${lang}/contact/`,
    job: `/${lang}/careers/apply/?job=ai-developer`,
    academy: `/${lang}/academy/apply/ai-web-applications/`,
  };
  for (const kind of FORM_KINDS) {
    await page.goto(pages[kind]);
    // The pre-rendered form, before any script: what a visitor reads first.
    for (const field of FIELDS[kind]) {
      const named = inForm(page).locator(`[name="${field.name}"]`);
      if (field.kind === 'context') {
        await expect(named, field.name).toHaveCount(0);
        continue;
      }
      const texts = field.texts!.replace(/^forms:/, '');
      const control = inForm(page).getByLabel(
        field.kind === 'checkbox' ? consent(lang, texts) : t(lang, `forms:${texts}.label`),
      );
      await expect(control, field.name).toHaveAttribute('name', field.name);
      // The resume's drop zone is what shows; its input is there for the keyboard and the label.
      if (field.kind === 'file') continue;
      await expect(control, field.name).toBeVisible();
      if (field.required) await expect(control, field.name).toHaveAttribute('required');
      else await expect(control, field.name).not.toHaveAttribute('required');
    }
  }
});

test(`the forms pass axe with their errors shown (${FORM_LANG.axe})`, async ({ page }) => {
  const lang = FORM_LANG.axe;
  const scan = async () => {
    // At the top of the page: scrolled, the sticky header covers whichever field passes under it,
    // which axe's target-size rule reports whatever the form's own markup is.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await axeViolations(page, 'main')).toEqual([]);
  };
  await page.goto(`/${lang}/careers/apply/?job=data-scientist`);
  await hydrated(page, 'JobApplicationForm');
  await page.getByRole('button', { name: t(lang, 'forms:job.submit') }).click();
  await expect(page.locator('.form-summary')).toBeFocused();
  await scan();

  await page.goto(`/${lang}/academy/apply/startup-building/`);
  await hydrated(page, 'AcademyApplicationForm');
  await page.getByRole('button', { name: t(lang, 'forms:academy.submit') }).click();
  await expect(page.locator('.form-summary')).toBeFocused();
  await scan();

  await page.goto(`/${lang}/contact/`);
  await hydrated(page, 'ContactForm');
  await page.getByRole('button', { name: t(lang, 'forms:contact.submit') }).click();
  await expect(page.locator('.form-summary')).toBeFocused();
  await scan();
});
