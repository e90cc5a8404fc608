/**
 * The private Blobs store of the forms. Production writes to the site-wide store; deploy previews,
 * branch deploys and local runs write to a store scoped to their deploy, so they never touch
 * production data. Every call has a deadline: a slow store must not hold a visitor for long.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { getDeployStore, getStore, type Store } from '@netlify/blobs';
import { timeOfId } from './timedIds.ts';

export const STORE_NAME = 'forms';
/** Blobs answers in well under a second; a call this slow means the store is in trouble. */
const CALL_TIMEOUT_MS = 5_000;

/** The store was unreachable or failed; the visitor is told to try again (503). */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super('Submission storage unavailable', { cause });
    this.name = 'StorageUnavailable';
  }
}

/** The deadline of the `stored` operation a store call belongs to. */
const operationDeadline = new AsyncLocalStorage<AbortSignal>();

/**
 * Each call has its own timeout and ends with its operation's deadline. The store client retries
 * failed calls on its own (5 s apart); once the deadline has passed, a retry is refused before it
 * is sent, so nothing lands in the store after the visitor was told it failed.
 */
const timedFetch: typeof fetch = async (input, init) => {
  const deadline = operationDeadline.getStore();
  if (deadline?.aborted) throw deadline.reason;
  const signals = [
    AbortSignal.timeout(CALL_TIMEOUT_MS),
    ...(deadline ? [deadline] : []),
    ...(init?.signal ? [init.signal] : []),
  ];
  const response = await fetch(input, { ...init, signal: AbortSignal.any(signals) });
  if (isConditional(init) && response.status !== 200 && response.status !== 412) {
    // The store client (@netlify/blobs 11.1.1) takes any answer but 412 to a conditional write for
    // success, even a 403 or a 500: a record or a claim would be believed written when it was not.
    // Thrown, the failure is retried like a lost connection, then reported.
    throw new StorageUnavailable(`conditional write answered ${response.status}`);
  }
  return response;
};

const isConditional = (init: RequestInit | undefined) => {
  const headers = new Headers(init?.headers);
  return headers.has('if-match') || headers.has('if-none-match');
};

/** `deployContext` is the function context's `deploy.context` ('production', 'deploy-preview', 'branch-deploy', 'dev'). */
export function openStore(deployContext: string | undefined): Store {
  try {
    return deployContext === 'production'
      ? getStore({ name: STORE_NAME, consistency: 'strong', fetch: timedFetch })
      : getDeployStore({ name: STORE_NAME, consistency: 'strong', fetch: timedFetch });
  } catch (error) {
    throw new StorageUnavailable(error);
  }
}

/**
 * Runs a store operation; any failure (or the store's own retries running past the deadline)
 * becomes StorageUnavailable. At the deadline the operation's calls in flight are aborted and its
 * pending retries refused.
 */
export async function stored<T>(
  operation: () => Promise<T>,
  deadlineMs = CALL_TIMEOUT_MS * 2,
): Promise<T> {
  const controller = new AbortController();
  const outer = operationDeadline.getStore();
  const deadline = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const reason = new StorageUnavailable('deadline');
      controller.abort(reason);
      reject(reason);
    }, deadlineMs);
  });
  try {
    return await Promise.race([operationDeadline.run(deadline, operation), expired]);
  } catch (error) {
    throw error instanceof StorageUnavailable ? error : new StorageUnavailable(error);
  } finally {
    clearTimeout(timer);
  }
}

/** Every key under a prefix. */
export async function listKeys(store: Store, prefix: string): Promise<string[]> {
  const { blobs } = await store.list({ prefix });
  return blobs.map((blob) => blob.key);
}

/**
 * Deletes, oldest first, the keys under a prefix whose timed id (./timedIds.ts) is older than
 * `cutoff`, while `timeLeft()` (ms) allows; `done` is false when the time ran out first.
 */
export async function deleteTimedBefore(
  store: Store,
  prefix: string,
  cutoff: Date,
  timeLeft: () => number,
): Promise<{ deleted: number; done: boolean }> {
  let deleted = 0;
  for (const key of (await stored(() => listKeys(store, prefix))).sort()) {
    const time = timeOfId(key.slice(prefix.length));
    if (time && time >= cutoff) break;
    if (timeLeft() <= 0) return { deleted, done: false };
    await stored(() => store.delete(key));
    deleted++;
  }
  return { deleted, done: true };
}
