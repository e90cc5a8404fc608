/**
 * Erasing one person (KVKK Art. 11, GDPR Art. 17): what findPerson found is marked as erased, so
 * that no delivery, chunk or claim brings it back (netlify/lib/erasure.ts); a delivery already
 * posting it is waited for, so that its message is known and deleted too; then Slack is cleaned,
 * then the store, and a receipt is kept. Other people's submissions that mention the address keep
 * their words with the address taken out (their Slack messages are listed for a person to edit).
 * The store is searched again at the end, and what is left (nothing, unless something arrived
 * meanwhile) is reported. The same steps erase a part of what is held about a person
 * (`eraseFound`).
 */
import type { Store } from '@netlify/blobs';
import { markErased, saveReceipt, type ErasureReceipt } from '../../../netlify/lib/erasure.ts';
import type { ApiConfig } from '../../../netlify/lib/slack/config.ts';
import { deleteSuspected } from '../../../netlify/lib/spam.ts';
import { deleteSubmission, type Submission } from '../../../netlify/lib/submissions.ts';
import { discardUpload } from '../../../netlify/lib/uploads.ts';
import { findPerson, type PersonFindings } from './person.ts';
import { rewriteRecord, settled, type Waiting } from './rewrite.ts';
import { removeFromSlack, slackTraces, type SlackRemoval, type SlackTrace } from './slack.ts';

/** What stands where another person's submission named the address. */
const REDACTED = '[address erased]';

export interface ErasureOptions {
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
}

/** A person's erasure, and the store searched again afterwards. */
export interface PersonErasure extends Erasure {
  left: PersonFindings;
}

export async function erasePerson(
  store: Store,
  found: PersonFindings,
  options: ErasureOptions,
): Promise<PersonErasure> {
  const erasure = await eraseFound(store, found, options);
  return { ...erasure, left: await findPerson(store, found.address) };
}

/**
 * Erases what `found` holds: all of a person, or the part of it a caller kept (`narrowTo`, as the
 * withdrawal of the future-contact consent does for the applications whose time has passed).
 */
export async function eraseFound(
  store: Store,
  found: PersonFindings,
  options: ErasureOptions,
): Promise<Erasure> {
  const { slack, now = () => new Date(), pollMs = 1_000, note = () => {} } = options;
  const waiting = { pollMs, note };
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
    const latest = await settled(store, submission.id, waiting);
    if (latest) current.push(latest);
  }
  const removal = await removeFromSlack(
    current.flatMap((s) => slackTraces(s, defaultChannel)),
    slack,
  );

  const mentionsInSlack: SlackTrace[] = [];
  let redacted = 0;
  for (const mention of found.mentions) {
    const record = await redactMention(store, mention, found.address, waiting);
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
  return { counts, slack: removal, mentionsInSlack, receipt };
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
 * Takes the address out of another person's submission. Returns the record as rewritten, or null
 * when it no longer names the address.
 */
const redactMention = (
  store: Store,
  mention: PersonFindings['mentions'][number],
  address: string,
  waiting: Waiting,
) => {
  const pattern = new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  return rewriteRecord(
    store,
    mention,
    (record) => {
      const fields = withoutAddress(record.fields, pattern) as Submission['fields'];
      return JSON.stringify(fields) === JSON.stringify(record.fields)
        ? null
        : { ...record, fields };
    },
    'its mention of the address was taken out',
    waiting,
  );
};
