import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORMS } from '../../src/shared/forms/forms';
import apply from '../../netlify/functions/job.mts';
import { readResume, readSubmission, submissionIds } from '../../netlify/lib/submissions';
import { MAX_RESUME_BYTES } from '../../src/shared/forms/constants';
import { RETENTION, addMonths } from '../../src/config/retention';
import { startBlobs } from './support/blobs';
import { doc, docx, exe, pdf, zip } from './support/files';
import { call, multipartRequest, ORIGIN } from './support/requests';
import { noSlackEnv, setEnv } from './support/slack';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => setEnv(noSlackEnv));

const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true, futureContact: true });
/** Every field of the documented multipart payload. */
const fields = {
  jobTitle: 'AI Developer',
  jobType: 'Full Time',
  jobWorkType: 'Hybrid',
  jobLocation: 'Istanbul',
  fullName: 'Deniz Kaya',
  email: 'deniz@example.com',
  phone: '+90 555 000 00 00',
  linkedin: 'https://www.linkedin.com/in/sample',
  github: 'https://github.com/sample',
  portfolio: '',
  otherUrl: '',
  englishLevel: 'upperIntermediate',
  additionalInfo: 'Available from June.',
  consent,
};
const cv = { name: 'cv.pdf', bytes: pdf() };
const post = async (body: Record<string, string>, file: typeof cv | null = cv) =>
  call(apply, await multipartRequest(FORMS.job.path, body, file ?? undefined));
const latest = async () => {
  const ids = await submissionIds(blobs.store());
  return (await readSubmission(blobs.store(), ids.at(-1)!))!.submission;
};

