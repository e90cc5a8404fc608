import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTranslations } from '../../src/i18n';
import { FORMS } from '../../src/shared/forms/forms';
import { UPLOADS_PATH } from '../../src/shared/forms/uploadProtocol';
import academyApply from '../../netlify/functions/academy.mts';
import apply from '../../netlify/functions/job.mts';
import submitForm from '../../netlify/functions/contact.mts';
import uploads from '../../netlify/functions/uploads.mts';
import { runMaintenance } from '../../netlify/lib/maintenance';
import { purgeRecords } from '../../netlify/lib/purgeRecords';
import { ERASURE_RECORD_MONTHS, RETENTION, addMonths } from '../../src/config/retention';
import {
  deletionDate,
  newSubmission,
  readResume,
  readSubmission,
  saveSubmission,
  submissionIds,
  withFutureContactWithdrawn,
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
const MINUTE = 60 * 1000;
const yearsAgo = (years: number, plusMs = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() + plusMs);
};
const resume = { name: 'old.pdf', size: 2048, contentType: 'application/pdf' };
const consent = (futureContact: boolean) =>
  JSON.stringify({ privacyPolicy: true, referenceCheck: true, futureContact });

/** The stored submission sent with this e-mail address. */
async function storedFor(email: string) {
  const store = blobs.store();
  for (const id of await submissionIds(store)) {
    const record = await readSubmission(store, id);
    if (record?.submission.fields.email === email) return record.submission;
  }
  throw new Error(`nothing stored for ${email}`);
}

