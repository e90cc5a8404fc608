/**
 * The record of each scheduled purge (KVKK Deletion Regulation Art. 7(3): every deletion at the end
 * of a retention period is recorded, and the record kept three years). The function logs, which
 * also get the run's report, are short-lived; this stays in the forms store:
 *   erased/purges/{id}   when, and how many of each kind were deleted: numbers only, nothing of a
 *                        person (no address, no name, no submission's id)
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { ERASURE_RECORD_MONTHS, addMonths } from '../../src/config/retention.ts';
import { deleteTimedBefore, listKeys, stored } from './storage.ts';
import { timedId } from './timedIds.ts';

const PURGES = 'erased/purges/';

/** What a purge deleted, by kind. */
export interface PurgeCounts {
  submissions: number;
  spam: number;
  uploads: number;
  /** Erasure tombstones and receipts (./erasure.ts). */
  erasureRecords: number;
}

export interface PurgeRecord {
  id: string;
  purgedAt: string;
  counts: PurgeCounts;
}

/** Keeps the record of a purge that deleted anything; returns it, or null when nothing was deleted. */
export async function recordPurge(
  store: Store,
  counts: PurgeCounts,
  now: Date,
): Promise<PurgeRecord | null> {
  if (Object.values(counts).every((count) => count === 0)) return null;
  const record: PurgeRecord = {
    id: timedId(now, randomBytes(4).toString('hex')),
    purgedAt: now.toISOString(),
    counts,
  };
  await stored(() => store.setJSON(`${PURGES}${record.id}`, record, { onlyIfNew: true }));
  return record;
}

/** The records of purges, oldest first. */
export async function purgeRecords(store: Store): Promise<PurgeRecord[]> {
  const records: PurgeRecord[] = [];
  for (const key of (await stored(() => listKeys(store, PURGES))).sort()) {
    const record = (await stored(() => store.get(key, { type: 'json' }))) as PurgeRecord | null;
    if (record) records.push(record);
  }
  return records;
}

/**
 * Deletes the records older than ERASURE_RECORD_MONTHS, while `timeLeft()` (ms) allows. Only a run
 * that deleted something leaves one (a few a day, mostly for abandoned uploads): a listing fits
 * any run.
 */
export function purgeOldPurgeRecords(
  store: Store,
  now: Date,
  timeLeft: () => number,
): Promise<{ deleted: number; done: boolean }> {
  return deleteTimedBefore(store, PURGES, addMonths(now, -ERASURE_RECORD_MONTHS), timeLeft);
}
