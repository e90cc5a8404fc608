/**
 * Slack over plain fetch: one attempt per call, a timeout on each, no retry loop of its own (the
 * scheduled function retries later). Failures say whether a retry is safe: a call that may have
 * posted (a timeout after sending) is "ambiguous" and must not be repeated.
 */
import type { ApiConfig } from './config.ts';

const TIMEOUT_MS = 8_000;
/** Slack's own codes for a failure on its side that a later retry can fix. */
const TRANSIENT_ERRORS = new Set([
  'ratelimited',
  'internal_error',
  'fatal_error',
  'service_unavailable',
  'request_timeout',
]);
/** Connection failures that happen before anything is sent. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

export class SlackError extends Error {
  readonly retryAfterMs: number | undefined;
  readonly ambiguous: boolean;
  /** Slack's error code when it answered `ok: false` for a reason a retry will not fix (`missing_scope`, …). */
  readonly refusal: string | undefined;
  constructor(
    message: string,
    {
      retryAfterMs,
      ambiguous = false,
      refusal,
    }: { retryAfterMs?: number; ambiguous?: boolean; refusal?: string } = {},
  ) {
    super(message);
    this.name = 'SlackError';
    this.retryAfterMs = retryAfterMs;
    this.ambiguous = ambiguous;
    this.refusal = refusal;
  }
}

const retryAfter = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
};

async function send(url: string, init: RequestInit, posts: boolean): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    const notSent = code !== undefined && NOT_SENT.has(code);
    throw new SlackError(`network: ${code ?? (error as Error).name}`, {
      ambiguous: posts && !notSent,
    });
  }
}

function checkStatus(response: Response, what: string) {
  if (response.status === 429)
    throw new SlackError(`${what}: HTTP 429`, { retryAfterMs: retryAfter(response) ?? 60_000 });
  if (!response.ok) throw new SlackError(`${what}: HTTP ${response.status}`);
}

/** Calls a Web API method with form-encoded arguments; `posts` marks a call that makes something visible in the channel. */
export async function callApi<T extends Record<string, unknown>>(
  config: ApiConfig,
  method: string,
  args: Record<string, string>,
  posts: boolean,
): Promise<T> {
  const response = await send(
    `${config.apiUrl}/${method}`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.token}`,
        'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
      },
      body: new URLSearchParams(args),
    },
    posts,
  );
  checkStatus(response, method);
  const body = (await response.json().catch(() => ({ ok: false, error: 'unreadable_answer' }))) as {
    ok?: boolean;
    error?: string;
  } & T;
  if (!body.ok) {
    const code = body.error ?? 'unknown_error';
    throw new SlackError(
      `${method}: ${code}`,
      TRANSIENT_ERRORS.has(code) ? { retryAfterMs: retryAfter(response) } : { refusal: code },
    );
  }
  return body;
}

/** Sends a file's bytes to the address files.getUploadURLExternal gave. */
export async function uploadBytes(
  uploadUrl: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  const response = await send(
    uploadUrl,
    {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: bytes as Uint8Array<ArrayBuffer>,
    },
    false,
  );
  checkStatus(response, 'file upload');
}

/** Posts to an incoming webhook. */
export async function postWebhook(webhookUrl: string, payload: unknown): Promise<void> {
  const response = await send(
    webhookUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    },
    true,
  );
  checkStatus(response, 'webhook');
}
