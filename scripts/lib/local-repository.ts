/**
 * A throwaway, git-initialised copy of the project for the admin to edit as its "local repository":
 * the files git would commit (tracked, and new ones not ignored), as they are in the working tree,
 * committed once, so that `changedFiles()` names exactly what the admin wrote. node_modules is
 * not copied (to build the copy, `linkPackages()`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

const git = (cwd: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Admin test', '-c', 'user.email=admin-test@example.com', ...args],
    { cwd, encoding: 'utf8' },
  );

export interface LocalRepository {
  root: string;
  read(file: string): Promise<string>;
  /** Paths (relative, `/`-separated) that differ from the snapshot: modified, added or removed. */
  changedFiles(): string[];
  remove(): Promise<void>;
}

export async function copyRepository(source = PROJECT_ROOT): Promise<LocalRepository> {
  const root = await mkdtemp(path.join(tmpdir(), 'admin-repository-'));
  const files = git(source, 'ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .split('\0')
    .filter((file) => file && existsSync(path.join(source, file)));
  await Promise.all(files.map((file) => cp(path.join(source, file), path.join(root, file))));
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '--no-gpg-sign', '-m', 'Snapshot for the admin');
  return {
    root,
    read: (file) => readFile(path.join(root, file), 'utf8'),
    changedFiles: () =>
      git(root, 'status', '--porcelain', '-z', '--untracked-files=all')
        .split('\0')
        .filter(Boolean)
        .map((line) => line.slice(3))
        .sort(),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * Lets a copy build with the project's packages: a node_modules folder of its own holding a link
 * to each package. Its caches (node_modules/.astro, .vite) are then the copy's: a link to the
 * whole folder would let a build of the copy overwrite the project's content cache.
 */
export async function linkPackages(root: string, source = PROJECT_ROOT): Promise<void> {
  const from = path.join(source, 'node_modules');
  await mkdir(path.join(root, 'node_modules'));
  for (const entry of await readdir(from)) {
    if (entry.startsWith('.') && entry !== '.bin') continue;
    await symlink(path.join(from, entry), path.join(root, 'node_modules', entry), 'dir');
  }
}
