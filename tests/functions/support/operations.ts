/** The operators' tool as a test runs it (in process, on a given store), and forms sent through the real handlers. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Store } from '@netlify/blobs';
import { afterAll, beforeAll } from 'vitest';
import apply from '../../../netlify/functions/job.mts';
import submitForm from '../../../netlify/functions/contact.mts';
import uploads from '../../../netlify/functions/uploads.mts';
import academyApply from '../../../netlify/functions/academy.mts';
import deliverSubmissions from '../../../netlify/functions/deliver-submissions.mts';
import { readSuspected, suspectedIds } from '../../../netlify/lib/spam';
import { readSubmission, submissionIds } from '../../../netlify/lib/submissions';
import { runOperations } from '../../../scripts/lib/operations/cli';
import { FORMS } from '../../../src/shared/forms/forms';
import { UPLOADS_PATH } from '../../../src/shared/forms/uploadProtocol';
import { startBlobs } from './blobs';
import { call, functionContext, jsonRequest, multipartRequest, ORIGIN } from './requests';
import { apiEnv, noSlackEnv, setEnv, startSlack } from './slack';

export interface Run {
  code: number;
  out: string;
  /** The log lines (stderr). */
  err: string;
}

/**
 * Runs `npm run submissions -- …argv` in process. With `store`, on that store (the one the
 * handlers under test write to); without it, on the store the environment names.
 */
export function operator(options: {
  store?: () => Store;
  env?: () => Record<string, string | undefined>;
  root?: string;
}) {
  return async (...argv: string[]): Promise<Run> => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOperations(argv, {
      env: options.env?.() ?? {},
      root: options.root ?? '/nonexistent',
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      pollMs: 20,
      ...(options.store
        ? {
            openStore: async () => ({
              store: options.store!(),
              label: 'the test store',
              logName: 'test',
              production: false,
              close: async () => {},
            }),
          }
        : {}),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
}

/**
 * The bench of a test file: the Blobs emulator the handlers write to, the Slack stand-in, a scratch
 * folder for files the tool writes, and the tool on that store with Slack settings.
 */
export function operatorBench(name: string) {
  const bench = {} as {
    blobs: Awaited<ReturnType<typeof startBlobs>>;
    slack: Awaited<ReturnType<typeof startSlack>>;
    scratch: string;
  };
  beforeAll(async () => {
    bench.blobs = await startBlobs();
    bench.slack = await startSlack();
    bench.scratch = await mkdtemp(path.join(tmpdir(), `${name}-`));
  });
  afterAll(async () => {
    setEnv(noSlackEnv);
    await bench.slack.close();
    await bench.blobs.stop();
    await rm(bench.scratch, { recursive: true, force: true });
  });
  return Object.assign(bench, {
    run: operator({ store: () => bench.blobs.store(), env: () => apiEnv(bench.slack.url) }),
  });
}

/** The scheduled delivery function, as Netlify runs it every 10 minutes. */
export async function scheduledRun() {
  const { context } = functionContext('dev');
  await deliverSubmissions(
    new Request('http://localhost/.netlify/functions/deliver-submissions'),
    context,
  );
}

const PERSON = { website: '', fillTimeMs: 14_000 };
const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true, futureContact: true });

export const sendContact = (fields: Record<string, unknown>, deployContext?: string) =>
  call(
    submitForm,
    jsonRequest(FORMS.contact.path, { message: 'Merhaba', company: '', ...PERSON, ...fields }),
    deployContext,
  );

export const sendAcademy = (fields: Record<string, unknown>, deployContext?: string) =>
  call(
    academyApply,
    jsonRequest(FORMS.academy.path, {
      phone: '+90 532 000 00 00',
      motivation: 'Öğrenmek istiyorum',
      agreeToTerms: true,
      courseTitle: 'Applied ML',
      courseId: 'applied-ml',
      ...PERSON,
      ...fields,
    }),
    deployContext,
  );

/** A job application with its resume sent inline. */
export const sendJob = async (
  fields: Record<string, string>,
  file: { name: string; bytes: Uint8Array },
  deployContext?: string,
) =>
  call(
    apply,
    await multipartRequest(
      FORMS.job.path,
      {
        jobTitle: 'AI Developer',
        jobType: 'Full Time',
        jobWorkType: 'Hybrid',
        jobLocation: 'Istanbul',
        phone: '+90 532 000 00 00',
        englishLevel: 'fluent',
        consent,
        website: '',
        fillTimeMs: '14000',
        ...fields,
      },
      { ...file, type: 'application/pdf' },
    ),
    deployContext,
  );

/** Sends the first chunk of an upload. */
export const sendChunk = (uploadId: string, bytes: Uint8Array, deployContext?: string) =>
  call(
    uploads,
    new Request(`${ORIGIN}${UPLOADS_PATH}/${uploadId}/chunks/0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes as Uint8Array<ArrayBuffer>,
    }),
    deployContext,
  );

/** A resume sent through the chunked upload (one chunk); returns its upload id. */
export async function upload(file: { name: string; bytes: Uint8Array }, deployContext?: string) {
  const started = await call(
    uploads,
    jsonRequest(UPLOADS_PATH, { name: file.name, size: file.bytes.byteLength }),
    deployContext,
  );
  const uploadId = started.body.uploadId as string;
  const chunk = await sendChunk(uploadId, file.bytes, deployContext);
  if (!chunk.body.complete) throw new Error(`upload incomplete: ${JSON.stringify(chunk.body)}`);
  return uploadId;
}

/** A job application naming a finished upload for its resume. */
export const applyWithUpload = async (fields: Record<string, string>, uploadId: string) =>
  call(
    apply,
    await multipartRequest(FORMS.job.path, {
      phone: '+90 532 000 00 00',
      consent: JSON.stringify({ privacyPolicy: true, referenceCheck: true }),
      ...fields,
      resumeUploadId: uploadId,
    }),
  );

/** The ids of what this address sent, stored and held, oldest first. */
export async function idsOf(store: Store, email: string) {
  const stored: string[] = [];
  for (const id of await submissionIds(store))
    if ((await readSubmission(store, id))?.submission.fields.email === email) stored.push(id);
  const held: string[] = [];
  for (const id of await suspectedIds(store))
    if ((await readSuspected(store, id))?.fields.email === email) held.push(id);
  return { stored, held };
}

/** A PDF whose text (in a deflated stream, split by kerning as PDF writers do) holds `text`. */
export async function pdfWithText(text: string, marker: string): Promise<Uint8Array> {
  const { deflateSync } = await import('node:zlib');
  const half = Math.floor(text.length / 2);
  const content = deflateSync(
    Buffer.from(
      `BT /F1 11 Tf 72 700 Td [(${text.slice(0, half)}) -12 (${text.slice(half)})] TJ ET`,
    ),
  );
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n%${marker}\n1 0 obj << /Length ${content.length} /Filter /FlateDecode >>\nstream\n`,
      ),
      content,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]),
  );
}
