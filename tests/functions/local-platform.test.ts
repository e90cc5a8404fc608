/**
 * Through the local platform (scripts/lib/local-platform.ts, Netlify's own emulator): a real
 * binary resume survives the trip (the base64 workaround for @netlify/functions-dev), and a
 * resume sent in chunks by the browser client arrives whole. Runs in a scratch copy of the
 * project so its submissions stay out of the developer's local store.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS } from '../../src/shared/forms/forms';
import { openLocalStore } from '../../scripts/lib/local-store';
import { readResume, readSubmission, submissionIds } from '../../netlify/lib/submissions';
import { startLocalPlatform, type LocalPlatform } from '../../scripts/lib/local-platform';
import { scratchProject } from '../../scripts/lib/stress/project';
import { uploadResume } from '../../src/shared/forms/uploadResume';
import { docx, pdf } from './support/files';
import { multipartRequest } from './support/requests';
import { noSlackEnv, setEnv } from './support/slack';

const project = path.resolve(import.meta.dirname, '../..');
let root: string;
let removeRoot: () => Promise<void>;
let platform: LocalPlatform;

beforeAll(async () => {
  setEnv(noSlackEnv);
  ({ root, remove: removeRoot } = await scratchProject(project));
  platform = await startLocalPlatform({ root, port: 0 });
}, 60_000);

afterAll(async () => {
  await platform?.close();
  await removeRoot?.();
});

async function storedResumes() {
  const local = await openLocalStore(root);
  try {
    const ids = await submissionIds(local.store);
    const latest = (await readSubmission(local.store, ids.at(-1)!))!.submission;
    return { latest, bytes: await readResume(local.store, latest.id) };
  } finally {
    await local.stop();
  }
}

const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true, futureContact: false });
const fields = { jobTitle: 'AI Developer', jobType: 'Full Time', jobWorkType: 'Hybrid', jobLocation: 'Istanbul', fullName: 'Selin', email: 'selin@example.com', phone: '+90 1', consent };

describe('forms through the local platform', () => {
  it('stores an inline binary resume byte for byte', async () => {
    const file = docx();
    const local = await multipartRequest(FORMS.job.path, fields, { name: 'selin.docx', bytes: file });
    const response = await fetch(`${platform.url}${FORMS.job.path}`, { method: 'POST', headers: local.headers, body: await local.arrayBuffer() });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const { latest, bytes } = await storedResumes();
    expect(latest.resume).toMatchObject({ name: 'selin.docx', size: file.byteLength });
    expect(Buffer.from(bytes!).equals(Buffer.from(file))).toBe(true);
  }, 30_000);

  it('takes a 3 MB resume in chunks from the upload client, and the application names it', async () => {
    const file = pdf(3 * 1024 * 1024 + 17);
    const progress: number[] = [];
    const { uploadId } = await uploadResume(new File([file as Uint8Array<ArrayBuffer>], 'selin.pdf', { type: 'application/pdf' }), {
      baseUrl: platform.url,
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });
    expect(progress.at(0)).toBe(0);
    expect(progress.at(-1)).toBe(1);
    const response = await fetch(`${platform.url}${FORMS.job.path}`, { method: 'POST', body: new URLSearchParams() });
    expect(response.status).toBe(415);
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...fields, resumeUploadId: uploadId })) form.append(key, value);
    const applied = await fetch(`${platform.url}${FORMS.job.path}`, { method: 'POST', body: form });
    expect(applied.status).toBe(200);
    const { latest, bytes } = await storedResumes();
    expect(latest.resume).toMatchObject({ name: 'selin.pdf', size: file.byteLength });
    expect(Buffer.from(bytes!).equals(Buffer.from(file))).toBe(true);
  }, 30_000);
});
