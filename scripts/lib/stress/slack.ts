/**
 * A stand-in for Slack on 127.0.0.1: the Web API methods the delivery uses (posting, and looking
 * up a post that got no answer), those an erasure uses (chat.delete, files.delete), the file upload
 * address and an incoming webhook. It records every request and keeps a model of the channel
 * (what Slack acted on), so a run can check that each submission reached it exactly once. How it answers is scripted: per call (`script`) for the
 * function tests, or as a standing behaviour (`behave`) for the stress run: answering, refusing
 * connections, 500, 429 with Retry-After, or hanging.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  /** The body as sent (empty when bodies are not kept). */
  body: Buffer;
  bytes: number;
  sha256: string;
  /** Form-encoded arguments of a Web API call. */
  args: Record<string, string>;
}

/** An answer, or `drop` to cut the connection after reading the request, having acted on it first when `acted`. */
type Scripted =
  | { status: number; headers?: Record<string, string>; body?: unknown }
  | { drop: true; acted?: boolean };

/**
 * ok: answers like Slack. refuse: nothing listens (connection refused). error: HTTP 500.
 * ratelimited: HTTP 429 with Retry-After. hang: acts on the request but answers only after `hangMs`.
 */
export type Behaviour =
  | { kind: 'ok' }
  | { kind: 'refuse' }
  | { kind: 'error' }
  | { kind: 'ratelimited'; retryAfterSeconds: number }
  | { kind: 'hang'; hangMs: number };

/** A message in the channel, as Slack would show it. */
interface PostedMessage {
  ts: string;
  channel: string;
  text: string;
  /** The Block Kit JSON as posted. */
  blocks: string;
  /** The message metadata JSON as posted, if any. */
  metadata: string;
}

interface SharedFile {
  fileId: string;
  channel: string;
  title: string;
  /** Empty when shared in the channel itself. */
  threadTs: string;
  initialComment: string;
  bytes: number;
  sha256: string;
}

