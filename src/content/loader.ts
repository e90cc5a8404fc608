import { glob } from 'astro/loaders';
import type { Loader, LoaderContext } from 'astro/loaders';
import { buildTime } from './buildTime.ts';
import { COLLECTIONS, type CollectionName } from './fields.ts';
import { findParityProblems, type EntryFile } from './parity.ts';
import { unpublished } from './publishing.ts';
import { RESERVED_SLUGS } from './schemas.ts';

type Store = LoaderContext['store'];

/**
 * The store as the glob loader sees it, keeping out what is not published at `now` (publishing.ts):
 * such an entry is parsed and checked like any other, then held aside instead of stored, so no
 * `getCollection` or `getEntry` of any page can return it. Wrapping `set` also covers the dev
 * server, which stores an entry again each time its file changes.
 */
function publishedOnly(
  store: Store,
  name: CollectionName,
  now: Date,
  held: Map<string, EntryFile>,
) {
  const set: Store['set'] = (entry) => {
    const reason = unpublished(name, entry.data, now);
    if (!reason) {
      held.delete(entry.id);
      return store.set(entry);
    }
    held.set(entry.id, { file: entry.filePath ?? entry.id, data: entry.data });
    store.delete(entry.id);
    return false;
  };
  return new Proxy(store, {
    get(target, key) {
      if (key === 'set') return set;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Astro's glob loader over a collection's folder (`{folder}/{lang}/{slug}.{ext}`, or
 * `{folder}/{slug}.{ext}` when nothing is translated), keeping drafts and entries dated after the
 * build's day out of the collection, followed by the parity check over every file, published or
 * not: the build fails on a missing language file or an identical field that differs (`draft`
 * among them: an entry is a draft in every language or in none), naming the file. The dev server
 * only warns, so that a translation in progress does not stop every other page.
 */
export function contentLoader(name: CollectionName): Loader {
  const fields = COLLECTIONS[name];
  const files = glob({
    pattern: fields.translated ? `*/*.${fields.extension}` : `*.${fields.extension}`,
    base: `./${fields.folder}`,
  });
  return {
    name: `${name}-loader`,
    load: async (context) => {
      const held = new Map<string, EntryFile>();
      await files.load({
        ...context,
        store: publishedOnly(context.store, name, buildTime(), held),
      });
      if (held.size > 0)
        context.logger.info(
          `Left out until published (a draft, or dated after today): ${[...held.values()].map(({ file }) => file).join(', ')}`,
        );
      if (!fields.translated) return;
      const entries = [
        ...context.store
          .values()
          .map((entry) => ({ file: entry.filePath ?? entry.id, data: entry.data })),
        ...held.values(),
      ];
      const problems = findParityProblems(entries, fields, RESERVED_SLUGS[name]);
      if (problems.length === 0) return;
      const report = `Content collection "${name}" differs between languages:\n  ${problems.join('\n  ')}`;
      if (context.watcher) context.logger.warn(report);
      else throw new Error(report);
    },
  };
}
