/**
 * Suspected spam is kept, never silently dropped: the visitor hears success as always,
 * the submission is held for review with its reason, never reaches Slack, and goes after 30 days.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import academyApply from '../../netlify/functions/academy.mts';
import apply from '../../netlify/functions/job.mts';
import submitForm from '../../netlify/functions/contact.mts';
import uploads from '../../netlify/functions/uploads.mts';
import { runMaintenance } from '../../netlify/lib/maintenance';
import {
  readSuspected,
  readSuspectedResume,
  saveSuspected,
  suspectedIds,
} from '../../netlify/lib/spam';
import { newSubmission, outboxIds, submissionIds } from '../../netlify/lib/submissions';
import { FORMS } from '../../src/shared/forms/forms';
import { UPLOADS_PATH } from '../../src/shared/forms/uploadProtocol';
import { startBlobs } from './support/blobs';
import { pdf } from './support/files';
import { call, jsonRequest, multipartRequest, ORIGIN } from './support/requests';
import { apiEnv, noSlackEnv, setEnv, startSlack } from './support/slack';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
let slack: Awaited<ReturnType<typeof startSlack>>;
beforeAll(async () => {
  blobs = await startBlobs();
  slack = await startSlack();
});
afterAll(async () => {
  setEnv(noSlackEnv);
  await slack.close();
  await blobs.stop();
});
beforeEach(() => {
  slack.reset();
  setEnv(apiEnv(slack.url));
});

const contact = {
  name: 'Ayşe',
  email: 'ayse@example.com',
  message: 'Merhaba',
  website: '',
  fillTimeMs: 14_000,
};
const academy = {
  fullName: 'Ayşe',
  email: 'ayse@example.com',
  phone: '1',
  motivation: 'm',
  agreeToTerms: true,
  website: '',
  fillTimeMs: 14_000,
};
const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
const job = {
  fullName: 'Ayşe',
  email: 'ayse@example.com',
  phone: '1',
  consent,
  website: '',
  fillTimeMs: '14000',
};

/** What a submission left in the store: the new held and the new delivered ids, and the new outbox entries. */
async function stateAfter(send: () => Promise<{ status: number; body: unknown }>) {
  const store = blobs.store();
  const before = {
    held: await suspectedIds(store),
    records: await submissionIds(store),
    outbox: await outboxIds(store),
  };
  const answer = await send();
  const added = (now: string[], then: string[]) => now.filter((id) => !then.includes(id));
  return {
    answer,
    held: added(await suspectedIds(store), before.held),
    records: added(await submissionIds(store), before.records),
    outbox: added(await outboxIds(store), before.outbox),
  };
}

describe('a submission that looks like a bot’s', () => {
  it.each([
    ['the honeypot filled', { website: 'https://spam.example' }, 'honeypot'],
    ['the honeypot holding a space', { website: ' ' }, 'honeypot'],
    ['the honeypot holding a number', { website: 0 }, 'honeypot'],
    ['a fill time of 300 ms', { fillTimeMs: 300 }, 'fillTime'],
    ['a fill time of "2499"', { fillTimeMs: '2499' }, 'fillTime'],
    ['a negative fill time', { fillTimeMs: -5 }, 'fillTime'],
    ['a fill time that is not a number', { fillTimeMs: 'soon' }, 'fillTime'],
    ['a fill time that is an object', { fillTimeMs: { ms: 9000 } }, 'fillTime'],
  ])(
    'with %s gets the usual success, is held for review with its reason, and never reaches Slack',
    async (_case, change, reason) => {
      const { answer, held, records, outbox } = await stateAfter(() =>
        call(submitForm, jsonRequest(FORMS.contact.path, { ...contact, ...change })),
      );
      expect(answer).toMatchObject({
        status: 200,
        body: { success: true, message: 'Thank you. We have received your message.' },
      });
      expect(records).toEqual([]);
      expect(outbox).toEqual([]);
      expect(held).toHaveLength(1);
      const kept = (await readSuspected(blobs.store(), held[0]!))!;
      expect(kept).toMatchObject({
        kind: 'contact',
        fields: { name: 'Ayşe', email: 'ayse@example.com' },
        suspected: { reason },
        delivery: { state: 'held' },
      });
      expect(kept.suspected!.detail.length).toBeGreaterThan(0);
      expect(slack.received).toHaveLength(0);
    },
  );

  it.each([
    ['no anti-spam fields (the documented payload)', { website: undefined, fillTimeMs: undefined }],
    ['an empty fill time', { fillTimeMs: '' }],
    ['a fill time of 2.5 s', { fillTimeMs: 2_500 }],
  ])('with %s is delivered as usual', async (_case, change) => {
    const { held, records } = await stateAfter(() =>
      call(academyApply, jsonRequest(FORMS.academy.path, { ...academy, ...change })),
    );
    expect(held).toEqual([]);
    expect(records).toHaveLength(1);
    expect(slack.calls('/api/chat.postMessage')).toHaveLength(1);
  });

  it('keeps a held job application’s resume and uses up its upload', async () => {
    const file = pdf(3000);
    const started = await call(
      uploads,
      jsonRequest(UPLOADS_PATH, { name: 'cv.pdf', size: file.byteLength }),
    );
    const uploadId = started.body.uploadId as string;
    const chunk = new Request(`${ORIGIN}${UPLOADS_PATH}/${uploadId}/chunks/0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: file as Uint8Array<ArrayBuffer>,
    });
    expect((await call(uploads, chunk)).body.complete).toBe(true);

    const { answer, held, records, outbox } = await stateAfter(async () =>
      call(
        apply,
        await multipartRequest(FORMS.job.path, {
          ...job,
          fillTimeMs: '900',
          resumeUploadId: uploadId,
        }),
      ),
    );
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect([records, outbox]).toEqual([[], []]);
    const kept = (await readSuspected(blobs.store(), held[0]!))!;
    expect(kept.suspected).toEqual({
      reason: 'fillTime',
      detail: 'filled in 900 ms (a person needs 2500 ms or more)',
    });
    expect(kept.resume).toEqual({
      name: 'cv.pdf',
      size: file.byteLength,
      contentType: 'application/pdf',
    });
    expect(
      Buffer.from((await readSuspectedResume(blobs.store(), kept.id))!).equals(Buffer.from(file)),
    ).toBe(true);
    const again = await call(
      apply,
      await multipartRequest(FORMS.job.path, { ...job, resumeUploadId: uploadId }),
    );
    expect(again.status).toBe(409);
    expect(slack.received).toHaveLength(0);
  });

  it('is deleted 30 days after receipt by the scheduled run; a younger one stays', async () => {
    const store = blobs.store();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const held = (days: number) => ({
      ...newSubmission({
        kind: 'job',
        lang: 'en',
        fields: {},
        resume: { name: 'cv.pdf', size: 10, contentType: 'application/pdf' },
        now: daysAgo(days),
      }),
      suspected: { reason: 'honeypot' as const, detail: 'x' },
      delivery: { state: 'held' as const, attempts: 0 },
    });
    const old = held(31);
    const young = held(29);
    await saveSuspected(store, old, pdf(10));
    await saveSuspected(store, young, pdf(10));
    const report = await runMaintenance(store, { mode: 'none' });
    expect(report.purgedSpam).toBeGreaterThanOrEqual(1);
    expect(await readSuspected(store, old.id)).toBeNull();
    expect(await readSuspectedResume(store, old.id)).toBeNull();
    expect(await readSuspected(store, young.id)).not.toBeNull();
  });
});
