/**
 * The store failing, caused at the platform level without touching the functions: the local Blobs
 * server keeps entries under .netlify/blobs-serve/entries; while a plain file stands in that
 * directory's place, every read, write and listing fails there (as root, permissions would not).
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function storeFault(root: string) {
  const entries = path.join(root, '.netlify', 'blobs-serve', 'entries');
  const aside = `${entries}.aside`;
  let broken = false;
  return {
    async break() {
      if (broken) return;
      await mkdir(entries, { recursive: true });
      await rename(entries, aside);
      await writeFile(entries, 'the store is down\n');
      broken = true;
    },
    async repair() {
      if (!broken) return;
      await rm(entries, { force: true });
      await rename(aside, entries);
      broken = false;
    },
  };
}
