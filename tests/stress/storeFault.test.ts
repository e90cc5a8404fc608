/**
 * The stress run's store outage must break the store without racing the writes still in flight:
 * the emulator creates a write's directories as it goes, and an outage that moved the folder aside
 * before putting a file in its place once lost that race in CI (EISDIR).
 */
import { lstat, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openLocalStore } from '../../scripts/lib/local-store';
import { storeFault } from '../../scripts/lib/stress/storeFault';

let root = '';
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the stress run’s store outage', () => {
  it('breaks and repairs the store while writes keep arriving, losing no write it accepted', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'store-fault-'));
    const fault = await storeFault(root);
    const { store, stop } = await openLocalStore(root);
    const entries = path.join(root, '.netlify', 'blobs-serve', 'entries');
    const accepted: string[] = [];
    let refused = 0;
    let writing = true;
    // Each writer puts entries under keys of new folders, so every write creates directories.
    const writer = async (w: number) => {
      for (let n = 0; writing; n++) {
        const key = `w${w}/n${n}/entry`;
        try {
          await store.set(key, `${w}-${n}`);
          accepted.push(key);
        } catch {
          refused++;
        }
      }
    };
    // And the emulator's first step of a write, as fast as the disk allows: it makes the entry's
    // folders (mkdir -p), which is what recreated the folder under the old outage.
    const folders = async (w: number) => {
      for (let n = 0; writing; n++)
        await mkdir(path.join(entries, 'site', 'store', `m${w}-${n}`), { recursive: true }).catch(
          () => undefined,
        );
    };
    // Whoever looks at the store's path in between sees it there: no moment without it, when a
    // write would make a new folder.
    let gaps = 0;
    const watch = async () => {
      while (writing) await lstat(entries).catch(() => gaps++);
    };
    const writers = [
      ...Array.from({ length: 4 }, watch),
      ...Array.from({ length: 8 }, (_, w) => writer(w)),
      ...Array.from({ length: 4 }, (_, w) => folders(w)),
    ];
    try {
      for (let round = 0; round < 60; round++) {
        await fault.break();
        await new Promise((resolve) => setTimeout(resolve, 3));
        // Down means the entries' path leads to a file: a write has not made it a folder again.
        expect((await stat(entries)).isFile()).toBe(true);
        await fault.repair();
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      await fault.break();
      await expect(store.set('while-down', 'x')).rejects.toThrow();
      await fault.repair();
    } finally {
      writing = false;
      await Promise.all(writers);
    }
    await stop();
    expect(gaps).toBe(0);
    expect(refused).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(0);
    const { store: reopened, stop: stopAgain } = await openLocalStore(root);
    try {
      const missing = [];
      for (const key of accepted) if ((await reopened.get(key)) === null) missing.push(key);
      expect(missing).toEqual([]);
    } finally {
      await stopAgain();
    }
  }, 60_000);
});
