/** A real local Blobs server (the one @netlify/dev runs) on a temporary directory, wired up as a function sees it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { openStore } from '../../../netlify/lib/storage';
import { makeConditionalWritesAtomic } from '../../../scripts/lib/blobs-emulator';

/** A local run's deploy context (the Netlify CLI's; the local platform gives none): it stores in a deploy store and delivers. */
export const DEPLOY_CONTEXT = 'dev';

export async function startBlobs() {
  makeConditionalWritesAtomic();
  const directory = await mkdtemp(path.join(tmpdir(), 'forms-blobs-'));
  const token = 'test-token';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const useContext = (edgeURL: string) => {
    const context = {
      edgeURL,
      uncachedEdgeURL: edgeURL,
      siteID: 'test-site',
      deployID: 'testdeploy',
      primaryRegion: 'us-east-2',
      token,
    };
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64');
  };
  useContext(url);
  return {
    directory,
    store: () => openStore(DEPLOY_CONTEXT),
    /** Points the functions at an address where nothing answers. */
    breakStorage: () => useContext('http://127.0.0.1:9'),
    repairStorage: () => useContext(url),
    /**
     * Puts a proxy in front of the store that holds each request for `delayMs` before passing it
     * on, and drops it if the caller gave up meanwhile. Returns what reached the store.
     */
    async slowStorage(delayMs: number) {
      const forwarded: string[] = [];
      const proxy = createServer((req, res) => {
        const chunks: Buffer[] = [];
        let abandoned = false;
        res.on('close', () => void (abandoned = !res.writableEnded));
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          setTimeout(() => {
            if (abandoned) return;
            forwarded.push(`${req.method} ${req.url}`);
            const upstream = request(
              `${url}${req.url}`,
              { method: req.method, headers: req.headers },
              (answer) => {
                res.writeHead(answer.statusCode ?? 502, answer.headers);
                answer.pipe(res);
              },
            );
            upstream.end(Buffer.concat(chunks));
          }, delayMs);
        });
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const address = proxy.address();
      useContext(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      return {
        forwarded,
        restore: () => {
          useContext(url);
          return new Promise<void>((resolve) => proxy.close(() => resolve()));
        },
      };
    },
    /** Puts a proxy in front of the store that refuses writes of keys containing `part` (as a store that lost a disk would). */
    async refuseWrites(part: string) {
      const proxy = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          if (req.method === 'PUT' && decodeURIComponent(req.url ?? '').includes(part)) {
            res.writeHead(403);
            return void res.end();
          }
          const upstream = request(
            `${url}${req.url}`,
            { method: req.method, headers: req.headers },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res);
            },
          );
          upstream.end(Buffer.concat(chunks));
        });
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const address = proxy.address();
      useContext(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      return {
        restore: () => {
          useContext(url);
          return new Promise<void>((resolve) => proxy.close(() => resolve()));
        },
      };
    },
    async stop() {
      delete process.env.NETLIFY_BLOBS_CONTEXT;
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
