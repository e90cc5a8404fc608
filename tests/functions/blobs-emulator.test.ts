/**
 * The local Blobs emulator checks a conditional write's condition before it writes, so on its own
 * both of two simultaneous `onlyIfNew` writes succeed; scripts/lib/blobs-emulator.ts makes them
 * take turns, as Netlify's store does, and gives reads their ETag, as Netlify's store does. The
 * claims of uploads and deliveries rest on this.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBlobs } from './support/blobs';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());

describe('conditional writes in the local store', () => {
  it('of two simultaneous onlyIfNew writes of a key, exactly one succeeds, and its value is kept', async () => {
    const store = blobs.store();
    for (let i = 0; i < 20; i++) {
      const [a, b] = await Promise.all([
        store.setJSON(`race/new-${i}`, { by: 'a' }, { onlyIfNew: true }),
        store.setJSON(`race/new-${i}`, { by: 'b' }, { onlyIfNew: true }),
      ]);
      expect([a.modified, b.modified].filter(Boolean)).toHaveLength(1);
      expect(await store.get(`race/new-${i}`, { type: 'json' })).toEqual({
        by: a.modified ? 'a' : 'b',
      });
    }
  });

  it('of two simultaneous onlyIfMatch writes with the same ETag, exactly one succeeds', async () => {
    const store = blobs.store();
    for (let i = 0; i < 20; i++) {
      const { etag } = await store.setJSON(`race/match-${i}`, { by: 'nobody' });
      // The emulator's ETag follows the file's modification time in milliseconds: a write in the same millisecond would keep it.
      await new Promise((resolve) => setTimeout(resolve, 2));
      const [a, b] = await Promise.all([
        store.setJSON(`race/match-${i}`, { by: 'a' }, { onlyIfMatch: etag! }),
        store.setJSON(`race/match-${i}`, { by: 'b' }, { onlyIfMatch: etag! }),
      ]);
      expect([a.modified, b.modified].filter(Boolean)).toHaveLength(1);
    }
  });

  it('gives a read the ETag a write conditional on it needs: it holds until someone else writes', async () => {
    const store = blobs.store();
    await store.setJSON('race/read', { by: 'nobody' });
    const read = await store.getWithMetadata('race/read', { type: 'json' });
    expect(read?.etag).toMatch(/^".+"$/);
    const [a, b] = await Promise.all([
      store.setJSON('race/read', { by: 'a' }, { onlyIfMatch: read!.etag! }),
      store.setJSON('race/read', { by: 'b' }, { onlyIfMatch: read!.etag! }),
    ]);
    expect([a.modified, b.modified].filter(Boolean)).toHaveLength(1);
    const again = await store.getWithMetadata('race/read', { type: 'json' });
    expect(again?.etag).toBe((a.modified ? a : b).etag);
  });

  it('leaves plain writes as they are: the last one wins', async () => {
    const store = blobs.store();
    await Promise.all([store.set('race/plain', 'a'), store.set('race/plain', 'b')]);
    expect(['a', 'b']).toContain(await store.get('race/plain'));
  });
});
