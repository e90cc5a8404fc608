/**
 * Delivers one stored submission to Slack, at most once. A run first claims the record with a
 * conditional write; only the claimant posts, and it records each step (message, resume) as it
 * succeeds, so a retry continues where the last attempt stopped and never repeats a post.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { callApi, postWebhook, SlackError, uploadBytes } from './slack/client.ts';
import type { SlackConfig } from './slack/config.ts';
import { escapeMrkdwn } from './slack/escape.ts';
import { buildMessage } from './slack/message.ts';
import { clearOutbox, readResume, readSubmission, receivedAtOf, replaceSubmission, resumeKey, type Submission } from './submissions.ts';

/** A claim older than this belongs to a run that died; what it did is unknown. */
export const CLAIM_TTL_MS = 2 * 60 * 1000;
export const MAX_ATTEMPTS = 12;
/** An outbox entry without a record this old belongs to a save that never finished. */
const ORPHAN_AFTER_MS = 10 * 60 * 1000;
const FIRST_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export type DeliveryOutcome = 'delivered' | 'retry-later' | 'unconfirmed' | 'failed' | 'skipped';

export interface DeliveryResult {
  outcome: DeliveryOutcome;
  /** Set when Slack asked to wait (HTTP 429 Retry-After): the caller should stop posting for now. */
  retryAfterMs?: number;
}

/** A Slack step is started only if its timeout still fits in the caller's time budget. */
const STEP_MS = 8_500;

/** The run's time budget ended between two steps; the next run continues from there. */
class OutOfTime extends Error {}

export const backoffMs = (attempts: number) => Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

const log = (submission: Submission, note: string) => console.log(`[forms] ${submission.kind} ${submission.id}: ${note}`);

/** `deadline` (epoch ms): a scheduled run's end; no Slack call is started that could outlast it. */
export async function deliverSubmission(store: Store, id: string, config: SlackConfig, now = new Date(), deadline = Infinity): Promise<DeliveryResult> {
  if (config.mode === 'none') return { outcome: 'skipped' };
  const current = await readSubmission(store, id);
  if (!current) {
    // The outbox entry is written before the record: a young one may belong to a save in progress.
    if (now.getTime() - (receivedAtOf(id)?.getTime() ?? 0) > ORPHAN_AFTER_MS) await clearOutbox(store, id);
    return { outcome: 'skipped' };
  }
  let { submission } = current;
  const { delivery } = submission;
  if (delivery.state === 'delivered' || delivery.state === 'unconfirmed' || delivery.state === 'failed') {
    await clearOutbox(store, id);
    return { outcome: 'skipped' };
  }
  if (delivery.state === 'delivering') {
    const claimedAt = Date.parse(delivery.claimedAt ?? '');
    if (now.getTime() - claimedAt < CLAIM_TTL_MS) return { outcome: 'skipped' };
    // The run that claimed it stopped mid-way. Only a post it had started may have reached Slack:
    // that one is never repeated; whatever it had not started yet is delivered now.
    const { posting } = delivery;
    if (posting === 'resume' || (posting === 'message' && (!submission.resume || config.mode === 'webhook'))) {
      await finish(store, submission, current.etag, { state: 'unconfirmed', lastError: 'delivery interrupted' });
      log(submission, 'delivery interrupted during a post; left unconfirmed for a person to check');
      return { outcome: 'unconfirmed' };
    }
    submission = { ...submission, delivery: { ...delivery, posting: undefined, messageUnconfirmed: delivery.messageUnconfirmed || posting === 'message' } };
  } else if (delivery.nextAttemptAt && Date.parse(delivery.nextAttemptAt) > now.getTime()) return { outcome: 'skipped' };

  const claim = await claimFor(store, submission, current.etag, now);
  if (!claim) return { outcome: 'skipped' };
  let { record, etag } = claim;
  const save = async (changes: Partial<Submission['delivery']>) => {
    record = { ...record, delivery: { ...record.delivery, ...changes } };
    await replaceSubmission(store, record, undefined);
    etag = undefined;
  };
  const step = () => {
    if (Date.now() + STEP_MS > deadline) throw new OutOfTime();
  };

  try {
    if (config.mode === 'webhook') {
      step();
      const note = record.resume ? `resume stored as ${resumeKey(record.id)} (${record.resume.name}, ${record.resume.size} bytes)` : undefined;
      await save({ posting: 'message' });
      await postWebhook(config.webhookUrl, buildMessage(record, note));
      await save({ via: 'webhook', posting: undefined });
    } else {
      if (!record.delivery.messageTs && !record.delivery.messageUnconfirmed) {
        step();
        const { blocks, text } = buildMessage(record);
        await save({ posting: 'message' });
        try {
          const posted = await callApi<{ ts: string }>(
            config,
            'chat.postMessage',
            { channel: config.channel, text, blocks: JSON.stringify(blocks), unfurl_links: 'false', unfurl_media: 'false' },
            true,
          );
          await save({ messageTs: posted.ts, via: 'api', posting: undefined });
        } catch (error) {
          // The message may be in the channel; it is never posted again, but the resume still goes out.
          if (!(error instanceof SlackError && error.ambiguous && record.resume)) throw error;
          await save({ messageUnconfirmed: true, via: 'api', posting: undefined, lastError: error.message });
          log(record, `message unconfirmed (${error.message}); not posted again, the resume follows on its own`);
        }
      }
      if (record.resume && !record.delivery.resumePosted) {
        await postResume(store, record, config, record.delivery.messageTs, step, () => save({ posting: 'resume' }));
        await save({ resumePosted: true, posting: undefined });
      }
    }
    if (record.delivery.messageUnconfirmed) {
      await finish(store, record, etag, { state: 'unconfirmed', nextAttemptAt: undefined });
      log(record, 'resume shared; the message is left unconfirmed for a person to check');
      return { outcome: 'unconfirmed' };
    }
    await finish(store, record, etag, { state: 'delivered', deliveredAt: new Date().toISOString(), lastError: undefined, nextAttemptAt: undefined });
    log(record, `delivered via ${config.mode}`);
    return { outcome: 'delivered' };
  } catch (error) {
    return recordFailure(store, record, error, now);
  }
}

