/** A stand-in for Slack on 127.0.0.1 that records every request and answers as a test scripts it. */
import { createServer, type IncomingMessage } from 'node:http';

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** Form-encoded arguments of a Web API call. */
  args: Record<string, string>;
}

/** An answer, or `drop` to cut the connection after reading the request (Slack may or may not have acted). */
type Scripted = { status: number; headers?: Record<string, string>; body?: unknown } | { drop: true };

export async function startSlack() {
  const received: Received[] = [];
  const scripted = new Map<string, Scripted[]>();
  let messages = 0;
  let files = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (req.url ?? '/').split('?')[0]!;
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    received.push({ path, headers: req.headers, body, args: isForm ? Object.fromEntries(new URLSearchParams(body.toString())) : {} });
    const next = scripted.get(path)?.shift();
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': typeof payload === 'string' ? 'text/plain' : 'application/json', ...headers });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    if (next && 'drop' in next) return void req.socket.destroy();
    if (next) return answer(next.status, next.body ?? { ok: false, error: 'scripted' }, next.headers);
    if (path === '/api/chat.postMessage') return answer(200, { ok: true, ts: `1700000000.00000${++messages}` });
    if (path === '/api/files.getUploadURLExternal') return answer(200, { ok: true, upload_url: `${url}/upload/F${++files}`, file_id: `F${files}` });
    if (path.startsWith('/upload/')) return answer(200, 'OK - file received');
    if (path === '/api/files.completeUploadExternal') return answer(200, { ok: true, files: [] });
    if (path === '/webhook') return answer(200, 'ok');
    answer(404, { ok: false, error: 'unknown_method' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    received,
    /** Answers the next call to `path` with this instead of success. */
    script(path: string, answer: Scripted) {
      scripted.set(path, [...(scripted.get(path) ?? []), answer]);
    },
    calls: (path: string) => received.filter((r) => r.path === path),
    reset() {
      received.length = 0;
      scripted.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Environment for Web API delivery against the stand-in. */
export const apiEnv = (url: string) => ({ SLACK_BOT_TOKEN: 'xoxb-test', SLACK_CHANNEL_ID: 'C123', SLACK_API_URL: `${url}/api`, SLACK_WEBHOOK_URL: undefined });
export const webhookEnv = (url: string) => ({ SLACK_BOT_TOKEN: undefined, SLACK_CHANNEL_ID: undefined, SLACK_API_URL: undefined, SLACK_WEBHOOK_URL: `${url}/webhook` });
export const noSlackEnv = { SLACK_BOT_TOKEN: undefined, SLACK_CHANNEL_ID: undefined, SLACK_API_URL: undefined, SLACK_WEBHOOK_URL: undefined };

export function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}
