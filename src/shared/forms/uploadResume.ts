/**
 * Browser client of the chunked resume upload (protocol in uploadProtocol.ts).
 * Sends the file in 1 MiB chunks, reports progress as bytes arrive, retries a failed or silent
 * chunk after asking the server which chunks it already has, and resolves with the id the
 * application names.
 */
import { CHUNK_BYTES, chunkLength, UPLOADS_PATH, type UploadStatus } from './uploadProtocol.ts';

interface UploadProgress {
  loaded: number;
  total: number;
}

interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Language of the server's messages. */
  lang?: string;
  /** Origin of the functions; the page's own by default. */
  baseUrl?: string;
}

/** A refused or failed upload. `message` is the server's translated text when it sent one. */
export class UploadError extends Error {
  readonly status: number;
  readonly fromServer: boolean;
  constructor(message: string, status: number, fromServer: boolean) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.fromServer = fromServer;
  }
}

const ATTEMPTS = 4;
const RETRY_DELAY_MS = 600;
/**
 * A request that moves no byte and gets no answer for this long is given up, and the chunk sent
 * again. Storing a chunk takes about a second; a connection lost on the way (a phone changing
 * networks) can leave a request waiting for minutes with the bar standing still and no error.
 */
export const SILENCE_MS = 30_000;
const timedOut = () => new UploadError('No answer', 408, false);

/**
 * @example
 * const { uploadId } = await uploadResume(file, { lang: 'en', onProgress: ({ loaded, total }) => setPercent(loaded / total) });
 */
export async function uploadResume(
  file: File,
  options: UploadOptions = {},
): Promise<{ uploadId: string }> {
  const base = `${options.baseUrl ?? ''}${UPLOADS_PATH}`;
  const report = (loaded: number) =>
    options.onProgress?.({ loaded: Math.min(loaded, file.size), total: file.size });
  report(0);

  const started = await requestJson<{ uploadId: string; chunkCount: number }>(base, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: file.name, size: file.size, lang: options.lang }),
    signal: options.signal,
  });
  const { uploadId, chunkCount } = started;
  const statusUrl = `${base}/${encodeURIComponent(uploadId)}`;
  const received = new Set<number>();
  const sentBytes = () =>
    [...received].reduce((sum, index) => sum + chunkLength(file.size, index), 0);

  for (let attempt = 1; ; attempt++) {
    try {
      for (let index = 0; index < chunkCount; index++) {
        if (received.has(index)) continue;
        const start = index * CHUNK_BYTES;
        const chunk = file.slice(start, start + chunkLength(file.size, index));
        const done = sentBytes();
        const status = await putChunk(
          `${statusUrl}/chunks/${index}`,
          chunk,
          options.signal,
          (loaded) => report(done + loaded),
        );
        for (const i of status.received) received.add(i);
        report(sentBytes());
        if (status.complete) return { uploadId };
      }
      const status = await requestJson<UploadStatus>(statusUrl, { signal: options.signal });
      if (status.complete) return { uploadId };
      throw new UploadError('Upload incomplete', 409, false);
    } catch (error) {
      const refused =
        error instanceof UploadError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 408 &&
        error.status !== 429;
      if (refused || options.signal?.aborted || attempt >= ATTEMPTS) throw error;
      await wait(RETRY_DELAY_MS * 2 ** (attempt - 1), options.signal);
      const status = await requestJson<UploadStatus>(statusUrl, { signal: options.signal }).catch(
        () => undefined,
      );
      if (status?.complete) return { uploadId };
      for (const i of status?.received ?? []) received.add(i);
    }
  }
}

/** A fetch of the upload's JSON, given up after SILENCE_MS without its whole answer. */
async function requestJson<T>(url: string, init: RequestInit): Promise<T> {
  const { signal } = init;
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(timedOut()), SILENCE_MS);
  const abort = () => limit.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: limit.signal });
    return readAnswer<T>(response.status, await response.text());
  } catch (error) {
    // A silence rejects with its UploadError, the visitor's abort with its own reason.
    if (error instanceof UploadError || signal?.aborted) throw error;
    throw new UploadError('Network error', 0, false);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

function readAnswer<T>(status: number, text: string): T {
  let body: { message?: unknown; errors?: unknown } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (status >= 200 && status < 300 && body) return body as T;
  const serverText =
    Array.isArray(body?.errors) && typeof body.errors[0] === 'string'
      ? body.errors[0]
      : body?.message;
  const fromServer = typeof serverText === 'string' && serverText.length > 0;
  throw new UploadError(
    fromServer ? (serverText as string) : `Upload failed (${status})`,
    status,
    fromServer,
  );
}

/** PUT one chunk; XMLHttpRequest because only it reports upload progress within a request. */
function putChunk(
  url: string,
  chunk: Blob,
  signal: AbortSignal | undefined,
  onLoaded: (bytes: number) => void,
): Promise<UploadStatus> {
  if (typeof XMLHttpRequest === 'undefined') {
    return requestJson<UploadStatus>(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: chunk,
      signal,
    });
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    let silent = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The limit counts from the last sign of life: a slow connection still moves bytes.
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        silent = true;
        xhr.abort();
      }, SILENCE_MS);
    };
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      watch();
      onLoaded(event.loaded);
    };
    xhr.onprogress = watch;
    xhr.onload = () => {
      settle();
      try {
        resolve(readAnswer<UploadStatus>(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadError('Network error', 0, false));
    };
    xhr.onabort = () => {
      settle();
      reject(silent ? timedOut() : (signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    };
    signal?.addEventListener('abort', abort, { once: true });
    watch();
    xhr.send(chunk);
  });
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
