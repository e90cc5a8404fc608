import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORMS } from '../../src/shared/forms/forms';
import { UPLOADS_PATH } from '../../src/shared/forms/uploadProtocol';
import academyApply from '../../netlify/functions/academy.mts';
import apply from '../../netlify/functions/job.mts';
import submitForm from '../../netlify/functions/contact.mts';
import uploads from '../../netlify/functions/uploads.mts';
import { runMaintenance } from '../../netlify/lib/maintenance';
import {
  newSubmission,
  readResume,
  readSubmission,
  saveSubmission,
  submissionIds,
} from '../../netlify/lib/submissions';
import { claimUpload, startUpload, uploadStatus } from '../../netlify/lib/uploads';
import { startBlobs } from './support/blobs';
import { pdf } from './support/files';
import { call, jsonRequest, multipartRequest } from './support/requests';
import { noSlackEnv, setEnv } from './support/slack';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => {
  setEnv(noSlackEnv);
  blobs.repairStorage();
});

const DAY = 24 * 60 * 60 * 1000;
const yearsAgo = (years: number, plusMs = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() + plusMs);
};
const resume = { name: 'old.pdf', size: 2048, contentType: 'application/pdf' };

describe('retention', () => {
  it('deletes submissions and resumes older than 5 years and keeps younger ones', async () => {
    const store = blobs.store();
    const old = newSubmission({
      kind: 'job',
      lang: 'en',
      fields: { fullName: 'Old' },
      resume,
      futureContact: false,
      now: yearsAgo(5, -DAY),
    });
    const young = newSubmission({
      kind: 'job',
      lang: 'en',
      fields: { fullName: 'Young' },
      resume,
      futureContact: true,
      now: yearsAgo(5, DAY),
    });
    await saveSubmission(store, old, pdf());
    await saveSubmission(store, young, pdf());

    const report = await runMaintenance(store, { mode: 'none' });
    expect(report.purged).toBe(1);
    expect(await readSubmission(store, old.id)).toBeNull();
    expect(await readResume(store, old.id)).toBeNull();
    expect((await readSubmission(store, young.id))?.submission.fields.fullName).toBe('Young');
    expect(await readResume(store, young.id)).not.toBeNull();
  });

  it('is not stopped by a key that is not a submission (a write cut short by a crash)', async () => {
    const store = blobs.store();
    await store.set('records/.x7k2', '{"id":"2020-');
    await store.set('outbox/.x7k2', '');
    const old = newSubmission({
      kind: 'contact',
      lang: 'en',
      fields: { name: 'Old' },
      now: yearsAgo(6),
    });
    await saveSubmission(store, old);
    expect(await submissionIds(store)).not.toContain('.x7k2');
    const report = await runMaintenance(store, { mode: 'none' });
    expect(report.purged).toBeGreaterThanOrEqual(1);
    expect(await readSubmission(store, old.id)).toBeNull();
  });

  it('records the deletion date and the 2-year future-contact window on receipt', () => {
    const now = new Date('2026-03-15T10:00:00.000Z');
    const submission = newSubmission({
      kind: 'job',
      lang: 'tr',
      fields: {},
      futureContact: true,
      now,
    });
    expect(submission.deleteAfter).toBe('2031-03-15T10:00:00.000Z');
    expect(submission.futureContact).toEqual({ granted: true, until: '2028-03-15T10:00:00.000Z' });
  });

  it('clears resume uploads that no application took within a day', async () => {
    const store = blobs.store();
    const stale = await startUpload(store, 'cv.pdf', 100, new Date(Date.now() - 2 * DAY));
    const fresh = await startUpload(store, 'cv.pdf', 100);
    const report = await runMaintenance(store, { mode: 'none' });
    expect(report.expiredUploads).toBeGreaterThanOrEqual(1);
    expect(await uploadStatus(store, stale.uploadId, new Date(Date.now() - 2 * DAY))).toBeNull();
    expect(await uploadStatus(store, fresh.uploadId)).not.toBeNull();
  });

  it('keeps to its time budget with a backlog of 400 expired uploads, and later runs finish the work', async () => {
    const store = blobs.store();
    const expiredAt = new Date(Date.now() - 2 * DAY);
    // Abandoned uploads (only the announcement), finished ones nobody took (and their file), used ones (only the claim).
    const backlog: string[] = [];
    for (let i = 0; i < 400; i += 25) {
      const batch = Array.from({ length: 25 }, async (_, j) => {
        const { uploadId } = await startUpload(store, 'cv.pdf', 100, expiredAt);
        if ((i + j) % 3 === 1)
          await store.set(
            `uploads/${uploadId}/file`,
            new Blob([pdf(100) as Uint8Array<ArrayBuffer>]),
          );
        if ((i + j) % 3 === 2) {
          await claimUpload(store, uploadId, 'an-application', expiredAt);
          await store.delete(`uploads/${uploadId}/meta`);
        }
        return uploadId;
      });
      backlog.push(...(await Promise.all(batch)));
    }
    const fresh = await startUpload(store, 'cv.pdf', 100);

    // A short budget, so that the backlog takes several runs; npm run stress times 10,000 against the real one.
    const runs: Awaited<ReturnType<typeof runMaintenance>>[] = [];
    do runs.push(await runMaintenance(store, { mode: 'none' }, new Date(), 1_500));
    while (runs.at(-1)!.stoppedEarly && runs.length < 60);

    expect(runs.at(-1)).toMatchObject({ stoppedEarly: false, expiredUploadsLeft: 0 });
    for (const run of runs.slice(0, -1))
      if (run.expiredUploadsLeft !== undefined) expect(run.expiredUploads).toBeGreaterThan(0);
    expect(runs.reduce((sum, run) => sum + run.expiredUploads, 0)).toBeGreaterThanOrEqual(400);
    const left = (await store.list({ prefix: 'uploads/' })).blobs.map((blob) => blob.key);
    expect(left.filter((key) => backlog.some((id) => key.startsWith(`uploads/${id}/`)))).toEqual(
      [],
    );
    expect(await uploadStatus(store, fresh.uploadId)).not.toBeNull();
  }, 60_000);

  it('stops starting work when its time budget is spent', async () => {
    const report = await runMaintenance(blobs.store(), { mode: 'none' }, new Date(), 0);
    expect(report.stoppedEarly).toBe(true);
  });
});

