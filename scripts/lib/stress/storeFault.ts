/**
 * The store failing, caused at the platform level without touching the functions: the local Blobs
 * server keeps entries under .netlify/blobs-serve/entries; while that path leads to a plain file,
 * every read, write and listing there fails (as root, permissions would not).
 *
 * The emulator keeps writing while the store breaks, and a write creates its directories as it
 * goes: moving the directory aside and putting a file in its place lets a write recreate the
 * directory in between (seen in CI as EISDIR). So `entries` is a symbolic link from the start,
 * and breaking or repairing the store is one rename of a new link over it, atomic for every
 * request in flight.
 */
import { mkdir, rename, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Prepares the store of a project whose platform has not started yet. */
export async function storeFault(root: string) {
  const entries = path.join(root, '.netlify', 'blobs-serve', 'entries');
  const store = `${entries}.store`;
  const down = `${entries}.down`;
  await mkdir(store, { recursive: true });
  await writeFile(down, 'the store is down\n');
  let next = 0;
  /** Points `entries` at `target` in one step: a new link renamed over the old one. */
  const pointAt = async (target: string) => {
    const link = `${entries}.link-${next++}`;
    await symlink(path.basename(target), link);
    await rename(link, entries);
  };
  await pointAt(store);
  let broken = false;
  return {
    async break() {
      if (broken) return;
      await pointAt(down);
      broken = true;
    },
    async repair() {
      if (!broken) return;
      await pointAt(store);
      broken = false;
    },
  };
}
