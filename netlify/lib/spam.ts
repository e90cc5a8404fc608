/**
 * Suspected spam: a submission whose hidden honeypot field was filled, or that came faster than a
 * person fills the form. Bots are answered as if all went well, but a fast person with autofill
 * trips the same check, so nothing is dropped: the submission is kept for review, away from the
 * delivered ones, never posted to Slack, and deleted after 30 days. Keys in the forms store:
 *   spam/records/{id}   the submission with its verdict      spam/resumes/{id}  its resume
 * `npm run submissions -- --spam` lists them; `--release ID` sends one that a person wrote on to
 * delivery (releaseSuspected).
 */
import type { Store } from '@netlify/blobs';
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  MIN_FILL_TIME_MS,
} from '../../src/shared/forms/constants.ts';
import { isErased } from './erasure.ts';
import { stored } from './storage.ts';
import {
  deleteSubmission,
  idsUnder,
  readSubmission,
  saveSubmission,
  type Submission,
} from './submissions.ts';
import { timeOfId } from './timedIds.ts';

export const SPAM_RETENTION_DAYS = 30;

export interface SpamVerdict {
  reason: 'honeypot' | 'fillTime';
  /** What tripped the check, for the person who reviews it. */
  detail: string;
}

const RECORDS = 'spam/records/';
const RESUMES = 'spam/resumes/';

export const suspectedKey = (id: string) => `${RECORDS}${id}`;

const shown = (value: unknown) => JSON.stringify(value).slice(0, 120);

/** The fill time a form reported, in ms: undefined when it reported none, NaN when it is not a time. */
function reportedFillTime(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
  return NaN;
}

/**
 * Why a submission looks like a bot's, or null. Any value in the honeypot counts; a fill time that
 * is under 2.5 s, negative or not a number counts; a request without these fields (the documented
 * payload shape) is not judged.
 */
export function spamVerdict(fields: Record<string, unknown>): SpamVerdict | null {
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '')
    return {
      reason: 'honeypot',
      detail: `the hidden field "${HONEYPOT_FIELD}" held ${shown(honeypot)}`,
    };
  const fillTime = reportedFillTime(fields[FILL_TIME_FIELD]);
  if (fillTime === undefined) return null;
  if (!Number.isFinite(fillTime) || fillTime < 0)
    return {
      reason: 'fillTime',
      detail: `the fill time ${shown(fields[FILL_TIME_FIELD])} is not a time`,
    };
  if (fillTime < MIN_FILL_TIME_MS)
    return {
      reason: 'fillTime',
      detail: `filled in ${Math.round(fillTime)} ms (a person needs ${MIN_FILL_TIME_MS} ms or more)`,
    };
  return null;
}

/** Keeps a suspected submission for review; nothing is queued for Slack. Throws StorageUnavailable. */
export async function saveSuspected(
  store: Store,
  submission: Submission,
  resumeBytes?: Uint8Array,
): Promise<void> {
  await stored(async () => {
    if (resumeBytes && submission.resume) {
      await store.set(
        `${RESUMES}${submission.id}`,
        new Blob([resumeBytes as Uint8Array<ArrayBuffer>]),
        { metadata: { ...submission.resume } },
      );
    }
    await store.setJSON(suspectedKey(submission.id), submission, { onlyIfNew: true });
  });
}

/** The suspected submissions' ids, oldest first. */
export const suspectedIds = (store: Store) => idsUnder(store, RECORDS);

/** Ids that still have a held resume (it may outlive a record that failed to store). */
export const suspectedResumeIds = (store: Store) => idsUnder(store, RESUMES);

export async function readSuspected(store: Store, id: string): Promise<Submission | null> {
  return (await stored(() => store.get(suspectedKey(id), { type: 'json' }))) as Submission | null;
}

export async function readSuspectedResume(store: Store, id: string): Promise<Uint8Array | null> {
  const data = await stored(() => store.get(`${RESUMES}${id}`, { type: 'arrayBuffer' }));
  return data ? new Uint8Array(data) : null;
}

/** Deletes a held submission and its resume. */
export const deleteSuspected = (store: Store, id: string) =>
  stored(async () => {
    await store.delete(`${RESUMES}${id}`);
    await store.delete(suspectedKey(id));
  });

export type Release =
  | { ok: true; submission: Submission }
  | { ok: false; reason: 'notHeld' | 'resumeMissing' | 'erased' };

/**
 * Sends a held submission on to delivery, as if it had never been held: stored with its resume and
 * queued (./submissions.ts), then taken out of the hold. The delivery's claim posts it once, however
 * many runs race for it. Kept under the same id, with the verdict it was held for; done twice (or
 * cut short and done again), the second finds it stored and only finishes the move.
 */
export async function releaseSuspected(store: Store, id: string, now: Date): Promise<Release> {
  const held = await readSuspected(store, id);
  if (!held) {
    const released = await readSubmission(store, id);
    return released?.submission.released
      ? { ok: true, submission: released.submission }
      : { ok: false, reason: 'notHeld' };
  }
  const resume = held.resume ? await readSuspectedResume(store, id) : null;
  if (held.resume && !resume) return { ok: false, reason: 'resumeMissing' };
  const { suspected, ...rest } = held;
  const submission: Submission = {
    ...rest,
    ...(suspected ? { released: { at: now.toISOString(), verdict: suspected } } : {}),
    delivery: { state: 'pending', attempts: 0 },
  };
  await saveSubmission(store, submission, resume ?? undefined);
  // Written, then checked, as every writer that could bring an erased id back (./erasure.ts).
  if (await isErased(store, id)) {
    await deleteSubmission(store, id);
    return { ok: false, reason: 'erased' };
  }
  await deleteSuspected(store, id);
  return { ok: true, submission };
}

/** Deletes suspected submissions (and their resumes) older than 30 days, oldest first, while `timeLeft()` (ms) allows. */
export async function purgeSuspected(
  store: Store,
  now: Date,
  timeLeft: () => number,
): Promise<{ deleted: number; done: boolean }> {
  const cutoff = new Date(now.getTime() - SPAM_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const ids = [
    ...new Set([...(await suspectedIds(store)), ...(await suspectedResumeIds(store))]),
  ].sort();
  let deleted = 0;
  for (const id of ids) {
    if (timeOfId(id)! >= cutoff) return { deleted, done: true };
    if (timeLeft() <= 0) return { deleted, done: false };
    await deleteSuspected(store, id);
    deleted++;
  }
  return { deleted, done: true };
}
