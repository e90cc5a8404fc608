/**
 * An HTTPS, HTTP/2 front for the local platform, as Netlify's CDN serves the site: the audit
 * measures through it, so Lighthouse models one multiplexed connection, as in production, instead
 * of HTTP/1.1's handshakes for every parallel request. A child process behind the browser
 * (Lighthouse in the same process would delay the answers), with a throwaway self-signed
 * certificate; Chromium is started with --ignore-certificate-errors.
 *
 *   node scripts/lib/h2-proxy.ts <upstream origin> <port>   # or startH2Proxy() from a script
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnBehindBrowser } from './quiet-cpu.ts';

/** Starts the proxy in a child process; resolves with its origin once it listens. */
export async function startH2Proxy(upstream: string, port: number) {
  const child = spawnBehindBrowser(
    process.execPath,
    [fileURLToPath(import.meta.url), upstream, String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`h2-proxy exited with ${code}`)));
    child.stdout!.once('data', () => resolve());
  });
  return { url: `https://localhost:${port}`, stop: () => child.kill() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [upstream, port] = process.argv.slice(2);
  if (!upstream || !port) throw new Error('usage: h2-proxy.ts <upstream origin> <port>');
  serve(upstream, Number(port));
}

function serve(upstream: string, port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'h2-proxy-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(join(dir, 'key.pem'));
  const cert = readFileSync(join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true });

  // Connection-specific headers, which HTTP/2 forbids.
  const HOP_BY_HOP = new Set([
    'connection',
    'keep-alive',
    'transfer-encoding',
    'upgrade',
    'proxy-connection',
  ]);

  const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name),
      ),
    );
    const forward = request(
      new URL(req.url, upstream),
      { method: req.method, headers },
      (answer) => {
        const answerHeaders = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        );
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  server.listen(port, '127.0.0.1', () => console.log(`ready https://localhost:${port}`));
}