export async function startSlack({
  port = 0,
  keepBodies = true,
}: { port?: number; keepBodies?: boolean } = {}) {
  const received: Received[] = [];
  const scripted = new Map<string, Scripted[]>();
  const messages: PostedMessage[] = [];
  const uploads = new Map<string, { bytes: number; sha256: string }>();
  const shared: SharedFile[] = [];
  const webhookPosts: string[] = [];
  const sockets = new Set<Socket>();
  let behaviour: Behaviour = { kind: 'ok' };
  let counter = 0;
  let url = '';

  /** Does what Slack does for a request it accepted; returns the answer Slack gives. */
  function act(
    path: string,
    args: Record<string, string>,
    record: { bytes: number; sha256: string },
  ): { status: number; body: unknown } {
    if (path === '/api/chat.postMessage') {
      // Like Slack's: seconds of the wall clock, then a sequence that keeps them unique and ordered.
      const ts = `${Math.floor(Date.now() / 1000)}.${String(++counter).padStart(6, '0')}`;
      messages.push({
        ts,
        channel: args.channel ?? '',
        text: args.text ?? '',
        blocks: args.blocks ?? '',
        metadata: args.metadata ?? '',
      });
      return { status: 200, body: { ok: true, ts } };
    }
    if (path === '/api/conversations.history') return { status: 200, body: history(args) };
    if (path === '/api/chat.delete') {
      const at = messages.findIndex((m) => m.channel === args.channel && m.ts === args.ts);
      if (at < 0) return { status: 200, body: { ok: false, error: 'message_not_found' } };
      messages.splice(at, 1);
      return { status: 200, body: { ok: true, channel: args.channel, ts: args.ts } };
    }
    if (path === '/api/files.delete') {
      const file = args.file ?? '';
      if (!uploads.has(file)) return { status: 200, body: { ok: false, error: 'file_not_found' } };
      uploads.delete(file);
      for (let i = shared.length - 1; i >= 0; i--)
        if (shared[i]!.fileId === file) shared.splice(i, 1);
      return { status: 200, body: { ok: true } };
    }
    if (path === '/api/files.info') {
      const file = shared.find((item) => item.fileId === args.file);
      if (file)
        return {
          status: 200,
          body: {
            ok: true,
            file: {
              id: file.fileId,
              shares: { public: { [file.channel]: [{ ts: file.threadTs || '0' }] } },
            },
          },
        };
      if (uploads.has(args.file ?? ''))
        return { status: 200, body: { ok: true, file: { id: args.file, shares: {} } } };
      return { status: 200, body: { ok: false, error: 'file_not_found' } };
    }
    if (path === '/api/files.getUploadURLExternal') {
      const id = `F${++counter}`;
      return { status: 200, body: { ok: true, upload_url: `${url}/upload/${id}`, file_id: id } };
    }
    if (path.startsWith('/upload/')) {
      uploads.set(path.slice('/upload/'.length), record);
      return { status: 200, body: 'OK - file received' };
    }
    if (path === '/api/files.completeUploadExternal') {
      const files = JSON.parse(args.files ?? '[]') as Array<{ id: string; title?: string }>;
      for (const file of files) {
        const upload = uploads.get(file.id);
        if (!upload) return { status: 200, body: { ok: false, error: 'file_not_found' } };
        shared.push({
          fileId: file.id,
          channel: args.channel_id ?? '',
          title: file.title ?? '',
          threadTs: args.thread_ts ?? '',
          initialComment: args.initial_comment ?? '',
          ...upload,
        });
      }
      return { status: 200, body: { ok: true, files: [] } };
    }
    if (path === '/webhook') {
      webhookPosts.push(record.sha256);
      return { status: 200, body: 'ok' };
    }
    return { status: 404, body: { ok: false, error: 'unknown_method' } };
  }

  /** The channel's messages since `oldest`, newest first, a page at a time; metadata only when asked for. */
  function history(args: Record<string, string>) {
    const oldest = Number(args.oldest ?? 0);
    const limit = Number(args.limit ?? 100);
    const start = Number(args.cursor ?? 0);
    const inChannel = messages
      .filter((m) => m.channel === args.channel && Number(m.ts) >= oldest)
      .reverse();
    const page = inChannel.slice(start, start + limit).map(({ ts, text, metadata }) => ({
      type: 'message',
      ts,
      text,
      ...(args.include_all_metadata === 'true' && metadata
        ? { metadata: JSON.parse(metadata) as unknown }
        : {}),
    }));
    const more = start + limit < inChannel.length;
    return {
      ok: true,
      messages: page,
      has_more: more,
      response_metadata: { next_cursor: more ? String(start + limit) : '' },
    };
  }

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (req.url ?? '/').split('?')[0]!;
    const isForm = (req.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    const record = {
      bytes: body.byteLength,
      sha256: createHash('sha256').update(body).digest('hex'),
    };
    const args = isForm ? Object.fromEntries(new URLSearchParams(body.toString())) : {};
    received.push({
      path,
      headers: req.headers,
      body: keepBodies ? body : Buffer.alloc(0),
      args,
      ...record,
    });
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      res.writeHead(status, {
        'content-type': typeof payload === 'string' ? 'text/plain' : 'application/json',
        ...headers,
      });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };

    const next = scripted.get(path)?.shift();
    if (next && 'drop' in next) {
      if (next.acted) act(path, args, record);
      return void req.socket.destroy();
    }
    if (next)
      return answer(next.status, next.body ?? { ok: false, error: 'scripted' }, next.headers);
    if (behaviour.kind === 'error') return answer(500, 'Internal Server Error');
    if (behaviour.kind === 'ratelimited')
      return answer(
        429,
        { ok: false, error: 'ratelimited' },
        { 'retry-after': String(behaviour.retryAfterSeconds) },
      );
    const result = act(path, args, record);
    if (behaviour.kind === 'hang') {
      // Slack took the request and acted, but its answer comes after the client gave up.
      const timer = setTimeout(() => answer(result.status, result.body), behaviour.hangMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    answer(result.status, result.body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : on);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  const actualPort = await listen(port);
  url = `http://127.0.0.1:${actualPort}`;

  return {
    url,
    received,
    messages,
    shared,
    webhookPosts,
    /** Answers the next call to `path` with this instead of success. */
    script(path: string, answer: Scripted) {
      scripted.set(path, [...(scripted.get(path) ?? []), answer]);
    },
    /** Sets the standing behaviour; `refuse` stops listening on the port, any other listens again. */
    async behave(next: Behaviour) {
      behaviour = next;
      if (next.kind === 'refuse') await stopListening();
      else if (!server.listening) await listen(actualPort);
    },
    calls: (path: string) => received.filter((r) => r.path === path),
    reset() {
      received.length = 0;
      messages.length = 0;
      shared.length = 0;
      webhookPosts.length = 0;
      uploads.clear();
      scripted.clear();
    },
    close: () => stopListening(),
  };
}

export type SlackStandIn = Awaited<ReturnType<typeof startSlack>>;

/** Environment for Web API delivery against the stand-in. */
export const apiEnv = (url: string) => ({
  SLACK_BOT_TOKEN: 'xoxb-test',
  SLACK_CHANNEL_ID: 'C123',
  SLACK_API_URL: `${url}/api`,
  SLACK_WEBHOOK_URL: undefined,
});
export const webhookEnv = (url: string) => ({
  SLACK_BOT_TOKEN: undefined,
  SLACK_CHANNEL_ID: undefined,
  SLACK_API_URL: undefined,
  SLACK_WEBHOOK_URL: `${url}/webhook`,
});
export const noSlackEnv = {
  SLACK_BOT_TOKEN: undefined,
  SLACK_CHANNEL_ID: undefined,
  SLACK_API_URL: undefined,
  SLACK_WEBHOOK_URL: undefined,
};
