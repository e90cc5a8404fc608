/**
 * A stand-in for the browser's directory picker, so that Playwright can drive the admin's "Work
 * with Local Repository" (it cannot drive the native picker: microsoft/playwright#11288).
 * `window.showDirectoryPicker` answers with File System Access handles whose every method calls
 * back into Node (through `page.exposeBinding`), where it reads and writes under `root`.
 * Used by the admin's end-to-end test and the documentation's screenshots.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

const BINDING = '__standInRepository';

type Kind = 'file' | 'directory';
type Answer<T> = { value: T } | { error: string; message: string };

/** A failure the page receives as the DOMException of that name, like a real handle's. */
class HandleError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

const kindOf = async (file: string): Promise<Kind | undefined> => {
  const info = await stat(file).catch(() => undefined);
  return info ? (info.isDirectory() ? 'directory' : 'file') : undefined;
};

/** What the page asks of the repository, each path relative to its root. */
function repository(root: string, changes: string[]) {
  const resolve = (relative: string) => {
    const full = path.resolve(root, relative);
    if (full !== root && !full.startsWith(`${root}${path.sep}`))
      throw new HandleError('SecurityError', `${relative} is outside the repository`);
    return full;
  };
  const child = async (dir: string, name: string, kind: Kind, create: boolean) => {
    const relative = path.posix.join(dir, name);
    const found = await kindOf(resolve(relative));
    if (found && found !== kind)
      throw new HandleError('TypeMismatchError', `${relative} is a ${found}`);
    if (!found && !create) throw new HandleError('NotFoundError', `${relative} does not exist`);
    if (!found) {
      changes.push(relative);
      if (kind === 'directory') await mkdir(resolve(relative));
      else await writeFile(resolve(relative), '');
    }
    return relative;
  };
  return {
    list: async (dir: string) =>
      (await readdir(resolve(dir), { withFileTypes: true })).map((entry) => ({
        name: entry.name,
        kind: (entry.isDirectory() ? 'directory' : 'file') as Kind,
      })),
    file: (dir: string, name: string, create: boolean) => child(dir, name, 'file', create),
    directory: (dir: string, name: string, create: boolean) =>
      child(dir, name, 'directory', create),
    read: async (file: string) => ({
      base64: (await readFile(resolve(file))).toString('base64'),
      lastModified: (await stat(resolve(file))).mtimeMs,
    }),
    write: async (file: string, base64: string) => {
      changes.push(file);
      await writeFile(resolve(file), Buffer.from(base64, 'base64'));
    },
    move: async (file: string, dir: string, name: string) => {
      const target = path.posix.join(dir, name);
      changes.push(file, target);
      await rename(resolve(file), resolve(target));
      return target;
    },
    remove: async (dir: string, name: string, recursive: boolean) => {
      const relative = path.posix.join(dir, name);
      if (!(await kindOf(resolve(relative))))
        throw new HandleError('NotFoundError', `${relative} does not exist`);
      changes.push(relative);
      await rm(resolve(relative), { recursive });
    },
  };
}

type Repository = ReturnType<typeof repository>;

/**
 * Runs in the page before its scripts: the handles. Each keeps only its path, name and kind (the
 * CMS stores the root handle in IndexedDB, which copies plain data only).
 */
