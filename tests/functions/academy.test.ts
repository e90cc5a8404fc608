import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORMS } from '../../src/shared/forms/forms';
import academyApply from '../../netlify/functions/academy.mts';
import { readSubmission, submissionIds } from '../../netlify/lib/submissions';
import { startBlobs } from './support/blobs';
import { call, jsonRequest, ORIGIN } from './support/requests';
import { noSlackEnv, setEnv } from './support/slack';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => setEnv(noSlackEnv));

const valid = {
  fullName: 'Elif Demir',
  email: 'elif@example.com',
  phone: '+90 555 111 22 33',
  linkedin: 'https://www.linkedin.com/in/sample',
  education: 'Computer engineering',
  experience: 'Two years of React',
  motivation: 'I want to build mobile apps with AI.',
  agreeToTerms: true,
};
const post = (body: unknown, headers?: Record<string, string>) =>
  call(academyApply, jsonRequest(FORMS.academy.path, body, headers));

describe('POST /api/slack/academy-apply', () => {
  it('stores the application with its course, or the default course title', async () => {
    expect(
      (await post({ ...valid, courseTitle: 'Mobile development with AI', courseId: 'mobile-ai' }))
        .body,
    ).toEqual({
      success: true,
      message: 'Thank you. We have received your application.',
    });
    const ids = await submissionIds(blobs.store());
    expect((await readSubmission(blobs.store(), ids.at(-1)!))!.submission.fields).toMatchObject({
      courseTitle: 'Mobile development with AI',
      courseId: 'mobile-ai',
    });

    expect((await post(valid)).status).toBe(200);
    const next = await submissionIds(blobs.store());
    expect((await readSubmission(blobs.store(), next.at(-1)!))!.submission.fields.courseTitle).toBe(
      'Unknown Course',
    );
  });

  it('accepts the payload without the optional linkedin, education and experience', async () => {
    const { linkedin: _l, education: _e, experience: _x, ...required } = valid;
    expect((await post(required)).status).toBe(200);
  });

  it.each([
    ['fullName', { fullName: '' }, 'Please enter your full name.'],
    ['email', { email: '' }, 'Please enter your email address.'],
    ['emailInvalid', { email: 'elif@@example' }, 'Please enter a valid email address.'],
    ['phone', { phone: ' ' }, 'Please enter your phone number.'],
    ['motivation', { motivation: '' }, 'Please tell us why you want to take this course.'],
    [
      'agreeToTerms',
      { agreeToTerms: false },
      'Please confirm that you have read the privacy notice.',
    ],
    [
      'linkedin',
      { linkedin: 'linkedin.com/in/x' },
      'Please enter a full web address starting with http:// or https://.',
    ],
  ])('refuses %s with {message}', async (_key, change, text) => {
    const { status, body } = await post({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe(text);
  });

  it('names every missing field in the message and per field', async () => {
    const { body } = await post({});
    expect(body.message.split('\n')).toHaveLength(5);
    expect(Object.keys(body.fieldErrors)).toEqual([
      'fullName',
      'email',
      'phone',
      'motivation',
      'agreeToTerms',
    ]);
  });

  it('answers in Turkish for a Turkish visitor', async () => {
    const { body } = await post(
      { ...valid, agreeToTerms: false },
      { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' },
    );
    expect(body.message).toBe("Lütfen Aydınlatma Metni'ni okuduğunuzu onaylayın.");
  });

  it('answers 405, 415 and 413 with a message', async () => {
    const get = await call(academyApply, new Request(`${ORIGIN}${FORMS.academy.path}`));
    expect(get.status).toBe(405);
    expect(typeof get.body.message).toBe('string');
    const form = await call(
      academyApply,
      new Request(`${ORIGIN}${FORMS.academy.path}`, {
        method: 'POST',
        body: new URLSearchParams({ fullName: 'x' }),
      }),
    );
    expect(form.status).toBe(415);
    expect(typeof form.body.message).toBe('string');
    const big = await post({ ...valid, motivation: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
    expect(typeof big.body.message).toBe('string');
  });
});
