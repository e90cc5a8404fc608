/**
 * The submissions an operator lists: stored ones (records/) or those held as suspected spam
 * (spam/records/), newest first, read a few at a time and only as far as the listing needs: ids
 * carry their time of receipt, so a date range is applied before anything is read.
 */
import type { Store } from '@netlify/blobs';
import { readSuspected, suspectedIds } from '../../../netlify/lib/spam.ts';
import {
  readSubmission,
  receivedAtOf,
  submissionIds,
  type DeliveryState,
  type Submission,
} from '../../../netlify/lib/submissions.ts';
import type { FormKind } from '../../../src/shared/forms/form.ts';

/** Reads in flight at once: quick on the live API, and gentle on it. */
const READ_CONCURRENCY = 8;

export type Place = 'stored' | 'held';

export const idsIn = (store: Store, place: Place) =>
  place === 'held' ? suspectedIds(store) : submissionIds(store);

export async function readIn(store: Store, place: Place, id: string): Promise<Submission | null> {
  return place === 'held'
    ? readSuspected(store, id)
    : ((await readSubmission(store, id))?.submission ?? null);
}

/** The submission with this id, stored or held. */
export async function findById(
  store: Store,
  id: string,
): Promise<{ place: Place; submission: Submission } | null> {
  for (const place of ['stored', 'held'] as const) {
    const submission = await readIn(store, place, id);
    if (submission) return { place, submission };
  }
  return null;
}

/** `fn` over every item, a few at a time, in order. */
export async function inBatches<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += READ_CONCURRENCY)
    results.push(...(await Promise.all(items.slice(at, at + READ_CONCURRENCY).map(fn))));
  return results;
}

export interface Filters {
  place: Place;
  form?: FormKind;
  state?: DeliveryState;
  since?: Date;
  /** Exclusive. */
  until?: Date;
  /** In the name or the e-mail address. */
  text?: string;
}

/** Text as people search it: no case, no accents, Turkish ı and İ as i ("ayse" finds "Ayşe"). */
export const fold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase();

/** Who sent it: the contact form's name or an application's full name. */
export const nameOf = (submission: Submission) =>
  String(submission.fields.fullName ?? submission.fields.name ?? '');

const inRange = (id: string, { since, until }: Filters) => {
  const time = receivedAtOf(id);
  return time !== null && (!since || time >= since) && (!until || time < until);
};

function matches(submission: Submission, filters: Filters): boolean {
  if (filters.form && submission.kind !== filters.form) return false;
  if (filters.state && submission.delivery.state !== filters.state) return false;
  if (filters.text) {
    const wanted = fold(filters.text.trim());
    const haystack = fold(`${nameOf(submission)}\n${String(submission.fields.email ?? '')}`);
    if (!haystack.includes(wanted)) return false;
  }
  return true;
}

interface Selection {
  submissions: Submission[];
  /** Submissions in the date range, read or not. */
  inRange: number;
  /** True when the limit stopped the reading: more may match. */
  more: boolean;
}

/** The submissions that pass the filters, newest first, at most `limit` of them (0: all). */
export async function select(store: Store, filters: Filters, limit: number): Promise<Selection> {
  const ids = (await idsIn(store, filters.place)).filter((id) => inRange(id, filters)).reverse();
  const submissions: Submission[] = [];
  for (let at = 0; at < ids.length; at += READ_CONCURRENCY) {
    const read = await inBatches(ids.slice(at, at + READ_CONCURRENCY), (id) =>
      readIn(store, filters.place, id),
    );
    for (const submission of read) {
      if (!submission || !matches(submission, filters)) continue;
      if (limit > 0 && submissions.length === limit)
        return { submissions, inRange: ids.length, more: true };
      submissions.push(submission);
    }
  }
  return { submissions, inRange: ids.length, more: false };
}
