/**
 * Netlify Blobs applies a conditional write (`onlyIfNew`, `onlyIfMatch`) atomically. The local
 * emulator (@netlify/blobs/server 11.1.1) checks the condition, then reads the body and writes the
 * file, so two conditional writes of one key at once both succeed (50 times in 50 here). What the
 * functions claim with such a write (an upload for one application, a delivery for one run) is only
 * as sound as that write, and nothing built from plain reads and writes can stand in for it: two
 * writers cannot agree on which came first through registers alone. So wherever this project runs
 * the emulator (the local platform, the scripts' store reader, the function tests), conditional
 * writes of the same key wait for one another, as they do on Netlify.
 */
import { BlobsServer } from '@netlify/blobs/server';

type Put = (req: Request) => Promise<Response>;
const ORIGINAL = Symbol.for('company-site.blobs-emulator.put');

/** The key a request writes: its path without the region prefix the strong-consistency client adds. */
const keyOf = (req: Request) => new URL(req.url).pathname.replace(/^\/region:[^/]+/, '');

export function makeConditionalWritesAtomic(): void {
  const prototype = BlobsServer.prototype as unknown as { put: Put; [ORIGINAL]?: Put };
  if (prototype[ORIGINAL]) return;
  const put = prototype.put;
  prototype[ORIGINAL] = put;
  const pending = new Map<string, Promise<unknown>>();
  prototype.put = function (this: BlobsServer, req: Request) {
    if (!req.headers.has('if-match') && !req.headers.has('if-none-match')) return put.call(this, req);
    const key = keyOf(req);
    const turn = (pending.get(key) ?? Promise.resolve()).then(() => put.call(this, req));
    const settled = turn.catch(() => undefined);
    pending.set(key, settled);
    void settled.then(() => {
      if (pending.get(key) === settled) pending.delete(key);
    });
    return turn;
  };
}