describe('POST /api/slack/apply (job application)', () => {
  it('stores the application and its resume as its own blob, and records the future-contact window', async () => {
    const { status, body } = await post(fields);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Thank you. We have received your application.',
    });
    const stored = await latest();
    expect(stored.fields).toMatchObject({
      fullName: 'Deniz Kaya',
      englishLevel: 'upperIntermediate',
      consent: { privacyPolicy: true, referenceCheck: true, futureContact: true },
    });
    expect(stored.resume).toEqual({
      name: 'cv.pdf',
      size: cv.bytes.byteLength,
      contentType: 'application/pdf',
    });
    expect(Buffer.from((await readResume(blobs.store(), stored.id))!)).toEqual(
      Buffer.from(cv.bytes),
    );
    // With the future-contact consent, kept and open to contact for its whole window.
    const received = new Date(stored.receivedAt);
    const window = addMonths(received, RETENTION.futureContactMonths).toISOString();
    expect(stored.futureContact).toEqual({ granted: true, until: window });
    expect(stored.deleteAfter).toBe(window);
  });

  it('defaults englishLevel to beginner and records a refused future contact', async () => {
    const { englishLevel: _level, ...rest } = fields;
    const { status } = await post({
      ...rest,
      consent: JSON.stringify({ privacyPolicy: true, referenceCheck: true, futureContact: false }),
    });
    expect(status).toBe(200);
    const stored = await latest();
    expect(stored.fields.englishLevel).toBe('beginner');
    expect(stored.futureContact).toEqual({ granted: false, until: null });
    expect(stored.deleteAfter).toBe(
      addMonths(new Date(stored.receivedAt), RETENTION.applicationMonths).toISOString(),
    );
  });

  it('accepts doc and docx by their content', async () => {
    expect((await post(fields, { name: 'cv.doc', bytes: doc() })).status).toBe(200);
    expect((await post(fields, { name: 'cv.docx', bytes: docx() })).status).toBe(200);
    expect((await latest()).resume?.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it.each([
    ['resume missing', {}, null, 'Please attach your CV.'],
    ['full name blank', { fullName: '   ' }, cv, 'Please enter your full name.'],
    ['email missing', { email: '' }, cv, 'Please enter your email address.'],
    ['email without domain', { email: 'deniz@' }, cv, 'Please enter a valid email address.'],
    ['phone missing', { phone: '' }, cv, 'Please enter your phone number.'],
    [
      'privacy consent missing',
      { consent: JSON.stringify({ referenceCheck: true }) },
      cv,
      'Please confirm that you have read the privacy notice.',
    ],
    [
      'reference consent missing',
      { consent: JSON.stringify({ privacyPolicy: true, referenceCheck: false }) },
      cv,
      'Please confirm that you have read how we check references.',
    ],
    [
      'english level unknown',
      { englishLevel: 'native' },
      cv,
      'Please choose your level of English.',
    ],
    [
      'link without http',
      { github: 'github.com/sample' },
      cv,
      'Please enter a full web address starting with http:// or https://.',
    ],
    [
      'resume with another extension',
      {},
      { name: 'cv.txt', bytes: pdf() },
      'Please upload your CV as a PDF, DOC or DOCX file.',
    ],
  ])('refuses %s with {errors, message}', async (_case, change, file, text) => {
    const { status, body } = await post({ ...fields, ...change }, file);
    expect(status).toBe(400);
    expect(body.errors[0]).toBe(text);
    expect(body.message).toBe(text);
  });

  it('reports every problem at once, in form order', async () => {
    const { body } = await post({ consent: '' }, null);
    expect(body.errors).toEqual([
      'Please enter your full name.',
      'Please enter your email address.',
      'Please enter your phone number.',
      'Please attach your CV.',
      'Please confirm that you have read the privacy notice.',
      'Please confirm that you have read how we check references.',
    ]);
    expect(body.fieldErrors['consent.privacyPolicy']).toBe(
      'Please confirm that you have read the privacy notice.',
    );
  });

  it('accepts a resume of exactly 5,242,880 bytes and refuses one byte more, while streaming', async () => {
    expect((await post(fields, { name: 'cv.pdf', bytes: pdf(MAX_RESUME_BYTES) })).status).toBe(200);
    expect((await latest()).resume?.size).toBe(MAX_RESUME_BYTES);
    const before = (await submissionIds(blobs.store())).length;
    const { status, body } = await post(fields, {
      name: 'cv.pdf',
      bytes: pdf(MAX_RESUME_BYTES + 1),
    });
    expect(status).toBe(413);
    expect(body.errors).toEqual(['This file is over 5 MB. Please upload a smaller one.']);
    expect(await submissionIds(blobs.store())).toHaveLength(before);
  });

  it('refuses a body announced far above the cap before reading it', async () => {
    const req = new Request(`${ORIGIN}${FORMS.job.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      body: '--x--',
    });
    const { status, body } = await call(apply, req);
    expect(status).toBe(413);
    expect(body.message).toBe('This file is over 5 MB. Please upload a smaller one.');
  });

  it('refuses a renamed program and a zip that is not a Word document', async () => {
    for (const file of [
      { name: 'cv.pdf', bytes: exe() },
      { name: 'cv.docx', bytes: zip({ 'notes.txt': 'hello' }) },
    ]) {
      const { status, body } = await post(fields, file);
      expect(status).toBe(400);
      expect(body.errors).toEqual(['Please upload your CV as a PDF, DOC or DOCX file.']);
    }
  });

  it('answers in Spanish when the form says so', async () => {
    const { body } = await post({ ...fields, fullName: '', lang: 'es' });
    expect(body.errors).toEqual(['Introduce tu nombre completo.']);
  });

  it('answers 415 to JSON and 400 to a malformed multipart body, never a 5xx', async () => {
    const json = await call(
      apply,
      new Request(`${ORIGIN}${FORMS.job.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(json.status).toBe(415);
    expect(json.body.errors).toHaveLength(1);
    const broken = await call(
      apply,
      new Request(`${ORIGIN}${FORMS.job.path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        body: '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nunfinished',
      }),
    );
    expect(broken.status).toBe(400);
    const noBoundary = await call(
      apply,
      new Request(`${ORIGIN}${FORMS.job.path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data' },
        body: 'x',
      }),
    );
    expect(noBoundary.status).toBe(400);
    const get = await call(apply, new Request(`${ORIGIN}${FORMS.job.path}`));
    expect(get.status).toBe(405);
  });

  it('refuses an unknown resumeUploadId with the upload message', async () => {
    const { status, body } = await post(
      { ...fields, resumeUploadId: '00000000-0000-4000-8000-000000000000' },
      null,
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual(['Your CV upload has expired. Please choose the file again.']);
  });
});
