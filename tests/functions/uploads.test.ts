import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORMS } from '../../src/shared/forms/forms';
import apply from '../../netlify/functions/job.mts';
import uploads from '../../netlify/functions/uploads.mts';
import {
  outboxIds,
  readResume,
  readSubmission,
  submissionIds,
} from '../../netlify/lib/submissions';
import { MAX_RESUME_BYTES } from '../../src/shared/forms/constants';
import { CHUNK_BYTES, UPLOADS_PATH } from '../../src/shared/forms/uploadProtocol';
import { claimUpload, finishedUpload, useUpUpload } from '../../netlify/lib/uploads';
import { startBlobs } from './support/blobs';
import { docx, exe, pdf } from './support/files';
import { call, jsonRequest, multipartRequest, ORIGIN } from './support/requests';
import { noSlackEnv, setEnv } from './support/slack';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => setEnv(noSlackEnv));

const start = (name: string, size: number) =>
  call(uploads, jsonRequest(UPLOADS_PATH, { name, size }));
const put = (id: string, index: number, bytes: Uint8Array) =>
  call(
    uploads,
    new Request(`${ORIGIN}${UPLOADS_PATH}/${id}/chunks/${index}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes as Uint8Array<ArrayBuffer>,
    }),
  );
const status = (id: string) => call(uploads, new Request(`${ORIGIN}${UPLOADS_PATH}/${id}`));
const chunk = (file: Uint8Array, index: number) =>
  file.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
const USED =
  'This CV upload has already been used for another application. Please choose the file again.';

const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true, futureContact: false });
const fields = {
  jobTitle: 'Data Scientist',
  jobType: 'Full Time',
  jobWorkType: 'Hybrid',
  jobLocation: 'Istanbul',
  fullName: 'Can Öz',
  email: 'can@example.com',
  phone: '+90 555',
  englishLevel: 'fluent',
  consent,
};

describe('chunked resume upload (/api/uploads)', () => {
  it('takes a 5,242,880-byte resume in 1 MiB chunks, resumes after a gap, and the application names it', async () => {
    const file = pdf(MAX_RESUME_BYTES);
    const started = await start('cv.pdf', file.byteLength);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      chunkSize: CHUNK_BYTES,
      chunkCount: 5,
      received: [],
      complete: false,
    });
    const id = started.body.uploadId as string;

    // Chunks 0, 1 and 3 arrive; the client asks what is missing and sends the rest.
    for (const index of [0, 1, 3])
      expect((await put(id, index, chunk(file, index))).status).toBe(200);
    expect((await status(id)).body).toMatchObject({ received: [0, 1, 3], complete: false });
    expect((await put(id, 1, chunk(file, 1))).body.received).toEqual([0, 1, 3]);
    expect((await put(id, 2, chunk(file, 2))).body.complete).toBe(false);
    const last = await put(id, 4, chunk(file, 4));
    expect(last.body).toMatchObject({ complete: true, received: [0, 1, 2, 3, 4] });

    const answer = await call(
      apply,
      await multipartRequest(FORMS.job.path, { ...fields, resumeUploadId: id }),
    );
    expect(answer.status).toBe(200);
    const ids = await submissionIds(blobs.store());
    const stored = (await readSubmission(blobs.store(), ids.at(-1)!))!.submission;
    expect(stored.resume).toEqual({
      name: 'cv.pdf',
      size: MAX_RESUME_BYTES,
      contentType: 'application/pdf',
    });
    expect(
      Buffer.from((await readResume(blobs.store(), stored.id))!).equals(Buffer.from(file)),
    ).toBe(true);

    // The upload is used once: its file is gone after the application took it, and it cannot be named again.
    expect((await status(id)).status).toBe(404);
    const again = await call(
      apply,
      await multipartRequest(FORMS.job.path, { ...fields, resumeUploadId: id }),
    );
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors).toEqual({ resume: USED });
  });

  it('serves one application: of two naming the same upload at once, one is stored and one gets 409', async () => {
    const file = pdf(CHUNK_BYTES + 100);
    for (let round = 0; round < 8; round++) {
      const { body } = await start(`cv-${round}.pdf`, file.byteLength);
      await put(body.uploadId, 0, chunk(file, 0));
      expect((await put(body.uploadId, 1, chunk(file, 1))).body.complete).toBe(true);
      const before = {
        records: await submissionIds(blobs.store()),
        outbox: await outboxIds(blobs.store()),
      };

      const application = (name: string) =>
        multipartRequest(FORMS.job.path, {
          ...fields,
          fullName: name,
          resumeUploadId: body.uploadId,
        });
      const answers = await Promise.all([
        call(apply, await application('First')),
        call(apply, await application('Second')),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.body).toMatchObject({
        success: false,
        errors: [USED],
        message: USED,
        fieldErrors: { resume: USED },
      });

      const added = (await submissionIds(blobs.store())).filter(
        (id) => !before.records.includes(id),
      );
      expect(added).toHaveLength(1);
      const stored = (await readSubmission(blobs.store(), added[0]!))!.submission;
      expect(stored.fields.fullName).toBe(answers[0]!.status === 200 ? 'First' : 'Second');
      expect(
        Buffer.from((await readResume(blobs.store(), stored.id))!).equals(Buffer.from(file)),
      ).toBe(true);
      expect((await outboxIds(blobs.store())).filter((id) => !before.outbox.includes(id))).toEqual([
        stored.id,
      ]);
      // Nothing of the upload is left but the claim naming the application that took it.
      const left = (await blobs.store().list({ prefix: `uploads/${body.uploadId}/` })).blobs.map(
        (b) => b.key,
      );
      expect(left).toEqual([`uploads/${body.uploadId}/claim`]);
      expect(await blobs.store().get(left[0]!, { type: 'json' })).toMatchObject({
        submissionId: stored.id,
      });
    }
  });

  it('tells an application that another took the upload while it was reading it: used, not expired', async () => {
    const file = pdf(4000);
    const { body } = await start('cv.pdf', file.byteLength);
    await put(body.uploadId, 0, file);
    const store = blobs.store();
    // The other application claims and uses up the upload just after this one found no claim.
    let first = true;
    const racing = new Proxy(store, {
      get(target, property) {
        if (property !== 'get') return Reflect.get(target, property);
        return async (key: string, options?: object) => {
          if (first && key.endsWith('/claim')) {
            first = false;
            await claimUpload(store, body.uploadId, 'the-other-application');
            await useUpUpload(store, body.uploadId);
            return null;
          }
          return target.get(key, options as { type: 'json' });
        };
      },
    });
    expect(await finishedUpload(racing, body.uploadId)).toEqual({ ok: false, reason: 'used' });
  });

  it('gives the upload back when the application that took it could not be stored', async () => {
    const file = pdf(5000);
    const { body } = await start('cv.pdf', file.byteLength);
    await put(body.uploadId, 0, file);
    const refusing = await blobs.refuseWrites('/records/');
    let failed;
    try {
      failed = await call(
        apply,
        await multipartRequest(FORMS.job.path, { ...fields, resumeUploadId: body.uploadId }),
      );
    } finally {
      await refusing.restore();
    }
    expect(failed.status).toBe(503);
    const retried = await call(
      apply,
      await multipartRequest(FORMS.job.path, { ...fields, resumeUploadId: body.uploadId }),
    );
    expect(retried.status).toBe(200);
  });

  it('refuses to start a resume above 5 MB or with another extension', async () => {
    const tooBig = await start('cv.pdf', MAX_RESUME_BYTES + 1);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors).toEqual(['This file is over 5 MB. Please upload a smaller one.']);
    const exeName = await start('setup.exe', 1000);
    expect(exeName.status).toBe(400);
    expect(exeName.body.message).toBe('Please upload your CV as a PDF, DOC or DOCX file.');
    expect((await start('cv.pdf', 0)).body.errors).toEqual(['Please attach your CV.']);
  });

  it('refuses a renamed program at its first chunk', async () => {
    const program = exe();
    const { body } = await start('cv.pdf', program.byteLength);
    const refused = await put(body.uploadId, 0, program);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['Please upload your CV as a PDF, DOC or DOCX file.']);
    expect(refused.body.fieldErrors).toEqual({
      resume: 'Please upload your CV as a PDF, DOC or DOCX file.',
    });
    expect((await status(body.uploadId)).status).toBe(404);
  });

  it('checks the assembled file: a docx passes', async () => {
    const file = docx();
    const { body } = await start('cv.docx', file.byteLength);
    expect((await put(body.uploadId, 0, file)).body.complete).toBe(true);
  });

  it('refuses a chunk of the wrong length, index or type, and an application naming an unfinished upload', async () => {
    const file = pdf(CHUNK_BYTES + 10);
    const { body } = await start('cv.pdf', file.byteLength);
    expect((await put(body.uploadId, 0, file.subarray(0, 100))).status).toBe(400);
    expect((await put(body.uploadId, 7, file.subarray(0, 10))).status).toBe(400);
    const tooLong = await put(body.uploadId, 0, pdf(CHUNK_BYTES + 1));
    expect(tooLong.status).toBe(413);
    const text = await call(
      uploads,
      new Request(`${ORIGIN}${UPLOADS_PATH}/${body.uploadId}/chunks/0`, {
        method: 'PUT',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      }),
    );
    expect(text.status).toBe(415);
    expect((await put(body.uploadId, 0, chunk(file, 0))).status).toBe(200);
    const early = await call(
      apply,
      await multipartRequest(FORMS.job.path, { ...fields, resumeUploadId: body.uploadId }),
    );
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([
      'Your CV has not finished uploading. Please wait for the upload to finish.',
    ]);
  });

  it('answers 404 for an unknown upload and 405 for a wrong method', async () => {
    expect((await status('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await status('..%2F..%2Frecords')).status).toBe(404);
    expect((await call(uploads, new Request(`${ORIGIN}${UPLOADS_PATH}/a/b/c`))).status).toBe(404);
    expect((await call(uploads, new Request(`${ORIGIN}${UPLOADS_PATH}`))).status).toBe(405);
    expect(
      (await call(uploads, new Request(`${ORIGIN}${UPLOADS_PATH}/x/chunks/0`, { method: 'POST' })))
        .status,
    ).toBe(405);
  });
});
