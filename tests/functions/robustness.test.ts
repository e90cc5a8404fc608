/**
 * Regressions found by the stress run (npm run stress): bytes that are not UTF-8 and control
 * characters were stored, and a store call still in flight when its deadline passed could land
 * after the visitor was told it failed. A body cut off inside the resume is refused with a 400.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORMS } from '../../src/shared/forms/forms';
import { UPLOADS_PATH } from '../../src/shared/forms/uploadProtocol';
import academyApply from '../../netlify/functions/academy.mts';
import apply from '../../netlify/functions/job.mts';
import submitForm from '../../netlify/functions/contact.mts';
import uploads from '../../netlify/functions/uploads.mts';
import { stored } from '../../netlify/lib/storage';
import { submissionIds } from '../../netlify/lib/submissions';
import { multipartBody } from '../../scripts/lib/stress/payloads';
import { startBlobs } from './support/blobs';
import { pdf } from './support/files';
import { call, jsonRequest, multipartRequest, ORIGIN } from './support/requests';
import { noSlackEnv, setEnv } from './support/slack';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => setEnv(noSlackEnv));

const UNREADABLE = 'We could not read the form. Please check your answers and try again.';
const contact = { name: 'Ayşe', email: 'ayse@example.com', message: 'Merhaba' };
const academy = {
  fullName: 'Ayşe',
  email: 'ayse@example.com',
  phone: '1',
  motivation: 'm',
  agreeToTerms: true,
};
const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
const job = { fullName: 'Ayşe', email: 'ayse@example.com', phone: '1', consent };

/** A JSON body whose `name` holds raw bytes that are not UTF-8. */
const notUtf8 = (bytes: number[]) =>
  Buffer.concat([
    Buffer.from('{"name":"A'),
    Buffer.from(bytes),
    Buffer.from('","email":"a@example.com","message":"m"}'),
  ]);

describe('unreadable text', () => {
  it.each([
    ['a lone continuation byte', [0x80]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ])('refuses JSON with %s and stores nothing', async (_case, bytes) => {
    const before = await submissionIds(blobs.store());
    const request = new Request(`${ORIGIN}${FORMS.contact.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: notUtf8(bytes),
    });
    const { status, body } = await call(submitForm, request);
    expect(status).toBe(400);
    expect(body.errors).toEqual([UNREADABLE]);
    expect(await submissionIds(blobs.store())).toEqual(before);
  });

  it.each([
    ['NUL', 'Ali\u0000'],
    ['an ANSI escape', '\u001b[31mAli'],
    ['DEL', 'Ali\u007f'],
  ])('refuses a name with %s on every form', async (_case, name) => {
    expect(
      (await call(submitForm, jsonRequest(FORMS.contact.path, { ...contact, name }))).status,
    ).toBe(400);
    expect(
      (await call(academyApply, jsonRequest(FORMS.academy.path, { ...academy, fullName: name })))
        .body.message,
    ).toBe(UNREADABLE);
    const jobAnswer = await call(
      apply,
      await multipartRequest(
        FORMS.job.path,
        { ...job, fullName: name },
        { name: 'cv.pdf', bytes: pdf() },
      ),
    );
    expect(jobAnswer.status).toBe(400);
    expect(jobAnswer.body.errors).toEqual([UNREADABLE]);
    expect(
      (await call(uploads, jsonRequest(UPLOADS_PATH, { name: `${name}.pdf`, size: 100 }))).status,
    ).toBe(400);
  });

  it('refuses a multipart field that is not UTF-8', async () => {
    const fields = Object.entries({ ...job, fullName: new Uint8Array([0x41, 0xff, 0xfe]) }).map(
      ([name, value]) => ({ name, value }),
    );
    const { body, contentType } = multipartBody([
      ...fields,
      { name: 'resume', value: pdf(), filename: 'cv.pdf', type: 'application/pdf' },
    ]);
    const request = new Request(`${ORIGIN}${FORMS.job.path}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    const answer = await call(apply, request);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([UNREADABLE]);
  });

  it('keeps tabs and line breaks in a message', async () => {
    const { status } = await call(
      submitForm,
      jsonRequest(FORMS.contact.path, { ...contact, message: 'Line one\r\n\tLine two' }),
    );
    expect(status).toBe(200);
  });
});

describe('a body cut off inside the resume', () => {
  it('answers 400, not 500', async () => {
    const whole = await multipartRequest(FORMS.job.path, job, {
      name: 'cv.pdf',
      bytes: pdf(200_000),
    });
    const bytes = new Uint8Array(await whole.arrayBuffer());
    for (const fraction of [0.3, 0.6, 0.9]) {
      const cut = bytes.subarray(0, Math.floor(bytes.byteLength * fraction));
      const request = new Request(`${ORIGIN}${FORMS.job.path}`, {
        method: 'POST',
        headers: { 'content-type': whole.headers.get('content-type')! },
        body: cut,
      });
      const { status, body } = await call(apply, request);
      expect(status).toBe(400);
      expect(body.errors).toEqual([UNREADABLE]);
    }
  });
});

describe('the store deadline', () => {
  it('aborts a store call still in flight at its deadline, so it never lands after the failure is answered', async () => {
    const slow = await blobs.slowStorage(400);
    try {
      const store = blobs.store();
      await expect(
        stored(() => store.setJSON('records/late', { late: true }), 100),
      ).rejects.toThrow('Submission storage unavailable');
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(slow.forwarded).toEqual([]);
    } finally {
      await slow.restore();
    }
    expect(await blobs.store().get('records/late')).toBeNull();
  });
});

describe('a store that refuses the record', () => {
  it('is a failure, not a success: the store client takes any answer to a conditional write but 412 for success', async () => {
    const refusing = await blobs.refuseWrites('/records/');
    let answer;
    try {
      answer = await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    } finally {
      await refusing.restore();
    }
    expect(answer.status).toBe(503);
    expect(answer.body.success).toBe(false);
  });
});
