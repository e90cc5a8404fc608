/**
 * What the forms store keeps of an erasure (KVKK Art. 11, GDPR Art. 17), and the check that makes
 * it final. Keys in the forms store:
 *   erased/ids/{id}        a tombstone: the submission or upload {id} was erased, and nothing may
 *                          bring it back (a delivery run, a late chunk, an upload's claim)
 *   erased/receipts/{id}   a receipt: when, how much, and a keyed hash of the address (no address in
 *                          clear; pseudonymised, since the key is kept beside it)
 *   erased/key             the random key of that hash, made by the store's first erasure
 * A writer that could bring an erased id back writes first, then looks for its tombstone and undoes
 * its write if there is one; the erasure writes the tombstone first, then deletes. With the store's
 * strong consistency, whichever comes second sees the other: nothing outlives the erasure.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { ERASURE_RECORD_MONTHS, addMonths } from '../../src/config/retention.ts';
import { deleteTimedBefore, listKeys, stored } from './storage.ts';
import { timedId } from './timedIds.ts';

/**
 * Longer than anything in flight can last: a delivery's retries (about a day), an upload's life
 * (24 hours). After that the ids are gone for good and their tombstones have nothing left to guard.
 */
const TOMBSTONE_DAYS = 30;

const TOMBSTONES = 'erased/ids/';
const RECEIPTS = 'erased/receipts/';
const KEY = 'erased/key';
const DAY_MS = 24 * 60 * 60 * 1000;

const tombstoneKey = (id: string) => `${TOMBSTONES}${id}`;

/** True once `id` (a submission's or an upload's) has been erased. */
export async function isErased(store: Store, id: string): Promise<boolean> {
  return (await stored(() => store.get(tombstoneKey(id)))) !== null;
}

/** Marks ids as erased, before anything of them is deleted. */
export async function markErased(store: Store, ids: Iterable<string>, now: Date): Promise<void> {
  for (const id of new Set(ids))
    await stored(() => store.setJSON(tombstoneKey(id), { erasedAt: now.toISOString() }));
}

/** The addresses in a receipt are compared as people type them: case and outer spaces aside. */
export const normalizeAddress = (email: string) => email.normalize('NFC').trim().toLowerCase();

export interface ErasureReceipt {
  id: string;
  erasedAt: string;
  /** HMAC-SHA256 of the normalised address under the store's erasure key (erased/key). */
  subject: string;
  /** What was deleted and what was left for a person to remove, by kind: numbers only. */
  counts: Record<string, number>;
}

/**
 * The store's erasure key: 32 random bytes, written once. Whoever may read the receipts may read
 * the store, so the key lives beside them; a receipt copied elsewhere (an audit file, a reply to
 * the authority) cannot be matched to an address by trying addresses without the store.
 */
async function erasureKey(store: Store, create: boolean): Promise<Buffer | null> {
  const existing = await stored(() => store.get(KEY, { type: 'text' }));
  if (existing) return Buffer.from(existing, 'base64');
  if (!create) return null;
  await stored(() => store.set(KEY, randomBytes(32).toString('base64'), { onlyIfNew: true }));
  // Of two first erasures at once, one key is written; both use it.
  return erasureKey(store, false);
}

const subjectOf = (key: Buffer, email: string) =>
  createHmac('sha256', key).update(normalizeAddress(email)).digest('hex');

/** Keeps the receipt of an erasure; returns it. */
export async function saveReceipt(
  store: Store,
  email: string,
  counts: Record<string, number>,
  now: Date,
): Promise<ErasureReceipt> {
  const key = (await erasureKey(store, true))!;
  const receipt: ErasureReceipt = {
    id: timedId(now, randomBytes(4).toString('hex')),
    erasedAt: now.toISOString(),
    subject: subjectOf(key, email),
    counts,
  };
  await stored(() => store.setJSON(`${RECEIPTS}${receipt.id}`, receipt, { onlyIfNew: true }));
  return receipt;
}

/** The receipts of erasures of this address, oldest first. */
export async function receiptsFor(store: Store, email: string): Promise<ErasureReceipt[]> {
  const key = await erasureKey(store, false);
  if (!key) return [];
  const subject = subjectOf(key, email);
  const receipts: ErasureReceipt[] = [];
  for (const name of (await stored(() => listKeys(store, RECEIPTS))).sort()) {
    const receipt = (await stored(() =>
      store.get(name, { type: 'json' }),
    )) as ErasureReceipt | null;
    if (receipt?.subject === subject) receipts.push(receipt);
  }
  return receipts;
}

/**
 * Deletes tombstones 30 days after their erasure, and receipts once the law no longer requires
 * them (ERASURE_RECORD_MONTHS, src/config/retention.ts), while `timeLeft()` (ms) allows. Erasures
 * are rare: a listing and a read of each tombstone fit any run.
 */
export async function purgeErasureRecords(
  store: Store,
  now: Date,
  timeLeft: () => number,
): Promise<{ deleted: number; done: boolean }> {
  const receipts = await deleteTimedBefore(
    store,
    RECEIPTS,
    addMonths(now, -ERASURE_RECORD_MONTHS),
    timeLeft,
  );
  if (!receipts.done) return receipts;
  let { deleted } = receipts;
  const cutoff = now.getTime() - TOMBSTONE_DAYS * DAY_MS;
  for (const key of await stored(() => listKeys(store, TOMBSTONES))) {
    if (timeLeft() <= 0) return { deleted, done: false };
    const mark = (await stored(() => store.get(key, { type: 'json' }))) as {
      erasedAt?: string;
    } | null;
    if (Date.parse(mark?.erasedAt ?? '') >= cutoff) continue;
    await stored(() => store.delete(key));
    deleted++;
  }
  return { deleted, done: true };
}
