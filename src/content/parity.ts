/**
 * Entry parity between languages, checked when the collections load (src/content/loader.ts) and by
 * the unit tests: every entry exists in every language, every file sits in a language folder under
 * a valid name, and the fields that `fields.ts` names as identical hold the same value in every
 * language. Each problem names the file, so an editor knows what to fix.
 */
import { DEFAULT_LOCALE, LOCALES, isLocale } from '../config/locales.ts';
import { SLUG } from './schemas.ts';
import type { CollectionFields } from './fields.ts';

/** One entry file as loaded: its path relative to the project and its data. */
export interface EntryFile {
  file: string;
  data: unknown;
}

/** The value at a dotted key path, or undefined. */
export const valueAt = (data: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      data,
    );

const shown = (value: unknown) =>
  value === undefined
    ? 'nothing'
    : JSON.stringify(value instanceof Date ? value.toISOString().slice(0, 10) : value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Everything that breaks parity in one collection, one line per problem.
 * @example findParityProblems([{ file: 'src/content/jobs/en/a.md', data: {} }], COLLECTIONS.jobs)
 * // ['src/content/jobs/tr/a.md is missing (en has "a")', …]
 */
export function findParityProblems(
  entries: readonly EntryFile[],
  { folder, extension, identical }: Pick<CollectionFields, 'folder' | 'extension' | 'identical'>,
  reservedSlugs: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const bySlug = new Map<string, Map<string, EntryFile>>();
  for (const entry of entries) {
    const relative = entry.file.startsWith(`${folder}/`)
      ? entry.file.slice(folder.length + 1)
      : entry.file;
    const [lang, name, ...deeper] = relative.split('/');
    const slug = name?.replace(/\.[^.]+$/, '') ?? '';
    if (!isLocale(lang) || deeper.length > 0) {
      problems.push(
        `${entry.file}: entries live in ${folder}/{${LOCALES.join(',')}}/{slug}.${extension}`,
      );
      continue;
    }
    if (!SLUG.test(slug))
      problems.push(
        `${entry.file}: the file name must be lower-case words joined by hyphens, like "ai-developer.${extension}"`,
      );
    if (reservedSlugs.includes(slug))
      problems.push(`${entry.file}: "${slug}" is taken by another page; choose another file name`);
    if (!bySlug.has(slug)) bySlug.set(slug, new Map());
    bySlug.get(slug)!.set(lang, entry);
  }
  for (const [slug, byLang] of bySlug) {
    const present = LOCALES.filter((lang) => byLang.has(lang));
    for (const lang of LOCALES.filter((code) => !byLang.has(code))) {
      problems.push(
        `${folder}/${lang}/${slug}.${extension} is missing (${present.join(', ')} ${present.length > 1 ? 'have' : 'has'} "${slug}")`,
      );
    }
    // The default language's file is the reference the others are compared with.
    const [reference, ...others] = [...present]
      .sort((a, b) => Number(b === DEFAULT_LOCALE) - Number(a === DEFAULT_LOCALE))
      .map((lang) => byLang.get(lang)!);
    for (const path of identical) {
      for (const other of others) {
        const expected = valueAt(reference!.data, path);
        const actual = valueAt(other.data, path);
        if (!same(expected, actual)) {
          problems.push(
            `${other.file}: ${path} is ${shown(actual)}, but ${reference!.file} has ${shown(expected)}; it must be the same in every language`,
          );
        }
      }
    }
  }
  return problems;
}
