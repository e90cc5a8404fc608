/**
 * Delivers one stored submission to Slack, exactly once. A run first claims the record with a
 * conditional write; only the claimant posts, and it records each step (message, resume) as it
 * succeeds, so a retry continues where the last attempt stopped. A post that got no answer is never
 * simply repeated: once it has had time to land, the channel is asked whether it did
 * (./slack/lookup.ts). Only when Slack cannot be asked is it left for a person to check.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { isPreview } from './deploy.ts';
import { isErased } from './erasure.ts';
import { callApi, postWebhook, SlackError, uploadBytes } from './slack/client.ts';
import type { ApiConfig, SlackConfig, WebhookConfig } from './slack/config.ts';
import { literalMrkdwn } from './slack/escape.ts';
import { findMessage, isFileShared, submissionMetadata } from './slack/lookup.ts';
import { buildMessage } from './slack/message.ts';
import {
  clearOutbox,
  deleteSubmission,
  readResume,
  readSubmission,
  receivedAtOf,
  replaceSubmission,
  resumeKey,
  type Delivery,
  type Submission,
} from './submissions.ts';

/** A claim older than this belongs to a run that died; what it did is unknown. */
export const CLAIM_TTL_MS = 2 * 60 * 1000;
/** A post that got no answer has landed by now if it ever will; only then is it looked up. */
export const SETTLE_MS = 2 * 60 * 1000;
const MAX_ATTEMPTS = 12;
/** An outbox entry without a record this old belongs to a save that never finished. */
const ORPHAN_AFTER_MS = 10 * 60 * 1000;
const FIRST_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

type DeliveryOutcome = 'delivered' | 'retry-later' | 'unconfirmed' | 'failed' | 'skipped';

interface DeliveryResult {
  outcome: DeliveryOutcome;
  /** Set when Slack asked to wait (HTTP 429 Retry-After): the caller should stop posting for now. */
  retryAfterMs?: number;
}

/** A Slack step is started only if its timeout still fits in the caller's time budget. */
const STEP_MS = 8_500;

/** Nothing more can be done in this run without risk: the budget ends, or a post in doubt has not settled. */
class NotYet extends Error {
  readonly until: Date;
  constructor(until: Date) {
    super('not yet');
    this.until = until;
  }
}

/** A post got no answer; the next attempt looks it up once it has settled. */
class PostInDoubt extends Error {
  readonly settledAt: number;
  constructor(settledAt: number, reason: string) {
    super(reason);
    this.settledAt = settledAt;
  }
}

/** Slack cannot be asked whether a post in doubt arrived; a person has to look. */
class Unverifiable extends Error {}

const backoffMs = (attempts: number) =>
  Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

const log = (submission: Submission, note: string) =>
  console.log(`[forms] ${submission.kind} ${submission.id}: ${note}`);

/** Slack stamps messages by the wall clock, so a post's start is recorded by it too (not by a run's `now`). */
const wallClock = () => new Date().toISOString();

