/**
 * The private Blobs store of the forms. Production writes to the site-wide store; deploy previews,
 * branch deploys and local runs write to a store scoped to their deploy, so they never touch
 * production data. Every call has a deadline: a slow store must not hold a visitor for long.
 */
import { getDeployStore, getStore, type Store } from '@netlify/blobs';

export const STORE_NAME = 'forms';
const CALL_TIMEOUT_MS = 8_000;

/** The store was unreachable or failed; the visitor is told to try again (503). */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super('Submission storage unavailable', { cause });
    this.name = 'StorageUnavailable';
  }
}

const timedFetch: typeof fetch = (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS) });

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

/** Runs a store operation; any failure (or the store's own retries running past the deadline) becomes StorageUnavailable. */
export async function stored<T>(operation: () => Promise<T>, deadlineMs = CALL_TIMEOUT_MS * 2): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageUnavailable('deadline')), deadlineMs);
  });
  try {
    return await Promise.race([operation(), deadline]);
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