describe('storage failure', () => {
  it('answers 503 with a message in each form shape and never success', async () => {
    const before = await submissionIds(blobs.store());
    blobs.breakStorage();
    const contact = await call(
      submitForm,
      jsonRequest(FORMS.contact.path, { name: 'A', email: 'a@example.com', message: 'm' }),
    );
    expect(contact.status).toBe(503);
    expect(contact.body).toEqual({
      success: false,
      errors: ['We could not save your submission right now. Please try again in a few minutes.'],
    });
    expect(contact.headers.get('retry-after')).toBe('60');

    const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
    const job = await call(
      apply,
      await multipartRequest(
        FORMS.job.path,
        { fullName: 'A', email: 'a@example.com', phone: '1', consent, lang: 'fr' },
        { name: 'cv.pdf', bytes: pdf() },
      ),
    );
    expect(job.status).toBe(503);
    expect(job.body.message).toBe(
      'Nous n’avons pas pu enregistrer votre envoi pour le moment. Réessayez dans quelques minutes.',
    );

    const academy = await call(
      academyApply,
      jsonRequest(FORMS.academy.path, {
        fullName: 'A',
        email: 'a@example.com',
        phone: '1',
        motivation: 'm',
        agreeToTerms: true,
      }),
    );
    expect(academy.status).toBe(503);
    expect(academy.body.message).toMatch(/could not save/);

    const upload = await call(uploads, jsonRequest(UPLOADS_PATH, { name: 'cv.pdf', size: 100 }));
    expect(upload.status).toBe(503);

    blobs.repairStorage();
    expect(await submissionIds(blobs.store())).toEqual(before);
  });
});