/** `deadline` (epoch ms): a scheduled run's end; no Slack call is started that could outlast it. */
export async function deliverSubmission(
  store: Store,
  id: string,
  config: SlackConfig,
  now = new Date(),
  deadline = Infinity,
): Promise<DeliveryResult> {
  if (config.mode === 'none') return { outcome: 'skipped' };
  const current = await readSubmission(store, id);
  if (!current) {
    // The outbox entry is written before the record: a young one may belong to a save in progress.
    if (now.getTime() - (receivedAtOf(id)?.getTime() ?? 0) > ORPHAN_AFTER_MS)
      await clearOutbox(store, id);
    return { outcome: 'skipped' };
  }
  let { submission } = current;
  // A preview's submissions stay in its own store unless previews are let through (slack/config.ts).
  if (isPreview(submission.deploy) && !config.deliverPreviews) return { outcome: 'skipped' };
  const { delivery } = submission;
  if (
    delivery.state === 'delivered' ||
    delivery.state === 'unconfirmed' ||
    delivery.state === 'failed'
  ) {
    await clearOutbox(store, id);
    return { outcome: 'skipped' };
  }
  if (delivery.state === 'delivering') {
    if (now.getTime() - Date.parse(delivery.claimedAt ?? '') < CLAIM_TTL_MS)
      return { outcome: 'skipped' };
    // The run that claimed it stopped mid-way. A post it had started may have reached Slack: it is
    // looked up before anything is posted again. What it had not started is simply done now.
    if (delivery.posting) {
      const inDoubt = {
        step: delivery.posting,
        since: delivery.postingSince ?? delivery.claimedAt!,
        fileId: delivery.resumeFileId,
      };
      submission = {
        ...submission,
        delivery: { ...delivery, posting: undefined, postingSince: undefined, inDoubt },
      };
    }
  } else if (delivery.nextAttemptAt && Date.parse(delivery.nextAttemptAt) > now.getTime())
    return { outcome: 'skipped' };

  const claim = await claimFor(store, submission, current.etag, now);
  if (!claim) return { outcome: 'skipped' };
  // Claimed, then checked: an erasure that came first is seen here and its record is not brought
  // back; one that comes later waits for this claim to end before it deletes (./erasure.ts).
  if (await isErased(store, id)) {
    await deleteSubmission(store, id);
    log(submission, 'erased; not delivered');
    return { outcome: 'skipped' };
  }
  return new DeliveryRun(store, claim, config, now, deadline).deliver();
}

/** One claimed attempt: each step is saved on the record as it starts and as it ends. */
class DeliveryRun {
  private readonly store: Store;
  private record: Submission;
  private etag: string | undefined;
  private readonly config: Exclude<SlackConfig, { mode: 'none' }>;
  private readonly now: Date;
  private readonly deadline: number;

  constructor(
    store: Store,
    claim: { record: Submission; etag: string | undefined },
    config: Exclude<SlackConfig, { mode: 'none' }>,
    now: Date,
    deadline: number,
  ) {
    this.store = store;
    this.record = claim.record;
    this.etag = claim.etag;
    this.config = config;
    this.now = now;
    this.deadline = deadline;
  }

  async deliver(): Promise<DeliveryResult> {
    try {
      const { config } = this;
      if (config.mode === 'webhook') await this.postToWebhook(config);
      else {
        if (this.record.delivery.inDoubt)
          await this.settleDoubt(config, this.record.delivery.inDoubt);
        if (!this.record.delivery.messageTs && !this.record.delivery.messageUnconfirmed)
          await this.postMessage(config);
        if (this.record.resume && !this.record.delivery.resumePosted)
          await this.shareResume(config);
      }
      if (this.record.delivery.messageUnconfirmed) {
        await this.finish({ state: 'unconfirmed', nextAttemptAt: undefined });
        log(
          this.record,
          `${this.record.resume ? 'resume shared; ' : ''}the message is left unconfirmed for a person to check`,
        );
        return { outcome: 'unconfirmed' };
      }
      await this.finish({
        state: 'delivered',
        deliveredAt: new Date().toISOString(),
        lastError: undefined,
        nextAttemptAt: undefined,
      });
      log(this.record, `delivered via ${this.config.mode}`);
      return { outcome: 'delivered' };
    } catch (error) {
      return this.recordFailure(error);
    }
  }

  private async save(changes: Partial<Delivery>) {
    this.record = { ...this.record, delivery: { ...this.record.delivery, ...changes } };
    await replaceSubmission(this.store, this.record, undefined);
    this.etag = undefined;
  }

  private step() {
    if (Date.now() + STEP_MS > this.deadline) throw new NotYet(this.now);
  }