describe('retention', () => {
  it('deletes each submission at its own date, by its kind and the future-contact consent', async () => {
    const store = blobs.store();
    // Sent as visitors send them, through the real handlers.
    const person = (name: string) => ({ fullName: name, email: `${name}@retention.example` });
    expect(
      (
        await call(
          submitForm,
          jsonRequest(FORMS.contact.path, {
            name: 'Contact',
            email: 'contact@retention.example',
            message: 'A question.',
          }),
        )
      ).status,
    ).toBe(200);
    for (const [name, futureContact] of [
      ['refused', false],
      ['agreed', true],
    ] as const) {
      const answer = await call(
        apply,
        await multipartRequest(
          FORMS.job.path,
          { ...person(name), phone: '+90 555 000 00 00', consent: consent(futureContact) },
          { name: 'cv.pdf', bytes: pdf() },
        ),
      );
      expect(answer.status).toBe(200);
    }
    expect(
      (
        await call(
          academyApply,
          jsonRequest(FORMS.academy.path, {
            ...person('academy'),
            phone: '+90 555 000 00 00',
            motivation: 'To build.',
            agreeToTerms: true,
          }),
        )
      ).status,
    ).toBe(200);

    const expected = [
      ['contact@retention.example', RETENTION.contactMonths],
      ['refused@retention.example', RETENTION.applicationMonths],
      ['agreed@retention.example', RETENTION.futureContactMonths],
      ['academy@retention.example', RETENTION.applicationMonths],
    ] as const;
    const submissions = await Promise.all(
      expected.map(async ([email, months]) => {
        const submission = await storedFor(email);
        const due = addMonths(new Date(submission.receivedAt), months);
        expect(submission.deleteAfter, email).toBe(due.toISOString());
        return { email, id: submission.id, due };
      }),
    );
    const present = async (id: string) => (await readSubmission(store, id)) !== null;

    // The scheduled run the minute before and the minute after each period's end: what it kept
    // goes then, not before, and the longer-kept ones stay.
    const periods = [...new Set(expected.map(([, months]) => months))].sort((a, b) => a - b);
    for (const months of periods) {
      const ending = submissions.filter((_, index) => expected[index]![1] === months);
      const later = submissions.filter((_, index) => expected[index]![1] > months);
      await runMaintenance(
        store,
        { mode: 'none' },
        new Date(Math.min(...ending.map((s) => +s.due)) - MINUTE),
      );
      for (const { email, id } of [...ending, ...later])
        expect(await present(id), `${email} before ${months} months`).toBe(true);
      await runMaintenance(
        store,
        { mode: 'none' },
        new Date(Math.max(...ending.map((s) => +s.due)) + MINUTE),
      );
      for (const { email, id } of ending) {
        expect(await present(id), `${email} after ${months} months`).toBe(false);
        expect(await readResume(store, id)).toBeNull();
      }
      for (const { email, id } of later)
        expect(await present(id), `${email} after ${months} months`).toBe(true);
    }
  });

  it('applies the current rule to records stored under the earlier 5 years, and keeps none past its stored date', async () => {
    const store = blobs.store();
    const now = new Date();
    const stored = async (
      name: string,
      kind: 'contact' | 'job',
      monthsAgo: number,
      futureContact?: boolean,
      keptMonths = 60,
    ) => {
      const received = addMonths(now, -monthsAgo);
      const submission = newSubmission({
        kind,
        lang: 'en',
        fields: { fullName: name },
        ...(kind === 'job' ? { resume, futureContact } : {}),
        now: received,
      });
      submission.deleteAfter = addMonths(received, keptMonths).toISOString();
      await saveSubmission(store, submission, kind === 'job' ? pdf() : undefined);
      return submission.id;
    };
    const past = (months: number) => months + 1;
    const within = (months: number) => months - 1;
    const ids = {
      refused: await stored('refused', 'job', past(RETENTION.applicationMonths), false),
      agreed: await stored('agreed', 'job', past(RETENTION.applicationMonths), true),
      agreedLong: await stored('agreed long ago', 'job', past(RETENTION.futureContactMonths), true),
      contact: await stored('contact', 'contact', within(RETENTION.contactMonths)),
      oldContact: await stored('old contact', 'contact', past(RETENTION.contactMonths)),
      // A window that was shorter when the applicant agreed: the record goes on its stored date.
      shorterWindow: await stored(
        'shorter window',
        'job',
        past(RETENTION.futureContactMonths - 6),
        true,
        RETENTION.futureContactMonths - 6,
      ),
    };

    await runMaintenance(store, { mode: 'none' }, now);
    const left = async (id: string) => (await readSubmission(store, id)) !== null;
    expect(await left(ids.refused)).toBe(false);
    expect(await readResume(store, ids.refused)).toBeNull();
    expect(await left(ids.agreed)).toBe(true);
    expect(await readResume(store, ids.agreed)).not.toBeNull();
    expect(await left(ids.agreedLong)).toBe(false);
    expect(await left(ids.contact)).toBe(true);
    expect(await left(ids.oldContact)).toBe(false);
    expect(await left(ids.shorterWindow)).toBe(false);
  });

  it('deletes a resume left without its record once the shortest period has passed', async () => {
    const store = blobs.store();
    const old = newSubmission({
      kind: 'job',
      lang: 'en',
      fields: {},
      resume,
      futureContact: true,
      now: yearsAgo(3),
    });
    await store.set(`resumes/${old.id}`, new Blob([pdf() as Uint8Array<ArrayBuffer>]));
    await runMaintenance(store, { mode: 'none' });
    expect(await readResume(store, old.id)).toBeNull();
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

  it('records the deletion date and the future-contact window on receipt, from the one rule', () => {
    const now = new Date('2026-03-15T10:00:00.000Z');
    const job = (futureContact: boolean) =>
      newSubmission({ kind: 'job', lang: 'tr', fields: {}, futureContact, now });
    const months = (count: number) => addMonths(now, count).toISOString();
    expect(job(true).deleteAfter).toBe(months(RETENTION.futureContactMonths));
    expect(job(true).futureContact).toEqual({
      granted: true,
      until: months(RETENTION.futureContactMonths),
    });
    expect(job(false).deleteAfter).toBe(months(RETENTION.applicationMonths));
    expect(job(false).futureContact).toEqual({ granted: false, until: null });
    for (const kind of ['contact', 'academy'] as const)
      expect(newSubmission({ kind, lang: 'en', fields: {}, now }).deleteAfter).toBe(
        months(kind === 'contact' ? RETENTION.contactMonths : RETENTION.applicationMonths),
      );
    expect(RETENTION).toEqual({
      contactMonths: 12,
      applicationMonths: 12,
      futureContactMonths: 24,
    });
  });

  it('brings a withdrawn future-contact consent back to the application period, never later than stored', () => {
    const received = new Date('2026-03-15T10:00:00.000Z');
    const withdrawnAt = new Date('2026-05-02T08:30:00.000Z');
    const agreed = newSubmission({
      kind: 'job',
      lang: 'tr',
      fields: {},
      futureContact: true,
      now: received,
    });
    const withdrawn = withFutureContactWithdrawn(agreed, withdrawnAt);
    expect(withdrawn.futureContact).toEqual({
      granted: false,
      until: null,
      withdrawnAt: withdrawnAt.toISOString(),
    });
    expect(withdrawn.deleteAfter).toBe(
      addMonths(received, RETENTION.applicationMonths).toISOString(),
    );
    expect(deletionDate(withdrawn)).toEqual(addMonths(received, RETENTION.applicationMonths));
    // Stored to go sooner than the application period (an earlier, shorter rule): it still does.
    const sooner = addMonths(received, RETENTION.applicationMonths - 3).toISOString();
    expect(
      withFutureContactWithdrawn({ ...agreed, deleteAfter: sooner }, withdrawnAt).deleteAfter,
    ).toBe(sooner);
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

  it('records each purge that deletes anything, with counts only, and deletes the record after three years', async () => {
    const store = blobs.store();
    const now = new Date();
    const old = (kind: 'contact' | 'job', name: string) =>
      newSubmission({
        kind,
        lang: 'en',
        fields: { name, email: `${name.toLowerCase().replace(' ', '.')}@record.example` },
        ...(kind === 'job' ? { resume, futureContact: false } : {}),
        now: addMonths(now, -(RETENTION.futureContactMonths + 1)),
      });
    const gone = [old('contact', 'Deniz Kaya'), old('job', 'Elif Şahin')];
    for (const submission of gone)
      await saveSubmission(store, submission, submission.kind === 'job' ? pdf() : undefined);
    const stale = await startUpload(store, 'cv.pdf', 100, new Date(now.getTime() - 2 * DAY));

    const report = await runMaintenance(store, { mode: 'none' }, now);
    const ofThisRun = async () =>
      (await purgeRecords(store)).filter((record) => record.purgedAt === now.toISOString());
    const [record, ...more] = await ofThisRun();
    expect(more).toEqual([]);
    expect(record!.counts).toEqual({
      submissions: report.purged,
      spam: report.purgedSpam,
      uploads: report.expiredUploads,
      erasureRecords: report.purgedErasureRecords,
    });
    expect(record!.counts.submissions).toBeGreaterThanOrEqual(2);
    expect(record!.counts.uploads).toBeGreaterThanOrEqual(1);
    // Nothing of a person: no address, no name, no submission's or upload's id.
    const text = JSON.stringify(record);
    for (const submission of gone) {
      expect(text).not.toContain(submission.id);
      expect(text).not.toContain(String(submission.fields.email));
      expect(text).not.toContain(String(submission.fields.name));
    }
    expect(text).not.toContain(stale.uploadId);
    expect(text).not.toMatch(/@/);

    // A run that deletes nothing records nothing.
    await runMaintenance(store, { mode: 'none' }, now);
    expect(await ofThisRun()).toHaveLength(1);

    // Kept three years (KVKK Deletion Regulation Art. 7(3)), then purged by the scheduled run.
    const expires = addMonths(now, ERASURE_RECORD_MONTHS);
    await runMaintenance(store, { mode: 'none' }, new Date(+expires - MINUTE));
    expect(await ofThisRun()).toHaveLength(1);
    const later = await runMaintenance(store, { mode: 'none' }, new Date(+expires + MINUTE));
    expect(await ofThisRun()).toEqual([]);
    expect(later.purgedPurgeRecords).toBeGreaterThanOrEqual(1);
  });

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
    expect(job.body.message).toBe(useTranslations('fr').t('validation:request.unavailable'));

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
