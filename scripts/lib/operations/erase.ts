/**
 * Erasing one person (KVKK Art. 11, GDPR Art. 17): what findPerson found is marked as erased, so
 * that no delivery, chunk or claim brings it back (netlify/lib/erasure.ts); a delivery already
 * posting it is waited for, so that its message is known and deleted too; then Slack is cleaned,
 * then the store, and a receipt is kept. Other people's submissions that mention the address keep
 * their words with the address taken out (their Slack messages are listed for a person to edit).
 * The store is searched again at the end, and what is left (nothing, unless something arrived
 * meanwhile) is reported.
 */
import type { Store } from '@netlify/blobs';
import { CLAIM_TTL_MS } from '../../../netlify/lib/delivery.ts';
import { markErased, saveReceipt, type ErasureReceipt } from '../../../netlify/lib/erasure.ts';
import type { ApiConfig } from '../../../netlify/lib/slack/config.ts';
import { deleteSuspected, suspectedKey } from '../../../netlify/lib/spam.ts';
import { stored } from '../../../netlify/lib/storage.ts';
import {
  deleteSubmission,
  readSubmission,
  recordKey,
  type Submission,
} from '../../../netlify/lib/submissions.ts';
import { OperatorError } from './errors.ts';
import { discardUpload } from '../../../netlify/lib/uploads.ts';
import { findPerson, type PersonFindings } from './person.ts';
import { removeFromSlack, slackTraces, type SlackRemoval, type SlackTrace } from './slack.ts';

/** What stands where another person's submission named the address. */
const REDACTED = '[address erased]';

interface ErasureOptions {
  slack: ApiConfig | null;
  /** The channel of records that did not note theirs. */
  defaultChannel?: string;
  now?: () => Date;
  /** How often a delivery in progress is looked at again. */
  pollMs?: number;
  note?: (text: string) => void;
}

export interface Erasure {
  counts: Record<string, number>;
  slack: SlackRemoval;
  /** Slack messages of other people's submissions that still name the address: to edit by hand. */
  mentionsInSlack: SlackTrace[];
  receipt: ErasureReceipt;
  /** The store searched again afterwards. */
  left: PersonFindings;
}

const isLive = (submission: Submission, now: number) =>
  submission.delivery.state === 'delivering' &&
  now - Date.parse(submission.delivery.claimedAt ?? '') < CLAIM_TTL_MS;

/**
 * The record once no delivery run holds it: a run that claimed it before the mark finishes its
 * post and records it; one that claims it after sees the mark and deletes it (null).
 */
async function settled(store: Store, id: string, pollMs: number, note: (text: string) => void) {
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

export async function erasePerson(
  store: Store,
  found: PersonFindings,
  options: ErasureOptions,
): Promise<Erasure> {
  const { slack, now = () => new Date(), pollMs = 1_000, note = () => {} } = options;
  const defaultChannel = options.defaultChannel ?? slack?.channel ?? '';
  await markErased(
    store,
    [
      ...found.submissions.map((s) => s.id),
      ...found.held.map((s) => s.id),
      ...found.uploads.map((u) => u.uploadId),
      ...found.strayResumes.map((r) => r.id),
    ],
    now(),
  );

  const current: Submission[] = [];
  for (const submission of found.submissions) {
    const latest = await settled(store, submission.id, pollMs, note);
    if (latest) current.push(latest);
  }
  const removal = await removeFromSlack(
    current.flatMap((s) => slackTraces(s, defaultChannel)),
    slack,
  );

  const mentionsInSlack: SlackTrace[] = [];
  let redacted = 0;
  for (const mention of found.mentions) {
    const record = await redactMention(store, mention, found.address, pollMs, note);
    if (!record) continue;
    redacted++;
    mentionsInSlack.push(
      ...slackTraces(record, defaultChannel).filter((t) => t.what === 'message'),
    );
  }

  for (const submission of found.submissions) await deleteSubmission(store, submission.id);
  for (const submission of found.held) await deleteSuspected(store, submission.id);
  for (const upload of found.uploads) await discardUpload(store, upload.uploadId);
  for (const stray of found.strayResumes)
    await (stray.place === 'held' ? deleteSuspected : deleteSubmission)(store, stray.id);

  const counts = {
    submissions: found.submissions.length,
    heldAsSpam: found.held.length,
    resumes: found.resumes.length + found.strayResumes.length,
    pendingDeliveries: found.pending.length,
    uploads: found.uploads.length,
    slackMessagesDeleted: removal.deleted.filter((t) => t.what === 'message').length,
    slackFilesDeleted: removal.deleted.filter((t) => t.what === 'file').length,
    slackLeftForManualRemoval: removal.manual.length,
    mentionsRedacted: redacted,
  };
  const receipt = await saveReceipt(store, found.address, counts, now());
  return {
    counts,
    slack: removal,
    mentionsInSlack,
    receipt,
    left: await findPerson(store, found.address),
  };
}

const withoutAddress = (value: unknown, pattern: RegExp): unknown =>
  typeof value === 'string'
    ? value.replace(pattern, REDACTED)
    : Array.isArray(value)
      ? value.map((item) => withoutAddress(item, pattern))
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([key, inner]) => [key, withoutAddress(inner, pattern)]),
          )
        : value;

/**
 * Takes the address out of another person's submission, by a write conditional on what was read,
 * once no delivery run holds it (a run's own writes would put the old text back). Returns the
 * record as rewritten, or null when it no longer names the address.
 */
async function redactMention(
  store: Store,
  mention: PersonFindings['mentions'][number],
  address: string,
  pollMs: number,
  note: (text: string) => void,
): Promise<Submission | null> {
  const key = mention.place === 'held' ? suspectedKey(mention.id) : recordKey(mention.id);
  const pattern = new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  for (let attempt = 0; attempt < 5; attempt++) {
    if (mention.place === 'stored') await settled(store, mention.id, pollMs, note);
    const read = await stored(() => store.getWithMetadata(key, { type: 'json' }));
    if (!read) return null;
    const record = read.data as Submission;
    const fields = withoutAddress(record.fields, pattern) as Submission['fields'];
    if (JSON.stringify(fields) === JSON.stringify(record.fields)) return null;
    const rewritten = { ...record, fields };
    const { modified } = await stored(() =>
      store.setJSON(key, rewritten, read.etag ? { onlyIfMatch: read.etag } : {}),
    );
    if (modified) return rewritten;
  }
  throw new OperatorError(
    `Submission ${mention.id} kept changing while its mention of the address was taken out; run the erasure again.`,
  );
}