  private async postToWebhook(config: WebhookConfig) {
    // A webhook cannot be asked what it received: a post in doubt stays for a person.
    if (this.record.delivery.inDoubt) throw new Unverifiable('a webhook post was interrupted');
    const { resume, id } = this.record;
    this.step();
    const note = resume
      ? `resume stored as ${resumeKey(id)} (${resume.name}, ${resume.size} bytes)`
      : undefined;
    await this.save({ posting: 'message', postingSince: wallClock() });
    try {
      await postWebhook(config.webhookUrl, buildMessage(this.record, note));
    } catch (error) {
      if (error instanceof SlackError && error.ambiguous) throw new Unverifiable(error.message);
      throw error;
    }
    await this.save({ via: 'webhook', posting: undefined, postingSince: undefined });
  }

  /** Looks the post in doubt up once it has settled: found, it is recorded; absent, it is posted again. */
  private async settleDoubt(config: ApiConfig, doubt: NonNullable<Delivery['inDoubt']>) {
    const settledAt = Date.parse(doubt.since) + SETTLE_MS;
    if (this.now.getTime() < settledAt) throw new NotYet(new Date(settledAt));
    try {
      if (doubt.step === 'message') {
        const ts = await findMessage(config, this.record.id, doubt.since, () => this.step());
        await this.save({
          inDoubt: undefined,
          ...(ts ? { messageTs: ts, channel: config.channel, via: 'api' as const } : {}),
        });
        log(
          this.record,
          ts
            ? 'the unanswered message is in the channel; not posted again'
            : 'the unanswered message never reached the channel; posting it',
        );
        return;
      }
      if (!doubt.fileId)
        throw new Unverifiable('the resume post was interrupted before its file was known');
      this.step();
      const shared = await isFileShared(config, doubt.fileId);
      await this.save({ inDoubt: undefined, ...(shared ? { resumePosted: true } : {}) });
      log(
        this.record,
        shared
          ? 'the unanswered resume is in the channel; not shared again'
          : 'the unanswered resume never reached the channel; sharing it',
      );
    } catch (error) {
      if (!(error instanceof SlackError && error.refusal)) throw error;
      // Slack will not say (a scope is missing): nothing is posted again, and a person checks.
      if (doubt.step === 'resume') throw new Unverifiable(error.message);
      await this.save({ inDoubt: undefined, messageUnconfirmed: true, lastError: error.message });
      log(
        this.record,
        `the unanswered message cannot be looked up (${error.message}); the resume follows on its own`,
      );
    }
  }

  private async postMessage(config: ApiConfig) {
    this.step();
    const { blocks, text } = buildMessage(this.record);
    const since = wallClock();
    await this.save({ posting: 'message', postingSince: since });
    try {
      const args = {
        channel: config.channel,
        text,
        blocks: JSON.stringify(blocks),
        metadata: submissionMetadata(this.record.id),
        unfurl_links: 'false',
        unfurl_media: 'false',
      };
      const posted = await callApi<{ ts: string }>(config, 'chat.postMessage', args, true);
      await this.save({
        messageTs: posted.ts,
        channel: config.channel,
        via: 'api',
        posting: undefined,
        postingSince: undefined,
      });
    } catch (error) {
      throw await this.doubtIfUnanswered(error, 'message', since);
    }
  }

  /** Shares the resume in the message's thread, or, when the message is unconfirmed, in the channel naming the submission. */
  private async shareResume(config: ApiConfig) {
    const { record } = this;
    const bytes = await readResume(this.store, record.id);
    if (!bytes || !record.resume) throw new SlackError('resume missing from storage');
    this.step();
    const args = { filename: record.resume.name, length: String(bytes.byteLength) };
    const target = await callApi<{ upload_url: string; file_id: string }>(
      config,
      'files.getUploadURLExternal',
      args,
      false,
    );
    this.step();
    await uploadBytes(target.upload_url, bytes, record.resume.contentType);
    this.step();
    const since = wallClock();
    await this.save({ posting: 'resume', postingSince: since, resumeFileId: target.file_id });
    const threadTs = this.record.delivery.messageTs;
    try {
      const files = JSON.stringify([{ id: target.file_id, title: record.resume.name }]);
      await callApi(
        config,
        'files.completeUploadExternal',
        {
          files,
          channel_id: config.channel,
          ...(threadTs ? { thread_ts: threadTs } : { initial_comment: resumeComment(record) }),
        },
        true,
      );
    } catch (error) {
      throw await this.doubtIfUnanswered(error, 'resume', since, target.file_id);
    }
    await this.save({ resumePosted: true, posting: undefined, postingSince: undefined });
  }

