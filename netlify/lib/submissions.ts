/**
 * Stored submissions. Keys in the forms store:
 *   records/{id}   the submission (JSON)        resumes/{id}  the resume's bytes
 *   outbox/{id}    present while it is not yet delivered to Slack
 * Ids begin with the time of receipt, so keys sort oldest first and age is known without a read.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import type { Locale } from '../../src/config/locales.ts';
import {
  RETENTION,
  SHORTEST_RETENTION_MONTHS,
  addMonths,
  retentionMonths,
} from '../../src/config/retention.ts';
import type { FormKind } from '../../src/shared/forms/form.ts';
import type { DeployInfo } from './deploy.ts';
import type { SpamVerdict } from './spam.ts';
import { listKeys, stored } from './storage.ts';
import { timedId, timeOfId } from './timedIds.ts';

export type DeliveryState =
  /** Waiting for its first or next attempt. */
  | 'pending'
  /** Claimed by a delivery run that is posting it. */
  | 'delivering'
  | 'delivered'
  /** A post may have reached Slack, and Slack could not be asked whether it did: for a person to check. */
  | 'unconfirmed'
  /** Given up after too many attempts. */
  | 'failed'
  /** Suspected spam, kept for review and never delivered (./spam.ts). */
  | 'held';

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  /** Before this time no retry is made (backoff, or Slack's Retry-After). */
  nextAttemptAt?: string;
  claimedAt?: string;
  claimToken?: string;
  /** Slack timestamp of the posted message, once posted. */
  messageTs?: string;
  /** The channel it was posted to (the setting may change later; an erasure deletes it there). */
  channel?: string;
  /** Set just before a call that makes something visible in Slack, cleared once it is answered. */
  posting?: 'message' | 'resume';
  /** When that call started, by the wall clock: what it may have posted is searched for from then on. */
  postingSince?: string;
  /** The resume's Slack file id, recorded before the call that shares it. */
  resumeFileId?: string;
  /**
   * A post that got no answer (a timeout, a cut connection, a run that died): it may be in the
   * channel. Nothing more is posted until it is looked up, once it has had time to land.
   */
  inDoubt?: { step: 'message' | 'resume'; since: string; fileId?: string };
  /**
   * The message could not be looked up (Slack refused the lookup): it is never posted again, and
   * the resume is shared in the channel itself, naming the submission.
   */
  messageUnconfirmed?: boolean;
  /** True once the resume is shared (in the message's thread when its timestamp is known). */
  resumePosted?: boolean;
  deliveredAt?: string;
  via?: 'api' | 'webhook';
  lastError?: string;
}

export interface StoredResume {
  name: string;
  size: number;
  contentType: string;
}

export interface Submission {
  id: string;
  kind: FormKind;
  receivedAt: string;
  /**
   * The end of its retention when it was stored (src/config/retention.ts, by kind and consent);
   * records stored before that rule carry the earlier 5 years. `deletionDate` says when it goes.
   */
  deleteAfter: string;
  lang: Locale;
  /** The validated answers, without the resume. */
  fields: Record<string, unknown>;
  resume?: StoredResume;
  /**
   * For job applications: the future-contact consent and the end of its window; once the applicant
   * withdraws it, not granted, with the time of the withdrawal.
   */
  futureContact?: { granted: boolean; until: string | null; withdrawnAt?: string };
  /** Why it was held as suspected spam. */
  suspected?: SpamVerdict;
  /** Held as suspected spam, then released by an operator for delivery. */
  released?: { at: string; verdict: SpamVerdict };
  /** The deploy that received it: a preview's submissions name it in Slack. */
  deploy?: DeployInfo;
  delivery: Delivery;
}

const RECORDS = 'records/';
const RESUMES = 'resumes/';
const OUTBOX = 'outbox/';

export const recordKey = (id: string) => `${RECORDS}${id}`;
export const resumeKey = (id: string) => `${RESUMES}${id}`;
const outboxKey = (id: string) => `${OUTBOX}${id}`;

/** A new id: the receipt time and a random suffix. */
const newSubmissionId = (now: Date) => timedId(now, randomUUID().slice(0, 8));

/** The receipt time encoded in an id. */
export const receivedAtOf = timeOfId;

export function newSubmission(input: {
  kind: FormKind;
  lang: Locale;
  fields: Record<string, unknown>;
  resume?: StoredResume;
  futureContact?: boolean;
  deploy?: DeployInfo;
  now: Date;
}): Submission {
  const { kind, lang, fields, resume, futureContact, deploy, now } = input;
  return {
    id: newSubmissionId(now),
    kind,
    receivedAt: now.toISOString(),
    deleteAfter: addMonths(now, retentionMonths(kind, futureContact === true)).toISOString(),
    lang,
    fields,
    ...(resume ? { resume } : {}),
    ...(futureContact === undefined
      ? {}
      : {
          futureContact: {
            granted: futureContact,
            until: futureContact
              ? addMonths(now, RETENTION.futureContactMonths).toISOString()
              : null,
          },
        }),
    ...(deploy ? { deploy } : {}),
    delivery: { state: 'pending', attempts: 0 },
  };
}

