/**
 * Hostile input (issue 13), through the real handlers and the Blobs store: each refusal is a 4xx
 * naming the field, and leaves nothing behind in the store.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import academyApply from '../../netlify/functions/academy.mts';
import apply from '../../netlify/functions/job.mts';
import submitForm from '../../netlify/functions/contact.mts';
import uploads from '../../netlify/functions/uploads.mts';
import { EMAIL_PATTERN } from '../../src/shared/forms/constants';
import { FORMS } from '../../src/shared/forms/forms';
import { UPLOADS_PATH } from '../../src/shared/forms/uploadProtocol';
import { startBlobs } from './support/blobs';
import { pdf } from './support/files';
import { call, jsonRequest, multipartRequest, ORIGIN } from './support/requests';
import { noSlackEnv, setEnv } from './support/slack';
import { storedKeys } from './support/store';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => setEnv(noSlackEnv));

const contact = { name: 'Ayşe', email: 'ayse@example.com', message: 'Merhaba' };
const academy = { fullName: 'Ayşe', email: 'ayse@example.com', phone: '1', motivation: 'm', agreeToTerms: true };
const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
const job = { fullName: 'Ayşe', email: 'ayse@example.com', phone: '1', consent };

describe('a 64 KB e-mail address', () => {
  // Dots the usual pattern backtracks over, ending in a character that makes it fail at last.
  const email = `a@${'a.'.repeat(31_900)}@`;

  it('is refused on every form as an e-mail problem, and nothing is stored', async () => {
    const before = await storedKeys(blobs.store());
    const answers = [
      await call(submitForm, jsonRequest(FORMS.contact.path, { ...contact, email })),
      await call(academyApply, jsonRequest(FORMS.academy.path, { ...academy, email })),
      await call(apply, await multipartRequest(FORMS.job.path, { ...job, email: email.slice(0, 19_000) }, { name: 'cv.pdf', bytes: pdf() })),
    ];
    for (const { status, body } of answers) {
      expect(status).toBe(400);
      expect(Object.keys(body.fieldErrors)).toEqual(['email']);
    }
    expect(await storedKeys(blobs.store())).toEqual(before);
  });

  it('meets a pattern that accepts exactly what the usual one does, without its backtracking', () => {
    const usual = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const alphabet = ['a', '.', '@', ' '];
    const differing: string[] = [];
    let strings = [''];
    for (let length = 1; length <= 8; length++) {
      strings = strings.flatMap((s) => alphabet.map((c) => s + c));
      differing.push(...strings.filter((s) => EMAIL_PATTERN.test(s) !== usual.test(s)));
    }
    expect(differing).toEqual([]);
  });
});

describe('requests a browser sends from another site', () => {
  const CROSS_SITE = {
    en: 'This form can only be sent from our website. Please open the page on our site and send it from there.',
    tr: 'Bu form yalnızca web sitemizden gönderilebilir. Lütfen sayfayı sitemizde açın ve formu oradan gönderin.',
  };
  const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an Origin of a sibling subdomain', { origin: 'https://blog.example.com', 'sec-fetch-site': 'same-site' }],
    ['a sandboxed page (Origin null)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site alone', { 'sec-fetch-site': 'cross-site' }],
  ])('are refused with 403 and a clear text in each form’s shape: %s', async (_case, headers) => {
    const before = await storedKeys(blobs.store());
    const contactAnswer = await call(submitForm, jsonRequest(FORMS.contact.path, contact, headers));
    expect(contactAnswer.status).toBe(403);
    expect(contactAnswer.body).toEqual({ success: false, errors: [CROSS_SITE.en] });
    const academyAnswer = await call(academyApply, jsonRequest(FORMS.academy.path, academy, { ...headers, 'accept-language': 'tr' }));
    expect(academyAnswer.status).toBe(403);
    expect(academyAnswer.body).toEqual({ success: false, message: CROSS_SITE.tr });
    const jobAnswer = await call(apply, await multipartRequest(FORMS.job.path, job, { name: 'cv.pdf', bytes: pdf() }, headers));
    expect(jobAnswer.status).toBe(403);
    expect(jobAnswer.body).toEqual({ success: false, errors: [CROSS_SITE.en], message: CROSS_SITE.en });
    expect(await storedKeys(blobs.store())).toEqual(before);
  });

  it('cannot start, send to or read an upload', async () => {
    const before = await storedKeys(blobs.store());
    const started = await call(uploads, jsonRequest(UPLOADS_PATH, { name: 'cv.pdf', size: 100 }, evil));
    expect(started.status).toBe(403);
    expect(started.body.errors).toEqual([CROSS_SITE.en]);
    expect(await storedKeys(blobs.store())).toEqual(before);

    const { body } = await call(uploads, jsonRequest(UPLOADS_PATH, { name: 'cv.pdf', size: 100 }));
    const chunk = new Request(`${ORIGIN}${UPLOADS_PATH}/${body.uploadId}/chunks/0`, { method: 'PUT', headers: { 'content-type': 'application/octet-stream', ...evil }, body: pdf(100) as Uint8Array<ArrayBuffer> });
    expect((await call(uploads, chunk)).status).toBe(403);
    expect((await call(uploads, new Request(`${ORIGIN}${UPLOADS_PATH}/${body.uploadId}`, { headers: evil }))).status).toBe(403);
    expect((await call(uploads, new Request(`${ORIGIN}${UPLOADS_PATH}/${body.uploadId}`))).body.received).toEqual([]);
  });

  it('lets the site’s own pages through: the address itself, SITE_URL and the deploy’s addresses', async () => {
    setEnv({ DEPLOY_PRIME_URL: 'https://deploy-preview-7--nova.netlify.app', URL: 'https://nova.netlify.app' });
    try {
      for (const origin of [ORIGIN, 'https://example.com', 'https://deploy-preview-7--nova.netlify.app', 'https://nova.netlify.app']) {
        const { status } = await call(submitForm, jsonRequest(FORMS.contact.path, contact, { origin, 'sec-fetch-site': 'same-origin' }));
        expect(status, origin).toBe(200);
      }
    } finally {
      setEnv({ DEPLOY_PRIME_URL: undefined, URL: undefined });
    }
    // A client that is not a browser names no origin.
    expect((await call(submitForm, jsonRequest(FORMS.contact.path, contact))).status).toBe(200);
  });
});