  /** A post that got no answer is recorded as in doubt, to be looked up once it has settled. */
  private async doubtIfUnanswered(
    error: unknown,
    step: 'message' | 'resume',
    since: string,
    fileId?: string,
  ): Promise<unknown> {
    if (!(error instanceof SlackError && error.ambiguous)) return error;
    await this.save({
      inDoubt: { step, since, fileId },
      posting: undefined,
      postingSince: undefined,
    });
    log(
      this.record,
      `${step} post unanswered (${error.message}); looked up in the channel before anything is posted again`,
    );
    return new PostInDoubt(Date.parse(since) + SETTLE_MS, error.message);
  }

  private async finish(changes: Partial<Delivery>) {
    const delivery = {
      ...this.record.delivery,
      ...changes,
      claimToken: undefined,
      claimedAt: undefined,
      posting: undefined,
      postingSince: undefined,
    };
    this.record = { ...this.record, delivery };
    await replaceSubmission(this.store, this.record, this.etag);
    if (changes.state !== 'pending') await clearOutbox(this.store, this.record.id);
  }

  private async recordFailure(error: unknown): Promise<DeliveryResult> {
    const { record, now } = this;
    if (error instanceof NotYet) {
      await this.finish({
        state: 'pending',
        attempts: record.delivery.attempts - 1,
        nextAttemptAt: error.until.toISOString(),
      });
      return { outcome: 'retry-later' };
    }
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof Unverifiable) {
      await this.finish({ state: 'unconfirmed', lastError: reason });
      log(
        record,
        `a post may have reached Slack (${reason}); not repeated, left unconfirmed for a person to check`,
      );
      return { outcome: 'unconfirmed' };
    }
    if (record.delivery.attempts >= MAX_ATTEMPTS) {
      await this.finish({ state: 'failed', lastError: reason });
      console.error(
        `[forms] ${record.kind} ${record.id}: delivery failed after ${record.delivery.attempts} attempts (${reason})`,
      );
      return { outcome: 'failed' };
    }
    const retryAfterMs = error instanceof SlackError ? error.retryAfterMs : undefined;
    const settleMs = error instanceof PostInDoubt ? error.settledAt - now.getTime() : 0;
    const wait = Math.max(retryAfterMs ?? 0, settleMs, backoffMs(record.delivery.attempts));
    await this.finish({
      state: 'pending',
      lastError: reason,
      nextAttemptAt: new Date(now.getTime() + wait).toISOString(),
    });
    log(
      record,
      `delivery attempt ${record.delivery.attempts} failed (${reason}); next in ${Math.round(wait / 1000)} s`,
    );
    return { outcome: 'retry-later', retryAfterMs };
  }
}

/** The comment is read as mrkdwn: the visitor's name goes in as lookalike-safe text (./slack/escape.ts). */
const resumeComment = (record: Submission) =>
  `Resume of ${record.kind} submission id ${record.id} (${literalMrkdwn(String(record.fields.fullName ?? ''))}); its message could not be confirmed.`;

async function claimFor(store: Store, submission: Submission, etag: string | undefined, now: Date) {
  const claimToken = randomUUID();
  const record: Submission = {
    ...submission,
    delivery: {
      ...submission.delivery,
      state: 'delivering',
      claimedAt: now.toISOString(),
      claimToken,
      attempts: submission.delivery.attempts + 1,
    },
  };
  if (!(await replaceSubmission(store, record, etag))) return null;
  // Read back: two writers landing within the store's ETag resolution must not both believe they won.
  const check = await readSubmission(store, submission.id);
  if (check?.submission.delivery.claimToken !== claimToken) return null;
  return { record: check.submission, etag: check.etag };
}
