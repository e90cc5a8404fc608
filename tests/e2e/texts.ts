import { readFileSync } from 'node:fs';

const trees = new Map<string, unknown>();

/**
 * A translation as the built pages show it, for tests that run in more than one language.
 * @example t('tr', 'forms:job.submit') // 'Başvuruyu gönder'
 */
export function t(lang: string, key: string): string {
  const [ns, path] = key.split(':') as [string, string];
  const file = `locales/${lang}/${ns}.json`;
  if (!trees.has(file)) trees.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const value = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], trees.get(file));
  if (typeof value !== 'string') throw new Error(`No text at ${lang}/${key}`);
  return value;
}

/** A consent sentence as the visitor reads it: its text with the link's words in place of `{{link}}`. */
export const consentLabel = (lang: string, key: string) => t(lang, `forms:${key}.text`).replace('{{link}}', t(lang, `forms:${key}.link`));
