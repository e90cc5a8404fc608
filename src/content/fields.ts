/**
 * The content collections and, for each, the fields that are the same in every language. One
 * table, read by the build's parity check (src/content/loader.ts), the identical-fields test, the
 * copy checks (tests/unit/copy/texts.ts: these are identifiers or facts, not prose) and the CMS
 * config (`i18n: duplicate`). A field is named by its full key path in the entry's data, so that
 * `event.startDate` can be shared while `event.location` is translated. Only keys, dates, numbers,
 * files, URLs and proper names are shared: a word a reader sees, even a city's name ("İstanbul",
 * "Estambul"), is written in each language (tests/unit/copy/shared-fields.test.ts).
 *
 * Plain data with no Astro import: tests and the admin's config read it outside the build.
 */
import type { Locale } from '../config/locales.ts';

export interface CollectionFields {
  /** Where the entries live, relative to the project: `{folder}/{lang}/{slug}.{ext}`, or `{folder}/{slug}.{ext}` when not translated. */
  folder: string;
  /** The file type of an entry. */
  extension: 'md' | 'json';
  /** One file per language (true), or one file per entry with nothing to translate (false). */
  translated: boolean;
  /** Key paths whose value is the same in every language's file. */
  identical: readonly string[];
}

export const COLLECTIONS = {
  posts: {
    folder: 'src/content/posts',
    extension: 'md',
    translated: true,
    identical: ['draft', 'date', 'category', 'cover', 'author', 'event.startDate', 'event.endDate'],
  },
  jobs: {
    folder: 'src/content/jobs',
    extension: 'md',
    translated: true,
    identical: [
      'draft',
      'type',
      'workType',
      'location',
      'datePosted',
      'validThrough',
      'pinned',
      'salary.currency',
      'salary.min',
      'salary.max',
      'salary.unit',
      'experienceMonths',
      'education',
    ],
  },
  courses: {
    folder: 'src/content/courses',
    extension: 'md',
    translated: true,
    identical: [
      'draft',
      'startDate',
      'durationWeeks',
      'format',
      'hoursPerWeek',
      'price',
      'currency',
    ],
  },
  team: {
    folder: 'src/content/team',
    extension: 'json',
    translated: true,
    identical: ['name', 'photo', 'profileUrl', 'order', 'featured'],
  },
  testimonials: {
    folder: 'src/content/testimonials',
    extension: 'json',
    translated: true,
    identical: ['name', 'image', 'category', 'order'],
  },
  insights: {
    folder: 'src/content/insights',
    extension: 'json',
    translated: true,
    identical: ['source', 'date', 'url'],
  },
  partners: {
    folder: 'src/content/partners',
    extension: 'json',
    translated: false,
    identical: ['name', 'logo', 'order', 'consultancy'],
  },
} as const satisfies Record<string, CollectionFields>;

export type CollectionName = keyof typeof COLLECTIONS;

/** The collections with one file per language. */
export const TRANSLATED_COLLECTIONS = (Object.keys(COLLECTIONS) as CollectionName[]).filter(
  (name) => COLLECTIONS[name].translated,
);

/**
 * An entry's id as the glob loader makes it (`{lang}/{slug}`), split.
 * @example splitEntryId('fr/ai-developer') // { lang: 'fr', slug: 'ai-developer' }
 */
export function splitEntryId(id: string): { lang: Locale; slug: string } {
  const [lang, ...rest] = id.split('/');
  return { lang: lang as Locale, slug: rest.join('/') };
}
