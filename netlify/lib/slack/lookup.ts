/**
 * Settles a post that got no answer: did it reach the channel? Messages carry the submission id as
 * message metadata, so the channel's recent history says; a shared file says where it is shared.
 * Needs the scopes `channels:history` (or `groups:history` for a private channel) and `files:read`;
 * without them Slack refuses (`missing_scope`) and the caller leaves the post for a person to check.
 */
import { callApi, SlackError } from './client.ts';
import type { ApiConfig } from './config.ts';

const EVENT_TYPE = 'website_form_submission';
/** Slack's clock and ours may differ a little; the history is read from this much before the post. */
const CLOCK_MARGIN_MS = 5 * 60 * 1000;
const PAGE_SIZE = 200;
/** A forms channel sees a handful of messages in minutes; more than this and the search gives up. */
const MAX_PAGES = 5;

/** The `metadata` argument of chat.postMessage that names the submission. */
export const submissionMetadata = (submissionId: string) =>
  JSON.stringify({ event_type: EVENT_TYPE, event_payload: { submission_id: submissionId } });

type HistoryPage = {
  messages?: Array<{
    ts: string;
    metadata?: { event_type?: string; event_payload?: { submission_id?: string } };
  }>;
  response_metadata?: { next_cursor?: string };
};

/**
 * The timestamp of the submission's message if it is in the channel, posted since `since` (ISO).
 * `beforeCall` runs before each request (the caller's time budget).
 */
export async function findMessage(
  config: ApiConfig,
  submissionId: string,
  since: string,
  beforeCall: () => void,
): Promise<string | undefined> {
  const oldest = ((Date.parse(since) - CLOCK_MARGIN_MS) / 1000).toFixed(6);
  let cursor = '';
  for (let page = 0; page < MAX_PAGES; page++) {
    beforeCall();
    const args = {
      channel: config.channel,
      oldest,
      inclusive: 'true',
      include_all_metadata: 'true',
      limit: String(PAGE_SIZE),
      ...(cursor ? { cursor } : {}),
    };
    const history = await callApi<HistoryPage>(config, 'conversations.history', args, false);
    const match = history.messages?.find(
      (message) =>
        message.metadata?.event_type === EVENT_TYPE &&
        message.metadata.event_payload?.submission_id === submissionId,
    );
    if (match) return match.ts;
    cursor = history.response_metadata?.next_cursor ?? '';
    if (!cursor) return undefined;
  }
  throw new SlackError('conversations.history: too many messages since the post to be sure', {
    refusal: 'too_many_messages',
  });
}

type FileInfo = {
  file?: { shares?: { public?: Record<string, unknown[]>; private?: Record<string, unknown[]> } };
};

/** Whether the uploaded file is shared in the channel (an upload never completed is not). */
export async function isFileShared(config: ApiConfig, fileId: string): Promise<boolean> {
  try {
    const { file } = await callApi<FileInfo>(config, 'files.info', { file: fileId }, false);
    return Boolean(
      file?.shares?.public?.[config.channel] ?? file?.shares?.private?.[config.channel],
    );
  } catch (error) {
    if (error instanceof SlackError && error.refusal === 'file_not_found') return false;
    throw error;
  }
}
