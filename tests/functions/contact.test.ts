import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORMS } from '../../src/shared/forms/forms';
import submitForm from '../../netlify/functions/contact.mts';
import { submissionIds, readSubmission } from '../../netlify/lib/submissions';
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
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  message: 'We would like a chatbot.',
  company: 'Sample Ltd',
};

describe('POST /api/slack/submit-form (contact)', () => {
  it('stores a valid message and answers {success: true}', async () => {
    const before = (await submissionIds(blobs.store())).length;
    const { status, body, headers } = await call(
      submitForm,
      jsonRequest(FORMS.contact.path, valid),
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cache-control')).toBe('no-store');
    const ids = await submissionIds(blobs.store());
    expect(ids).toHaveLength(before + 1);
    const stored = await readSubmission(blobs.store(), ids.at(-1)!);
    expect(stored?.submission).toMatchObject({
      kind: 'contact',
      fields: valid,
      delivery: { state: 'pending', attempts: 0 },
    });
  });

  it('accepts the documented payload without company', async () => {
    const { company: _company, ...withoutCompany } = valid;
    const { status } = await call(submitForm, jsonRequest(FORMS.contact.path, withoutCompany));
    expect(status).toBe(200);
  });

  it('refuses missing name, email and message with {success: false, errors}', async () => {
    const { status, body } = await call(
      submitForm,
      jsonRequest(FORMS.contact.path, { company: 'x' }),
    );
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([
      'Please enter your full name.',
      'Please enter your email address.',
      'Please enter your message.',
    ]);
  });

  it('refuses an address that is not an e-mail', async () => {
    const { status, body } = await call(
      submitForm,
      jsonRequest(FORMS.contact.path, { ...valid, email: 'ayse.example.com' }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual(['Please enter a valid email address.']);
  });

  it('answers in the language of the request (lang field, then Accept-Language)', async () => {
    const byField = await call(
      submitForm,
      jsonRequest(FORMS.contact.path, { ...valid, name: '', lang: 'tr' }),
    );
    expect(byField.body.errors).toEqual(['Lütfen adınızı ve soyadınızı girin.']);
    const byHeader = await call(
      submitForm,
      jsonRequest(
        FORMS.contact.path,
        { ...valid, name: '' },
        { 'accept-language': 'fr-FR,fr;q=0.9' },
      ),
    );
    expect(byHeader.body.errors).toEqual(['Veuillez indiquer vos prénom et nom.']);
  });

  it('answers 405 to another method, 415 to another content type, 413 past 64 KB, 400 to broken JSON', async () => {
    const get = await call(submitForm, new Request(`${ORIGIN}${FORMS.contact.path}`));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.body.success).toBe(false);

    const text = await call(
      submitForm,
      new Request(`${ORIGIN}${FORMS.contact.path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hi',
      }),
    );
    expect(text.status).toBe(415);
    expect(text.body.errors).toHaveLength(1);

    const big = await call(
      submitForm,
      jsonRequest(FORMS.contact.path, { ...valid, message: 'x'.repeat(64 * 1024) }),
    );
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);

    const broken = await call(submitForm, jsonRequest(FORMS.contact.path, '{"name": '));
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0]).toMatch(/could not read the form/);

    const list = await call(submitForm, jsonRequest(FORMS.contact.path, '[1,2]'));
    expect(list.status).toBe(400);
  });

  it('refuses an over-long message with a 400, not a 5xx', async () => {
    const { status, body } = await call(
      submitForm,
      jsonRequest(FORMS.contact.path, { ...valid, message: 'x'.repeat(6000) }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual(['This answer is too long. Please shorten it.']);
  });
});