/**
 * When a stored submission is due for deletion: its receipt plus what the current rule keeps for
 * its kind and consent, or the date it was stored with if that comes first. A shortened period so
 * reaches the records already stored (those stored under the earlier 5 years follow the current
 * rule), and a lengthened one does not keep a record past the date its sender was told. The purge
 * reads a record once it is older than the shortest period (./maintenance.ts).
 */
export function deletionDate(
  submission: Pick<Submission, 'kind' | 'receivedAt' | 'deleteAfter' | 'futureContact'>,
): Date {
  const byRule = addMonths(
    new Date(submission.receivedAt),
    retentionMonths(submission.kind, submission.futureContact?.granted === true),
  );
  const stored = new Date(submission.deleteAfter);
  return Number.isNaN(stored.getTime()) || byRule < stored ? byRule : stored;
}

/**
 * The record once its sender has withdrawn the future-contact consent: no longer to be contacted
 * about other positions, and kept only as long as it would have been without the consent (never
 * longer than it was to be kept). The box's answer in `fields` stays as given: it shows that the
 * consent was given, and `withdrawnAt` when it ended.
 */
export function withFutureContactWithdrawn(submission: Submission, now: Date): Submission {
  const futureContact = { granted: false, until: null, withdrawnAt: now.toISOString() };
  return {
    ...submission,
    futureContact,
    deleteAfter: deletionDate({ ...submission, futureContact }).toISOString(),
  };
}

/** When an id with no record left (a resume whose record failed to store) is due: the shortest period. */
export const orphanDeletionDate = (receivedAt: Date) =>
  addMonths(receivedAt, SHORTEST_RETENTION_MONTHS);

/**
 * Stores a submission durably: its outbox entry first, then the resume, then the record. So a
 * record never exists without its outbox entry, even when the writes are cut short (a crash
 * between them); an outbox entry without a record is cleared by the delivery once it is old.
 * Throws StorageUnavailable; the visitor hears of success only after this resolves.
 */
export async function saveSubmission(
  store: Store,
  submission: Submission,
  resumeBytes?: Uint8Array,
): Promise<void> {
  await stored(async () => {
    await store.setJSON(outboxKey(submission.id), { id: submission.id });
    if (resumeBytes && submission.resume) {
      await store.set(
        resumeKey(submission.id),
        new Blob([resumeBytes as Uint8Array<ArrayBuffer>]),
        { metadata: { ...submission.resume } },
      );
    }
    await store.setJSON(recordKey(submission.id), submission, { onlyIfNew: true });
  });
}

export async function readSubmission(
  store: Store,
  id: string,
): Promise<{ submission: Submission; etag: string | undefined } | null> {
  const result = await stored(() => store.getWithMetadata(recordKey(id), { type: 'json' }));
  return result ? { submission: result.data as Submission, etag: result.etag } : null;
}

/** Writes the record only if nobody changed it since `etag` was read; false when someone did. */
export async function replaceSubmission(
  store: Store,
  submission: Submission,
  etag: string | undefined,
): Promise<boolean> {
  const result = await stored(() =>
    store.setJSON(recordKey(submission.id), submission, etag ? { onlyIfMatch: etag } : {}),
  );
  return result.modified;
}

export async function readResume(store: Store, id: string): Promise<Uint8Array | null> {
  const data = await stored(() => store.get(resumeKey(id), { type: 'arrayBuffer' }));
  return data ? new Uint8Array(data) : null;
}

export const clearOutbox = (store: Store, id: string) => stored(() => store.delete(outboxKey(id)));

/**
 * The submission ids under a prefix, oldest first. Keys that are not ids are left out: a write cut
 * short (the local Blobs server's temporary file after a crash) must not be read as a submission,
 * nor stop the retention purge, which walks ids in order of age.
 */
export const idsUnder = async (store: Store, prefix: string) =>
  (await stored(() => listKeys(store, prefix)))
    .map((key) => key.slice(prefix.length))
    .filter((id) => receivedAtOf(id) !== null)
    .sort();

/** Ids waiting for delivery, oldest first. */
export const outboxIds = (store: Store) => idsUnder(store, OUTBOX);

/** Every stored submission id, oldest first. */
export const submissionIds = (store: Store) => idsUnder(store, RECORDS);

/** Ids that still have a resume blob (a resume may outlive a record that failed to store). */
export const resumeIds = (store: Store) => idsUnder(store, RESUMES);

/** Deletes a submission with its resume and outbox entry. */
export async function deleteSubmission(store: Store, id: string): Promise<void> {
  await stored(async () => {
    await store.delete(resumeKey(id));
    await store.delete(outboxKey(id));
    await store.delete(recordKey(id));
  });
}
