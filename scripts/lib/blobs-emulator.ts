/**
 * Netlify Blobs applies a conditional write (`onlyIfNew`, `onlyIfMatch`) atomically. The local
 * emulator (@netlify/blobs/server 11.1.1) checks the condition, then reads the body and writes the
 * file, so two conditional writes of one key at once both succeed (50 times in 50 here). What the
 * functions claim with such a write (an upload for one application, a delivery for one run) is only
 * as sound as that write, and nothing built from plain reads and writes can stand in for it: two
 * writers cannot agree on which came first through registers alone. So wherever this project runs
 * the emulator (the local platform, the scripts' store reader, the function tests), conditional
 * writes of the same key wait for one another, as they do on Netlify.
 *
 * The emulator's ETag is the file's modification time in milliseconds, and Linux stamps files from a
 * coarse clock (a few milliseconds): a write soon after another kept the old ETag, so a stale
 * `onlyIfMatch` still matched (3 races in 300 on a busy machine). A write here moves the file's
 * time on until its ETag changes, so each write has an ETag of its own, as on Netlify.
 *
 * Its reads carry no ETag at all, so a write conditional on what was read (`onlyIfMatch` with the
 * ETag of `getWithMetadata`, as a delivery claims its record) went out unconditional, and two runs
 * could both claim one record (1 double post in 150 races beside a busy loop here). A read here
 * carries the file's ETag, taken before its bytes are read: a write in between makes a condition
 * on it fail, never pass.
 */
import { stat, utimes } from 'node:fs/promises';
import { BlobsServer } from '@netlify/blobs/server';

type Put = (req: Request) => Promise<Response>;
type Internals = {
  put: Put;
  get: Put;
  address: string;
  getLocalPaths(url: URL): { dataPath?: string; key?: string };
};
/** The emulator's own ETag of a file ('' when there is none). */
const eTagOf = (path: string) =>
  (BlobsServer as unknown as { generateETag(path: string): Promise<string> }).generateETag(path);
const ORIGINAL = Symbol.for('company-site.blobs-emulator.put');

/** The key a request writes: its path without the region prefix the strong-consistency client adds. */
const keyOf = (req: Request) => new URL(req.url).pathname.replace(/^\/region:[^/]+/, '');

export function makeConditionalWritesAtomic(): void {
  const prototype = BlobsServer.prototype as unknown as { put: Put; get: Put; [ORIGINAL]?: Put };
  if (prototype[ORIGINAL]) return;
  const put = prototype.put;
  prototype[ORIGINAL] = put;
  const get = prototype.get;
  prototype.get = async function (this: BlobsServer, req: Request) {
    const server = this as unknown as Internals;
    const { dataPath, key } = server.getLocalPaths(new URL(req.url, server.address));
    const etag = dataPath && key ? await eTagOf(dataPath) : '';
    const response = await get.call(server, req);
    if (etag && response.status === 200 && !response.headers.has('etag'))
      response.headers.set('etag', etag);
    return response;
  };
  const pending = new Map<string, Promise<unknown>>();
  prototype.put = function (this: BlobsServer, req: Request) {
    const write = () => putWithOwnETag(this as unknown as Internals, put, req);
    if (!req.headers.has('if-match') && !req.headers.has('if-none-match')) return write();
    const key = keyOf(req);
    const turn = (pending.get(key) ?? Promise.resolve()).then(write);
    const settled = turn.catch(() => undefined);
    pending.set(key, settled);
    void settled.then(() => {
      if (pending.get(key) === settled) pending.delete(key);
    });
    return turn;
  };
}

/**
 * Writes, then moves the file's time on until its ETag differs from the one before the write. The
 * time goes through floating-point seconds on its way to the file, so one millisecond may not be
 * enough to change the ETag's (truncated) millisecond.
 */
async function putWithOwnETag(server: Internals, put: Put, req: Request): Promise<Response> {
  const { dataPath } = server.getLocalPaths(new URL(req.url, server.address));
  const before = dataPath ? await eTagOf(dataPath) : '';
  const response = await put.call(server, req);
  if (!response.ok || !dataPath || !before) return response;
  let etag = await eTagOf(dataPath);
  for (let step = 1; etag === before; step++) {
    const later = new Date(Math.floor((await stat(dataPath)).mtimeMs) + step);
    await utimes(dataPath, later, later);
    etag = await eTagOf(dataPath);
  }
  if (etag === response.headers.get('etag')) return response;
  return new Response(null, { status: response.status, headers: { etag } });
}
