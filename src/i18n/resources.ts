import type { FlatNamespace } from 'i18next';
import { LOCALES } from '../config/locales.ts';
import { findMissingKeys, type Resources } from './parity.ts';

const files = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** `locales/{lang}/{namespace}.json`, as `{ lang: { namespace: tree } }`. */
export const resources: Resources = Object.fromEntries(LOCALES.map((lang) => [lang, {}]));
for (const [file, tree] of Object.entries(files)) {
  const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (lang && ns && resources[lang]) resources[lang][ns] = tree;
}

/** The namespaces, one file each; src/i18n/i18next.d.ts types them from the English files. */
export const namespaces = Object.keys(resources.en ?? {}) as FlatNamespace[];

const missing = findMissingKeys(resources);
if (missing.length > 0) {
  const report = `Translations differ between languages:\n  ${missing.slice(0, 30).join('\n  ')}`;
  // The build fails: a page must never ship with text missing in one language. The dev server
  // only warns, so a translation in progress does not stop every other page from rendering.
  if (import.meta.env.DEV) console.warn(report);
  else throw new Error(report);
}
