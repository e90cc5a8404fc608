/**
 * Through the local platform (scripts/lib/local-platform.ts, Netlify's own emulator): a real
 * binary resume survives the trip (the base64 workaround for @netlify/functions-dev), and a
 * resume sent in chunks by the browser client arrives whole; text is compressed as Netlify's CDN
 * compresses it. Runs in a scratch copy of the project so its submissions stay out of the
 * developer's local store.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS } from '../../src/shared/forms/forms';
import { openLocalStore } from '../../scripts/lib/local-store';
import { readResume, readSubmission, submissionIds } from '../../netlify/lib/submissions';
import { startLocalPlatform, type LocalPlatform } from '../../scripts/lib/local-platform';
import { scratchProject } from '../../scripts/lib/stress/project';
import { ADMIN_CSP } from '../../src/config/csp';
import { headersFileText } from '../../src/integrations/headersFile';
import { uploadResume } from '../../src/shared/forms/uploadResume';
import { docx, pdf } from './support/files';
import { multipartRequest } from './support/requests';
import { noSlackEnv, setEnv } from './support/slack';

const project = path.resolve(import.meta.dirname, '../..');
const page = `<!doctype html><html lang="en"><title>Page</title>${'<p>Compressible text of a page.</p>'.repeat(200)}</html>`;
const font = randomBytes(20_000);
let root: string;
let removeRoot: () => Promise<void>;
let platform: LocalPlatform;

beforeAll(async () => {
  setEnv(noSlackEnv);
  ({ root, remove: removeRoot } = await scratchProject(project));
  await mkdir(path.join(root, 'dist', 'en', 'page'), { recursive: true });
  await writeFile(path.join(root, 'dist', 'en', 'page', 'index.html'), page);
  await writeFile(path.join(root, 'dist', 'font.woff2'), font);
  await writeFile(path.join(root, 'dist', '_headers'), headersFileText());
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
const fields = {
  jobTitle: 'AI Developer',
  jobType: 'Full Time',
  jobWorkType: 'Hybrid',
  jobLocation: 'Istanbul',
  fullName: 'Selin',
  email: 'selin@example.com',
  phone: '+90 1',
  consent,
};

describe('forms through the local platform', () => {
  it('stores an inline binary resume byte for byte', async () => {
    const file = docx();
    const local = await multipartRequest(FORMS.job.path, fields, {
      name: 'selin.docx',
      bytes: file,
    });
    const response = await fetch(`${platform.url}${FORMS.job.path}`, {
      method: 'POST',
      headers: local.headers,
      body: await local.arrayBuffer(),
    });
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
    const { uploadId } = await uploadResume(
      new File([file as Uint8Array<ArrayBuffer>], 'selin.pdf', { type: 'application/pdf' }),
      {
        baseUrl: platform.url,
        onProgress: ({ loaded, total }) => progress.push(loaded / total),
      },
    );
    expect(progress.at(0)).toBe(0);
    expect(progress.at(-1)).toBe(1);
    const response = await fetch(`${platform.url}${FORMS.job.path}`, {
      method: 'POST',
      body: new URLSearchParams(),
    });
    expect(response.status).toBe(415);
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...fields, resumeUploadId: uploadId }))
      form.append(key, value);
    const applied = await fetch(`${platform.url}${FORMS.job.path}`, { method: 'POST', body: form });
    expect(applied.status).toBe(200);
    const { latest, bytes } = await storedResumes();
    expect(latest.resume).toMatchObject({ name: 'selin.pdf', size: file.byteLength });
    expect(Buffer.from(bytes!).equals(Buffer.from(file))).toBe(true);
  }, 30_000);

  it('serves a file that a non-forced rule also matches with the headers of its own path, as Netlify does', async () => {
    for (const page of ['admin/index.html', 'en/careers/apply/index.html']) {
      await mkdir(path.join(root, 'dist', path.dirname(page)), { recursive: true });
      await writeFile(path.join(root, 'dist', page), '<!doctype html><title>Page</title>');
    }
    // `/:name/` would send /admin/ to /en/admin/, `/en/*` to the 404 page: the files come first, with their own headers.
    const admin = await fetch(`${platform.url}/admin/`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-security-policy')).toBe(ADMIN_CSP);
    const apply = await fetch(`${platform.url}/en/careers/apply/`);
    expect(apply.status).toBe(200);
    expect(apply.headers.get('x-robots-tag')).toBeNull();
    expect(apply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

/** The answer as it travels, before any client would decompress it. */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      }).on('error', reject);
    },
  );
}

describe('compression through the local platform, as on Netlify', () => {
  it('sends a page brotli-compressed to a browser that accepts brotli', async () => {
    const { headers, body } = await rawGet(`${platform.url}/en/page/`, 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it('sends gzip to a client without brotli, and the bytes as they are to one that accepts neither', async () => {
    const gzipped = await rawGet(`${platform.url}/en/page/`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(page);
    const plain = await rawGet(`${platform.url}/en/page/`, 'br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('leaves a font as it is: woff2 is compressed already', async () => {
    const { headers, body } = await rawGet(`${platform.url}/font.woff2`, 'gzip, deflate, br');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.equals(font)).toBe(true);
  });

  it("compresses a function's JSON answer too", async () => {
    const { headers, body } = await rawGet(`${platform.url}/api/slack/apply`, 'br');
    expect(headers['content-type']).toMatch(/json/);
    expect(headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(body).toString())).toMatchObject({ success: false });
  });
});
