/**
 * One unzipped function bundle, run as Netlify runs it: a Node process of its own whose working
 * directory is the bundle, loading the bundle's entry point (`___netlify-entry-point.mjs`, written
 * by Netlify's bundler around Netlify's function bootstrap) and calling its Lambda `handler` with
 * an invocation event (request, Blobs access, deploy headers). The bootstrap builds the Request and
 * the Context from that event, imports the function's module and calls its default export, as on
 * Netlify. Nothing of the project's own tree is on this process's module path: what the bundle
 * lacks fails here as it would in production.
 *
 * Started by ./bundles.ts with an IPC channel: each message is `{ id, event, env }`; the answer is
 * `{ id, status, headers, body (base64), logs }` or `{ id, error }`.
 */
import { Writable } from 'node:stream';

interface Prelude {
  statusCode: number;
  multiValueHeaders?: Record<string, string[]>;
  headers?: Record<string, string>;
}

/** The stream a Lambda response is written to, with the status and headers the bootstrap sets first. */
class ResponseStream extends Writable {
  prelude: Prelude = { statusCode: 200 };
  chunks: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
}

// What AWS Lambda's Node runtime provides to a response-streaming handler.
Object.assign(globalThis, {
  awslambda: {
    streamifyResponse: (handler: unknown) => handler,
    HttpResponseStream: {
      from(stream: ResponseStream, prelude: Prelude) {
        stream.prelude = prelude;
        return stream;
      },
    },
  },
});

const logs: string[] = [];
for (const method of ['log', 'info', 'warn', 'error'] as const) {
  console[method] = (...args: unknown[]) => void logs.push(args.map(String).join(' '));
}

type Handler = (event: unknown, stream: ResponseStream, context: unknown) => Promise<void>;
const entry = new URL('___netlify-entry-point.mjs', `file://${process.cwd()}/`).href;
const { handler } = (await import(entry)) as { handler: Handler };

let invocation = 0;
process.on(
  'message',
  async (message: { id: number; event: unknown; env: Record<string, string> }) => {
    // The site's environment as the test process has it now (Netlify gives each function the site's).
    for (const key of Object.keys(process.env)) if (!(key in message.env)) delete process.env[key];
    Object.assign(process.env, message.env);
    logs.length = 0;
    const stream = new ResponseStream();
    try {
      await handler(message.event, stream, {
        awsRequestId: `bundle-${++invocation}`,
        getRemainingTimeInMillis: () => 30_000,
      });
      const { statusCode, multiValueHeaders = {}, headers = {} } = stream.prelude;
      process.send!({
        id: message.id,
        status: statusCode,
        headers: {
          ...headers,
          ...Object.fromEntries(
            Object.entries(multiValueHeaders).map(([name, values]) => [name, values.join(', ')]),
          ),
        },
        body: Buffer.concat(stream.chunks).toString('base64'),
        logs: [...logs],
      });
    } catch (error) {
      process.send!({ id: message.id, error: String((error as Error).stack ?? error) });
    }
  },
);
process.send!({ ready: true, node: process.versions.node });
