/**
 * Changing a stored record while the scheduled delivery may be posting it: a delivery run that
 * holds a record writes it again as it ends, which would put back what was there before. So a
 * change waits until no run holds the record, and is written only if the record is still as it
 * was read.
 */
import type { Store } from '@netlify/blobs';
import { CLAIM_TTL_MS } from '../../../netlify/lib/delivery.ts';
import { suspectedKey } from '../../../netlify/lib/spam.ts';
import { stored } from '../../../netlify/lib/storage.ts';
import { readSubmission, recordKey, type Submission } from '../../../netlify/lib/submissions.ts';
import type { Place } from './catalog.ts';
import { OperatorError } from './errors.ts';

/** How a caller waits and tells: how often a delivery in progress is looked at again (ms), and where it says so. */
export interface Waiting {
  pollMs: number;
  note: (text: string) => void;
}

const isLive = (submission: Submission, now: number) =>
  submission.delivery.state === 'delivering' &&
  now - Date.parse(submission.delivery.claimedAt ?? '') < CLAIM_TTL_MS;

/**
 * The record once no delivery run holds it: a run that claimed it before an erasure's mark finishes
 * its post and records it; one that claims it after sees the mark and deletes it (null).
 */
export async function settled(store: Store, id: string, { pollMs, note }: Waiting) {
  let told = false;
  for (;;) {
    const submission = (await readSubmission(store, id))?.submission ?? null;
    if (!submission || !isLive(submission, Date.now())) return submission;
    if (!told)
      note(
        `A delivery run is posting submission ${id}; waiting for it to end (at most 2 minutes)…`,
      );
    told = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * Rewrites a stored or held record by `change` (null: it needs none), by a write conditional on
 * what was read, once no delivery run holds it. Returns the record as rewritten, or null when it is
 * gone or needed no change. `doing` names the change in the error when the record keeps changing.
 */
export async function rewriteRecord(
  store: Store,
  record: { place: Place; id: string },
  change: (submission: Submission) => Submission | null,
  doing: string,
  waiting: Waiting,
): Promise<Submission | null> {
  const { place, id } = record;
  const key = place === 'held' ? suspectedKey(id) : recordKey(id);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (place === 'stored') await settled(store, id, waiting);
    const read = await stored(() => store.getWithMetadata(key, { type: 'json' }));
    if (!read) return null;
    const rewritten = change(read.data as Submission);
    if (!rewritten) return null;
    const { modified } = await stored(() =>
      store.setJSON(key, rewritten, read.etag ? { onlyIfMatch: read.etag } : {}),
    );
    if (modified) return rewritten;
  }
  throw new OperatorError(`Submission ${id} kept changing while ${doing}; run the command again.`);
}