/** Shares the resume in the message's thread, or, when the message is unconfirmed, in the channel naming the submission. */
async function postResume(
  store: Store,
  record: Submission,
  config: Extract<SlackConfig, { mode: 'api' }>,
  threadTs: string | undefined,
  step: () => void,
  beforePost: () => Promise<void>,
) {
  const bytes = await readResume(store, record.id);
  if (!bytes || !record.resume) throw new SlackError('resume missing from storage');
  step();
  const target = await callApi<{ upload_url: string; file_id: string }>(config, 'files.getUploadURLExternal', { filename: record.resume.name, length: String(bytes.byteLength) }, false);
  step();
  await uploadBytes(target.upload_url, bytes, record.resume.contentType);
  step();
  await beforePost();
  await callApi(
    config,
    'files.completeUploadExternal',
    {
      files: JSON.stringify([{ id: target.file_id, title: record.resume.name }]),
      channel_id: config.channel,
      ...(threadTs ? { thread_ts: threadTs } : { initial_comment: resumeComment(record) }),
    },
    true,
  );
}

const resumeComment = (record: Submission) => escapeMrkdwn(`Resume of ${record.kind} submission id ${record.id} (${String(record.fields.fullName ?? '')}); its message could not be confirmed.`);

async function claimFor(store: Store, submission: Submission, etag: string | undefined, now: Date) {
  const claimToken = randomUUID();
  const record: Submission = {
    ...submission,
    delivery: { ...submission.delivery, state: 'delivering', claimedAt: now.toISOString(), claimToken, attempts: submission.delivery.attempts + 1 },
  };
  if (!(await replaceSubmission(store, record, etag))) return null;
  // Read back: two writers landing within the store's ETag resolution must not both believe they won.
  const check = await readSubmission(store, submission.id);
  if (check?.submission.delivery.claimToken !== claimToken) return null;
  return { record: check.submission, etag: check.etag };
}

async function finish(store: Store, record: Submission, etag: string | undefined, changes: Partial<Submission['delivery']>) {
  const delivery = { ...record.delivery, ...changes, claimToken: undefined, claimedAt: undefined, posting: undefined };
  await replaceSubmission(store, { ...record, delivery }, etag);
  if (changes.state !== 'pending') await clearOutbox(store, record.id);
}

async function recordFailure(store: Store, record: Submission, error: unknown, now: Date): Promise<DeliveryResult> {
  if (error instanceof OutOfTime) {
    await finish(store, record, undefined, { state: 'pending', attempts: record.delivery.attempts - 1, nextAttemptAt: now.toISOString() });
    return { outcome: 'retry-later' };
  }
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof SlackError && error.ambiguous) {
    await finish(store, record, undefined, { state: 'unconfirmed', lastError: reason });
    log(record, `unconfirmed (${reason}); not retried, so never posted twice`);
    return { outcome: 'unconfirmed' };
  }
  if (record.delivery.attempts >= MAX_ATTEMPTS) {
    await finish(store, record, undefined, { state: 'failed', lastError: reason });
    console.error(`[forms] ${record.kind} ${record.id}: delivery failed after ${record.delivery.attempts} attempts (${reason})`);
    return { outcome: 'failed' };
  }
  const retryAfterMs = error instanceof SlackError ? error.retryAfterMs : undefined;
  const wait = Math.max(retryAfterMs ?? 0, backoffMs(record.delivery.attempts));
  await finish(store, record, undefined, { state: 'pending', lastError: reason, nextAttemptAt: new Date(now.getTime() + wait).toISOString() });
  log(record, `delivery attempt ${record.delivery.attempts} failed (${reason}); next in ${Math.round(wait / 1000)} s`);
  return { outcome: 'retry-later', retryAfterMs };
}