function installHandles(binding: string) {
  type Call = <T>(operation: string, ...args: unknown[]) => Promise<T>;
  const bound = (
    window as unknown as Record<
      string,
      (operation: string, ...args: unknown[]) => Promise<Answer<unknown>>
    >
  )[binding]!;
  const call: Call = async (operation, ...args) => {
    const answer = await bound(operation, ...args);
    if ('error' in answer) throw new DOMException(answer.message, answer.error);
    return answer.value as never;
  };
  const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);
  const toBase64 = (bytes: Uint8Array) => {
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    return btoa(binary);
  };
  const bytesOf = async (data: unknown): Promise<Uint8Array> => {
    if (typeof data === 'string') return new TextEncoder().encode(data);
    if (data instanceof Blob) return new Uint8Array(await data.arrayBuffer());
    if (data instanceof ArrayBuffer) return new Uint8Array(data);
    if (ArrayBuffer.isView(data))
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    if (data && typeof data === 'object' && 'data' in data)
      return bytesOf((data as { data: unknown }).data);
    throw new TypeError('Unsupported data for a file write');
  };

  class StandInHandle {
    path: string;
    name: string;
    kind: 'file' | 'directory';
    constructor(path: string, name: string, kind: 'file' | 'directory') {
      this.path = path;
      this.name = name;
      this.kind = kind;
    }
    async queryPermission() {
      return 'granted';
    }
    async requestPermission() {
      return 'granted';
    }
    async isSameEntry(other: StandInHandle) {
      return other.kind === this.kind && other.path === this.path;
    }
  }

  /** A real handle's File carries the type Chromium gives the extension; the admin decodes images by it. */
  const TYPES: Record<string, string> = {
    svg: 'image/svg+xml',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
    avif: 'image/avif',
    gif: 'image/gif',
    json: 'application/json',
    md: 'text/markdown',
  };
  const typeOf = (name: string) => TYPES[name.split('.').pop()!.toLowerCase()] ?? '';

  class StandInFile extends StandInHandle {
    constructor(path: string, name: string) {
      super(path, name, 'file');
    }
    async getFile() {
      const { base64, lastModified } = await call<{ base64: string; lastModified: number }>(
        'read',
        this.path,
      );
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      return new File([bytes], this.name, { lastModified, type: typeOf(this.name) });
    }
    async createWritable() {
      const chunks: Uint8Array[] = [];
      const path = this.path;
      return {
        async write(data: unknown) {
          chunks.push(await bytesOf(data));
        },
        async close() {
          const all = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
          chunks.reduce((offset, chunk) => (all.set(chunk, offset), offset + chunk.length), 0);
          await call('write', path, toBase64(all));
        },
        async abort() {
          chunks.length = 0;
        },
      };
    }
    async move(dir: StandInDirectory | string, name?: string) {
      const target =
        typeof dir === 'string'
          ? { path: this.path.split('/').slice(0, -1).join('/'), name: dir }
          : { path: dir.path, name: name ?? this.name };
      this.path = await call<string>('move', this.path, target.path, target.name);
      this.name = target.name;
    }
  }

  class StandInDirectory extends StandInHandle {
    constructor(path: string, name: string) {
      super(path, name, 'directory');
    }
    async *entries(): AsyncGenerator<[string, StandInHandle]> {
      const list = await call<{ name: string; kind: 'file' | 'directory' }[]>('list', this.path);
      for (const { name, kind } of list) {
        const entry = join(this.path, name);
        yield [
          name,
          kind === 'file' ? new StandInFile(entry, name) : new StandInDirectory(entry, name),
        ];
      }
    }
    async *values() {
      for await (const [, handle] of this.entries()) yield handle;
    }
    async *keys() {
      for await (const [name] of this.entries()) yield name;
    }
    [Symbol.asyncIterator]() {
      return this.entries();
    }
    async getFileHandle(name: string, options?: { create?: boolean }) {
      return new StandInFile(
        await call<string>('file', this.path, name, Boolean(options?.create)),
        name,
      );
    }
    async getDirectoryHandle(name: string, options?: { create?: boolean }) {
      return new StandInDirectory(
        await call<string>('directory', this.path, name, Boolean(options?.create)),
        name,
      );
    }
    async removeEntry(name: string, options?: { recursive?: boolean }) {
      await call('remove', this.path, name, Boolean(options?.recursive));
    }
    async resolve(other: StandInHandle) {
      if (other.path === this.path) return [];
      return other.path.startsWith(`${this.path ? `${this.path}/` : ''}`)
        ? other.path.slice(this.path ? this.path.length + 1 : 0).split('/')
        : null;
    }
  }

  Object.defineProperty(window, 'showDirectoryPicker', {
    configurable: true,
    value: async () => new StandInDirectory('', 'repository'),
  });
}

/**
 * Makes the page's directory picker choose `root`. Returns the paths that the page has written,
 * created, moved or removed, in order, as they happen.
 */
export async function pickDirectory(page: Page, root: string): Promise<{ changes: string[] }> {
  const changes: string[] = [];
  const repo: Repository = repository(path.resolve(root), changes);
  await page.exposeBinding(
    BINDING,
    async (_source, operation: keyof Repository, ...args: unknown[]): Promise<Answer<unknown>> => {
      try {
        return {
          value: await (repo[operation] as (...values: unknown[]) => Promise<unknown>)(...args),
        };
      } catch (error) {
        if (error instanceof HandleError) return { error: error.name, message: error.message };
        return { error: 'NotReadableError', message: String(error) };
      }
    },
  );
  await page.addInitScript(installHandles, BINDING);
  return { changes };
}
