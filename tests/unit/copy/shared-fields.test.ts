/**
 * The fields every language shares (src/content/fields.ts) hold no word a reader sees: a word is
 * written in each language ("İstanbul", "Estambul"), so a shared field that holds one shows it
 * untranslated on three of the four sites. Shared are keys, dates, numbers, files, URLs and the
 * proper names listed below.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/config/locales';
import { SITE, pickLocalizedName } from '../../../src/config/site';
import { COLLECTIONS, type CollectionName } from '../../../src/content/fields';
import { valueAt } from '../../../src/content/parity';
import { readCollection } from '../support/contentFiles';

/** Shared fields whose values are names of people, firms and partners, written alike in every language. */
const PROPER_NAMES: Partial<Record<CollectionName, readonly string[]>> = {
  team: ['name'],
  testimonials: ['name'],
  insights: ['source'],
  partners: ['name'],
};

/** A key or enum value ("fullTime", "bachelor degree", "TRY", "MONTH"), an ISO date, a file beside the entry or a URL. */
const NOT_PROSE = [
  /^[a-z][a-zA-Z0-9]*(?:[ -][a-z0-9]+)*$/,
  /^[A-Z][A-Z0-9_]*$/,
  /^\d{4}-\d{2}-\d{2}(?:T[\d:.+-]+Z?)?$/,
  /^\.\.?\/\S+\.\w+$/,
  /^https?:\/\/\S+$/,
];

/** Every shared string of the entries that is neither a key, a date, a file, a URL nor a listed name. */
function wordsInSharedFields(
  identical: readonly string[],
  names: readonly string[],
  entries: readonly { file: string; data: Record<string, unknown> }[],
): string[] {
  return entries.flatMap(({ file, data }) =>
    identical
      .filter((path) => !names.includes(path))
      .map((path) => [path, valueAt(data, path)] as const)
      .filter(
        ([, value]) =>
          typeof value === 'string' && !NOT_PROSE.some((pattern) => pattern.test(value)),
      )
      .map(([path, value]) => `${file}:${path}: “${value}” is a word: make ${path} per language`),
  );
}

const NAMES = Object.keys(COLLECTIONS) as CollectionName[];

describe('fields shared across languages', () => {
  it.each(NAMES)('%s: the shared fields hold no word a reader sees', (name) => {
    expect(
      wordsInSharedFields(
        COLLECTIONS[name].identical,
        PROPER_NAMES[name] ?? [],
        readCollection(name),
      ),
    ).toEqual([]);
  });

  it('names the file and the field of a city written into a shared field', () => {
    const entry = {
      file: 'src/content/posts/tr/day.md',
      data: { date: new Date('2026-11-10'), category: 'event', event: { address: 'Istanbul' } },
    };
    expect(wordsInSharedFields(['date', 'category', 'event.address'], [], [entry])).toEqual([
      'src/content/posts/tr/day.md:event.address: “Istanbul” is a word: make event.address per language',
    ]);
  });

  it('the event’s town is written in each language', () => {
    const towns = Object.fromEntries(
      LOCALES.map((lang) => [
        lang,
        valueAt(
          readCollection('posts').find(
            ({ file }) => file === `src/content/posts/${lang}/nova-ai-day-istanbul.md`,
          )!.data,
          'event.address',
        ),
      ]),
    );
    expect(towns).toEqual({ tr: 'İstanbul', en: 'Istanbul', es: 'Estambul', fr: 'Istanbul' });
  });

  it('an office is named in the page’s language; its postal address is the same in all', () => {
    const ytu = SITE.offices.find((office) => office.key === 'ytu')!;
    expect(LOCALES.map((lang) => pickLocalizedName(ytu.name, lang))).toEqual([
      'YTÜ Teknopark',
      'YTU Technopark',
      'Parque Tecnológico YTU',
      'Technoparc YTU',
    ]);
  });
});
