/**
 * What a submission left in Slack, read from its delivery record, and its removal: with the bot
 * token (SLACK_BOT_TOKEN, the app that posted), messages by `chat.delete` and resume files by
 * `files.delete`. A message sent by an incoming webhook cannot be deleted through the API, nor
 * one the bot may not delete: those are listed, with channel and time, for a person to remove.
 */
import { callApi, SlackError } from '../../../netlify/lib/slack/client.ts';
import type { ApiConfig } from '../../../netlify/lib/slack/config.ts';
import { findMessage } from '../../../netlify/lib/slack/lookup.ts';
import type { Submission } from '../../../netlify/lib/submissions.ts';
import type { FormKind } from '../../../src/shared/forms/form.ts';
import { OperatorError } from './errors.ts';
import { officeTime } from './time.ts';

export interface SlackTrace {
  submissionId: string;
  kind: FormKind;
  what: 'message' | 'file';
  /** How it was posted: by the app (deletable with its token) or by an incoming webhook. */
  via: 'api' | 'webhook' | 'unknown';
  channel?: string;
  ts?: string;
  fileId?: string;
  /** When it was posted, or (when not certain) since when it may have been. */
  at: string;
  /** False for a post that got no answer: it may or may not be in the channel. */
  certain: boolean;
}

/** The app's settings for deleting: its token; the channel of records that did not note theirs. */
export function cleanupConfig(env: Record<string, string | undefined>): ApiConfig | null {
  const token = env.SLACK_BOT_TOKEN?.trim();
  if (!token) return null;
  return {
    mode: 'api',
    token,
    channel: env.SLACK_CHANNEL_ID?.trim() ?? '',
    apiUrl: (env.SLACK_API_URL?.trim() || 'https://slack.com/api').replace(/\/$/, ''),
  };
}

export function slackTraces(submission: Submission, defaultChannel = ''): SlackTrace[] {
  if (submission.suspected) return [];
  const { delivery: d, id, kind } = submission;
  const channel = d.channel || defaultChannel || undefined;
  const traces: SlackTrace[] = [];
  if (d.messageTs)
    traces.push({
      submissionId: id,
      kind,
      what: 'message',
      via: 'api',
      channel,
      ts: d.messageTs,
      at: new Date(Number(d.messageTs) * 1000).toISOString(),
      certain: true,
    });
  else if (d.via === 'webhook')
    traces.push({
      submissionId: id,
      kind,
      what: 'message',
      via: 'webhook',
      at: d.deliveredAt ?? submission.receivedAt,
      certain: true,
    });
  else if (
    d.messageUnconfirmed ||
    d.inDoubt?.step === 'message' ||
    d.posting === 'message' ||
    d.state === 'unconfirmed'
  )
    traces.push({
      submissionId: id,
      kind,
      what: 'message',
      // Only the app's posts leave a file id or a message that could not be looked up.
      via: d.messageUnconfirmed || d.resumeFileId ? 'api' : 'unknown',
      channel,
      at:
        d.inDoubt?.step === 'message' ? d.inDoubt.since : (d.postingSince ?? submission.receivedAt),
      certain: false,
    });
  if (d.resumeFileId && (d.resumePosted || d.inDoubt?.step === 'resume' || d.posting === 'resume'))
    traces.push({
      submissionId: id,
      kind,
      what: 'file',
      via: 'api',
      channel,
      fileId: d.resumeFileId,
      at: d.inDoubt?.since ?? d.postingSince ?? d.deliveredAt ?? submission.receivedAt,
      certain: Boolean(d.resumePosted),
    });
  return traces;
}

/** Where a person finds it, in a line. */
export function traceLine(trace: SlackTrace): string {
  const where =
    trace.via === 'webhook'
      ? "the incoming webhook's channel"
      : trace.channel
        ? `channel ${trace.channel}`
        : 'the forms channel';
  const what =
    trace.what === 'file'
      ? `resume file ${trace.fileId}`
      : trace.ts
        ? `message of ${officeTime(trace.at)} (ts ${trace.ts})`
        : `message of ${officeTime(trace.at)}`;
  const maybe = trace.certain
    ? ''
    : trace.what === 'file'
      ? ' (may have been shared)'
      : ' (may have been posted from then on)';
  return `${what}${maybe} in ${where}, ${trace.kind} submission ${trace.submissionId}`;
}

export interface SlackRemoval {
  deleted: SlackTrace[];
  /** Already gone, or never posted after all. */
  absent: SlackTrace[];
  /** For a person to remove, with the reason the API could not. */
  manual: Array<{ trace: SlackTrace; reason: string }>;
}

const GONE = new Set(['message_not_found', 'file_not_found', 'file_deleted']);

/**
 * Deletes what the app posted. Slack out of reach (no answer, 5xx, rate limit) stops everything
 * with an error, before the store is touched, so the erasure can simply be run again.
 */
export async function removeFromSlack(
  traces: SlackTrace[],
  config: ApiConfig | null,
): Promise<SlackRemoval> {
  const result: SlackRemoval = { deleted: [], absent: [], manual: [] };
  for (const trace of traces) {
    if (trace.via === 'webhook') {
      result.manual.push({ trace, reason: 'sent by webhook: the API cannot delete it' });
      continue;
    }
    if (!config) {
      result.manual.push({ trace, reason: 'SLACK_BOT_TOKEN is not set here' });
      continue;
    }
    try {
      if (trace.what === 'file') {
        await callApi(config, 'files.delete', { file: trace.fileId! }, false);
        result.deleted.push(trace);
        continue;
      }
      const channel = trace.channel ?? config.channel;
      if (!channel) {
        result.manual.push({ trace, reason: 'its channel is unknown (set SLACK_CHANNEL_ID)' });
        continue;
      }
      const ts =
        trace.ts ??
        (await findMessage({ ...config, channel }, trace.submissionId, trace.at, () => {}));
      if (!ts) {
        // Not among the app's posts; an interrupted webhook post would be in the webhook's channel.
        if (trace.via === 'unknown')
          result.manual.push({
            trace,
            reason: "not among the app's messages; if it went by webhook, look in that channel",
          });
        else result.absent.push(trace);
        continue;
      }
      await callApi(config, 'chat.delete', { channel, ts }, false);
      result.deleted.push({ ...trace, channel, ts, certain: true });
    } catch (error) {
      if (!(error instanceof SlackError)) throw error;
      if (error.refusal && GONE.has(error.refusal)) result.absent.push(trace);
      else if (error.refusal)
        result.manual.push({ trace, reason: `Slack refused: ${error.refusal}` });
      else
        throw new OperatorError(
          `Slack could not be reached (${error.message}); the store was not changed apart from marking the person's ids as erased (nothing more is delivered). Run the erasure again.`,
        );
    }
  }
  return result;
}
