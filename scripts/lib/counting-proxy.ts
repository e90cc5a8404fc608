/**
 * A plain HTTP front for the local platform that counts what it answers: each response's bytes as
 * sent (the body as the platform compressed it, and the status line and headers), by path. What a
 * page and its workers fetch passes through it alike, which the browser's own accounting of a
 * dedicated worker's requests does not show (the benchmark of the search reads it).
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answered {
  path: string;
  bytes: number;
}

export async function startCountingProxy(upstream: string) {
  const answered: Answered[] = [];
  const server = createServer((req, res) => {
    const forward = request(
      new URL(req.url!, upstream),
      { method: req.method, headers: req.headers },
      (answer) => {
        // The status line, each "name: value" line and the blank line after them.
        let bytes =
          `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n`.length +
          answer.rawHeaders.reduce((sum, part) => sum + part.length + 2, 2);
        res.writeHead(answer.statusCode!, answer.statusMessage, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          res.write(chunk);
        });
        answer.on('end', () => {
          answered.push({ path: new URL(req.url!, upstream).pathname, bytes });
          res.end();
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    /** Every answer so far, in the order they ended. */
    answered,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
