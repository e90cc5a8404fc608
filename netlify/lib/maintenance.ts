/**
 * The scheduled work: retry deliveries that are due (an erased one is skipped, ./delivery.ts), then
 * delete what outlived its retention (each submission at its own date, by its kind and consent:
 * src/config/retention.ts; suspected spam after 30 days, unused uploads after a day, erasure
 * tombstones after 30 days and receipts after three years), and keep a record of what it deleted
 * (./purgeRecords.ts: counts only, kept three years).
 * A run stops starting new work once its time budget is nearly spent (Netlify stops a scheduled
 * function after 30 s), and stops posting as soon as Slack asks to wait.
 */
import type { Store } from '@netlify/blobs';
import { SHORTEST_RETENTION_MONTHS, addMonths } from '../../src/config/retention.ts';
import { deliverSubmission } from './delivery.ts';
import { purgeErasureRecords } from './erasure.ts';
import { purgeOldPurgeRecords, recordPurge } from './purgeRecords.ts';
import type { SlackConfig } from './slack/config.ts';
import {
  deleteSubmission,
  deletionDate,
  orphanDeletionDate,
  outboxIds,
  readSubmission,
  receivedAtOf,
  resumeIds,
  submissionIds,
} from './submissions.ts';
import { purgeSuspected } from './spam.ts';
import { purgeExpiredUploads } from './uploads.ts';

export const RUN_BUDGET_MS = 20_000;
/** A delivery is started only with this much time left; inside it, each Slack call must also fit the budget. */
const DELIVERY_RESERVE_MS = 9_000;
/** Deletions stop with this much time left (a tenth of a short budget): a few store calls in flight still finish within it. */
const PURGE_RESERVE_MS = 1_000;

export interface MaintenanceReport {
  delivered: number;
  retryLater: number;
  unconfirmed: number;
  failed: number;
  purged: number;
  /** Suspected spam deleted after its 30 days. */
  purgedSpam: number;
  expiredUploads: number;
  /** Expired uploads a later run deletes (once this run got to them). */
  expiredUploadsLeft?: number;
  /** Erasure tombstones and receipts past their time. */
  purgedErasureRecords: number;
  /** The records of earlier purges past their three years (./purgeRecords.ts). */
  purgedPurgeRecords: number;
  /** True when the run stopped early (budget spent or Slack asked to wait). */
  stoppedEarly: boolean;
}

export async function runMaintenance(
  store: Store,
  config: SlackConfig,
  now = new Date(),
  budgetMs = RUN_BUDGET_MS,
): Promise<MaintenanceReport> {
  const started = Date.now();
  const remaining = () => budgetMs - (Date.now() - started);
  const purgeReserve = Math.min(PURGE_RESERVE_MS, budgetMs / 10);
  const report: MaintenanceReport = {
    delivered: 0,
    retryLater: 0,
    unconfirmed: 0,
    failed: 0,
    purged: 0,
    purgedSpam: 0,
    expiredUploads: 0,
    purgedErasureRecords: 0,
    purgedPurgeRecords: 0,
    stoppedEarly: false,
  };

  if (config.mode !== 'none') {
    for (const id of await outboxIds(store)) {
      if (remaining() < DELIVERY_RESERVE_MS) {
        report.stoppedEarly = true;
        break;
      }
      const result = await deliverSubmission(store, id, config, now, started + budgetMs);
      if (result.outcome === 'delivered') report.delivered++;
      if (result.outcome === 'retry-later') report.retryLater++;
      if (result.outcome === 'unconfirmed') report.unconfirmed++;
      if (result.outcome === 'failed') report.failed++;
      if (result.retryAfterMs) {
        report.stoppedEarly = true;
        break;
      }
    }
  }

  try {
    await purge(store, now, () => remaining() - purgeReserve, report);
  } finally {
    // Written even when the run stops early or the store fails midway: what was deleted is
    // recorded. One write, which the purge reserve leaves time for.
    await recordPurge(
      store,
      {
        submissions: report.purged,
        spam: report.purgedSpam,
        uploads: report.expiredUploads,
        erasureRecords: report.purgedErasureRecords,
      },
      now,
    );
  }
  return report;
}

/**
 * Deletes what outlived its retention while `timeLeft()` (ms, the purge reserve set aside) is
 * positive, counting into `report`; sets `report.stoppedEarly` when time runs out first.
 */
async function purge(
  store: Store,
  now: Date,
  timeLeft: () => number,
  report: MaintenanceReport,
): Promise<void> {
  // Ids sort by receipt: past the shortest period's start nothing can be due. Older records are
  // read for their kind and consent; those kept longer (the future-contact consent) are read again
  // each run until their day, a few hundred reads at most.
  const notYetDue = addMonths(now, -SHORTEST_RETENTION_MONTHS);
  const ids = new Set([...(await submissionIds(store)), ...(await resumeIds(store))]);
  for (const id of [...ids].sort()) {
    if (timeLeft() < 0) {
      report.stoppedEarly = true;
      return;
    }
    const receivedAt = receivedAtOf(id);
    if (!receivedAt || receivedAt >= notYetDue) break;
    const record = await readSubmission(store, id);
    const due = record ? deletionDate(record.submission) : orphanDeletionDate(receivedAt);
    if (due > now) continue;
    await deleteSubmission(store, id);
    report.purged++;
  }

  if (timeLeft() < 0) {
    report.stoppedEarly = true;
    return;
  }
  const spam = await purgeSuspected(store, now, timeLeft);
  report.purgedSpam = spam.deleted;
  if (!spam.done || timeLeft() < 0) {
    report.stoppedEarly = true;
    return;
  }
  const uploads = await purgeExpiredUploads(store, now, timeLeft);
  report.expiredUploads = uploads.deleted;
  report.expiredUploadsLeft = uploads.left;
  if (uploads.left > 0 || timeLeft() < 0) {
    report.stoppedEarly = true;
    return;
  }
  const erasures = await purgeErasureRecords(store, now, timeLeft);
  report.purgedErasureRecords = erasures.deleted;
  if (!erasures.done || timeLeft() < 0) {
    report.stoppedEarly = true;
    return;
  }
  const records = await purgeOldPurgeRecords(store, now, timeLeft);
  report.purgedPurgeRecords = records.deleted;
  if (!records.done) report.stoppedEarly = true;
}
