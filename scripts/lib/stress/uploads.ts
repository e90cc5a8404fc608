/**
 * A backlog of expired resume uploads written straight into the store before the retry job runs:
 * abandoned ones (only the announcement), finished ones nobody took (with their file) and used ones
 * (only the claim), as a day of traffic and crashes leaves them.
 */
import type { Store } from '@netlify/blobs';
import { claimUpload, startUpload } from '../../../netlify/lib/uploads.ts';
import { UPLOAD_TTL_MS } from '../../../src/shared/forms/uploadProtocol.ts';
import { pdf } from './files.ts';

const WRITERS = 32;

export async function seedExpiredUploads(
  store: Store,
  count: number,
): Promise<{ seedMs: number; left: () => Promise<number> }> {
  const started = Date.now();
  const createdAt = new Date(Date.now() - UPLOAD_TTL_MS - 60 * 60 * 1000);
  const ids: string[] = [];
  let next = 0;
  const file = new Blob([pdf(2048) as Uint8Array<ArrayBuffer>]);
  const writer = async () => {
    while (next < count) {
      const n = next++;
      const { uploadId } = await startUpload(store, `cv-${n}.pdf`, 2048, createdAt);
      if (n % 3 === 1) await store.set(`uploads/${uploadId}/file`, file);
      if (n % 3 === 2) {
        await claimUpload(store, uploadId, 'an-application', createdAt);
        await store.delete(`uploads/${uploadId}/meta`);
      }
      ids.push(uploadId);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const seeded = new Set(ids);
  return {
    seedMs: Date.now() - started,
    /** How many of them still have a key in the store. */
    left: async () => {
      const { blobs } = await store.list({ prefix: 'uploads/' });
      return new Set(blobs.map((blob) => blob.key.split('/')[1]!).filter((id) => seeded.has(id)))
        .size;
    },
  };
}
