/**
 * The visitor's side of a stress run: sends submissions the way the site's forms do (the job
 * application's resume through the browser's own chunked-upload client) and times every request
 * per endpoint.
 */
import { createHash } from 'node:crypto';
import { FORMS, type FormKind } from '../../../src/shared/forms/forms.ts';
import { uploadResume, UploadError } from '../../../src/shared/forms/uploadResume.ts';
import { docx, pdf } from './files.ts';
import {
  academyPayload,
  contactPayload,
  fieldParts,
  jobFields,
  langOf,
  multipartBody,
} from './payloads.ts';

/** An answer as the visitor saw it; `status` 0 when the connection failed (no answer at all). */
export interface Answer {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

export interface Outcome {
  token: string;
  kind: FormKind;
  phase: string;
  answer: Answer;
  /** What the visitor sent as a resume (job applications). */
  resume?: { name: string; bytes: number; sha256: string };
  /** Sent faster than a person fills the form: held as suspected spam, never delivered. */
  held?: boolean;
}

const label = (method: string, pathname: string) => {
  if (pathname.startsWith('/api/uploads/') && pathname.includes('/chunks/'))
    return `${method} /api/uploads/{id}/chunks/{i}`;
  if (pathname.startsWith('/api/uploads/')) return `${method} /api/uploads/{id}`;
  return `${method} ${pathname}`;
};

/** Marks a request of the hostile corpus, whose answers are judged but not timed. */
export const HOSTILE_HEADER = 'x-stress-case';

/**
 * The CPU time a function reported spending on validation (Server-Timing `validate-cpu`), in ms:
 * on a busy machine the elapsed time also counts the time other processes had the CPU.
 */
export const validationMsOf = (headers: Headers) => {
  const match = /(?:^|,)\s*validate-cpu;dur=([\d.]+)/.exec(headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : undefined;
};

export class Latencies {
  readonly byEndpoint = new Map<string, number[]>();
  /** The slowest validation any answer reported, hostile ones included. */
  slowestValidationMs = 0;
  /** Off while the store is down on purpose (its 503s wait out the store's deadline). */
  recording = true;
  add(endpoint: string, ms: number) {
    if (!this.recording) return;
    const list = this.byEndpoint.get(endpoint) ?? [];
    list.push(ms);
    this.byEndpoint.set(endpoint, list);
  }
}

/**
 * The fetch the visitor's code uses, timed, with the headers a browser on the site's own page
 * sends (Origin, Sec-Fetch-Site: same-origin). The upload client calls the global fetch, so a run
 * installs this one for its duration (`install`), and puts the original back afterwards. Requests
 * of the hostile corpus go out as they were built and are not timed.
 */
export function timedFetch(latencies: Latencies) {
  const original = globalThis.fetch;
  const timed: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const headers = new Headers(init?.headers);
    const hostile = headers.has(HOSTILE_HEADER);
    if (!hostile) {
      headers.set('origin', url.origin);
      headers.set('sec-fetch-site', 'same-origin');
    }
    const started = performance.now();
    const response = await original(input, { ...init, headers });
    // The answer counts once its body is in, as the visitor waits for it.
    const body = await response.arrayBuffer();
    if (!hostile) latencies.add(label(method, url.pathname), performance.now() - started);
    latencies.slowestValidationMs = Math.max(
      latencies.slowestValidationMs,
      validationMsOf(response.headers) ?? 0,
    );
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return {
    fetch: timed,
    install: () => void (globalThis.fetch = timed),
    uninstall: () => void (globalThis.fetch = original),
  };
}

/** Sends a request and reads its answer; a failed connection becomes status 0. */
export async function send(base: string, path: string, init: RequestInit): Promise<Answer> {
  try {
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body, text, headers: response.headers };
  } catch (error) {
    return {
      status: 0,
      body: null,
      text: String((error as Error).cause ?? error),
      headers: new Headers(),
    };
  }
}

export const sendJson = (base: string, path: string, payload: unknown) =>
  send(base, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A resume of `size` bytes: pdf or docx, by the submission's number. */
function resumeFor(n: number, size: number) {
  const isPdf = n % 2 === 0;
  const bytes = isPdf ? pdf(size) : docx(size);
  return {
    name: `cv-${n}.${isPdf ? 'pdf' : 'docx'}`,
    bytes,
    type: isPdf
      ? 'application/pdf'
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
}

const JSON_PAYLOADS = { contact: contactPayload, academy: academyPayload };

/** A contact message or an academy application, sent as the form sends it: JSON. */
export async function submitJsonForm(
  kind: keyof typeof JSON_PAYLOADS,
  base: string,
  token: string,
  n: number,
  phase: string,
  extra: Record<string, unknown> = {},
): Promise<Outcome> {
  const payload = JSON_PAYLOADS[kind](token, langOf(n), extra);
  return { token, kind, phase, answer: await sendJson(base, FORMS[kind].path, payload) };
}

/** A job application whose resume goes through the chunked upload, as the form sends one above a few MB. */
export async function submitJob(
  base: string,
  token: string,
  n: number,
  phase: string,
  resumeBytes: number,
  extra: Record<string, string> = {},
): Promise<Outcome> {
  const file = resumeFor(n, resumeBytes);
  const resume = { name: file.name, bytes: file.bytes.byteLength, sha256: sha256(file.bytes) };
  const lang = langOf(n);
  let uploadId: string;
  try {
    ({ uploadId } = await uploadResume(
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }),
      { baseUrl: base, lang },
    ));
  } catch (error) {
    const status = error instanceof UploadError ? error.status : 0;
    return {
      token,
      kind: 'job',
      phase,
      resume,
      answer: {
        status,
        body: { message: (error as Error).message },
        text: (error as Error).message,
        headers: new Headers(),
      },
    };
  }
  const { body, contentType } = multipartBody(
    fieldParts(jobFields(token, lang, { ...extra, resumeUploadId: uploadId })),
  );
  const answer = await send(base, FORMS.job.path, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: body as Uint8Array<ArrayBuffer>,
  });
  return { token, kind: 'job', phase, resume, answer };
}

export const isSuccess = (answer: Answer) =>
  answer.status === 200 && (answer.body as { success?: unknown } | null)?.success === true;

/** Runs tasks with at most `concurrency` in flight; tasks not started before `deadline` (epoch ms) are skipped. */
export async function pool<T>(
  tasks: Array<() => Promise<T>>,
  concurrency: number,
  deadline = Infinity,
): Promise<{ results: T[]; skipped: number }> {
  const results: T[] = [];
  let next = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      if (Date.now() > deadline) {
        skipped++;
        continue;
      }
      results.push(await task());
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return { results, skipped };
}
