/**
 * Hostile input (issue 13), through the real handlers and the Blobs store: each refusal is a 4xx
 * naming the field, and leaves nothing behind in the store.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import academyApply from '../../netlify/functions/academy.mts';
import apply from '../../netlify/functions/job.mts';
import submitForm from '../../netlify/functions/contact.mts';
import { EMAIL_PATTERN } from '../../src/shared/forms/constants';
import { FORMS } from '../../src/shared/forms/forms';
import { startBlobs } from './support/blobs';
import { pdf } from './support/files';
import { call, jsonRequest, multipartRequest } from './support/requests';
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
