/**
 * The build's "now": taken once, on first use, and the same for the content loader (which leaves
 * out scheduled entries) and every page (which lists open jobs), so that no entry can be published
 * by one and not by the other when a build runs across midnight. Kept on `globalThis` because the
 * loader and the pages run as separate module graphs in one process. A dev server keeps the time it
 * started with: restart it to see a post whose day has come.
 */
const KEY = Symbol.for('site.buildTime');

export function buildTime(): Date {
  const shared = globalThis as { [KEY]?: number };
  shared[KEY] ??= Date.now();
  return new Date(shared[KEY]);
}
