import { glob } from 'astro/loaders';
import type { Loader } from 'astro/loaders';
import { COLLECTIONS, type CollectionName } from './fields.ts';
import { findParityProblems } from './parity.ts';
import { RESERVED_SLUGS } from './schemas.ts';

/**
 * Astro's glob loader over a collection's folder (`{folder}/{lang}/{slug}.{ext}`, or
 * `{folder}/{slug}.{ext}` when nothing is translated), followed by the parity check: the build
 * fails on a missing language file or an identical field that differs, naming the file. The dev
 * server only warns, so that a translation in progress does not stop every other page.
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
      await files.load(context);
      if (!fields.translated) return;
      const entries = context.store
        .values()
        .map((entry) => ({ file: entry.filePath ?? entry.id, data: entry.data }));
      const problems = findParityProblems(entries, fields, RESERVED_SLUGS[name]);
      if (problems.length === 0) return;
      const report = `Content collection "${name}" differs between languages:\n  ${problems.join('\n  ')}`;
      if (context.watcher) context.logger.warn(report);
      else throw new Error(report);
    },
  };
}
