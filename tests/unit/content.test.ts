import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES } from '../../src/config/locales';
import { COLLECTIONS, splitEntryId, type CollectionName } from '../../src/content/fields';
import { findParityProblems, valueAt } from '../../src/content/parity';
import { jobSchema, postSchema, RESERVED_SLUGS } from '../../src/content/schemas';
import { readCollection, schemaFor } from './support/contentFiles';

const NAMES = Object.keys(COLLECTIONS) as CollectionName[];
const issues = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`) ??
  [];
const anImage = () => z.string();

describe('content collections on disk', () => {
  it.each(NAMES)('%s: every file passes its schema', (name) => {
    const files = readCollection(name);
    expect(files.length).toBeGreaterThan(0);
    const failures = files.flatMap(({ file, data }) =>
      issues(schemaFor(name, file).safeParse(data)).map((issue) => `${file}: ${issue}`),
    );
    expect(failures).toEqual([]);
  });

  it.each(NAMES.filter((name) => COLLECTIONS[name].translated))(
    '%s: every entry in every language, its shared fields identical',
    (name) => {
      expect(
        findParityProblems(readCollection(name), COLLECTIONS[name], RESERVED_SLUGS[name]),
      ).toEqual([]);
    },
  );

  it('hold the sample content the site presents', () => {
    const count = (name: CollectionName) =>
      readCollection(name).length / (COLLECTIONS[name].translated ? LOCALES.length : 1);
    expect({
      posts: count('posts'),
      jobs: count('jobs'),
      courses: count('courses'),
      team: count('team'),
      testimonials: count('testimonials'),
      insights: count('insights'),
      partners: count('partners'),
    }).toEqual({
      posts: 15,
      jobs: 10,
      courses: 3,
      team: 11,
      testimonials: 11,
      insights: 6,
      partners: 15,
    });
  });

  it('every shared field of the table is a field of its schema', () => {
    const schemas: Record<CollectionName, z.ZodType> = Object.fromEntries(
      NAMES.map((name) => [name, schemaFor(name, 'x')]),
    ) as never;
    const unwrap = (schema: z.ZodType): z.ZodType =>
      schema instanceof z.ZodOptional
        ? unwrap(schema.unwrap() as z.ZodType)
        : schema instanceof z.ZodPipe
          ? unwrap(schema.in as z.ZodType)
          : schema;
    const shapeAt = (schema: z.ZodType, key: string): z.ZodType | undefined => {
      const inner = unwrap(schema);
      return inner instanceof z.ZodObject
        ? (inner.shape as Record<string, z.ZodType>)[key]
        : undefined;
    };
    const unknown = NAMES.flatMap((name) =>
      COLLECTIONS[name].identical
        .filter(
          (path) =>
            path
              .split('.')
              .reduce<z.ZodType | undefined>(
                (schema, key) => schema && shapeAt(schema, key),
                schemas[name],
              ) === undefined,
        )
        .map((path) => `${name}: ${path}`),
    );
    expect(unknown).toEqual([]);
    expect(shapeAt(schemas.posts, 'event')).toBeDefined();
    expect(shapeAt(schemas.posts, 'colour')).toBeUndefined();
  });

  it('every post names an author who is in the team, in every language', () => {
    const team = new Set(
      readCollection('team').map(({ file }) =>
        file.replace(/^src\/content\/team\//, '').replace(/\.json$/, ''),
      ),
    );
    const missing = readCollection('posts')
      .filter(
        ({ file, data }) =>
          !team.has(
            `${splitEntryId(file.replace(/^src\/content\/posts\//, '')).lang}/${String(data.author)}`,
          ),
      )
      .map(({ file, data }) => `${file}: ${String(data.author)}`);
    expect(missing).toEqual([]);
  });

  it('the listing order is newest first and keeps the given order of the sample posts (1, 2, 14, 15, 3 … 13)', () => {
    const english = readCollection('posts').filter(({ file }) => file.includes('/en/'));
    const bySlug = english.map(({ file, data }) => ({
      slug: file.split('/').at(-1)!.replace('.md', ''),
      date: new Date(String(data.date)),
    }));
    const newestFirst = [...bySlug]
      .sort((a, b) => b.date.getTime() - a.date.getTime())
      .map(({ slug }) => slug);
    expect(newestFirst.slice(0, 5)).toEqual([
      'nova-ai-day-istanbul',
      'responsible-ai-customer-service-seminar',
      'founders-evening-prototype-to-customer',
      'real-time-voice-agents-training',
      'on-premises-agentic-ai-finance',
    ]);
    expect(newestFirst.at(-1)).toBe('small-team-big-models-profile');
  });
});

describe('schemas refuse what the build must refuse', () => {
  const job = readCollection('jobs').find(
    ({ file }) => file === 'src/content/jobs/fr/ai-developer.md',
  )!.data;

  it('an unknown field, naming it', () => {
    expect(issues(jobSchema().safeParse({ ...job, colour: 'red' }))).toEqual([
      '(entry): Unrecognized key: "colour"',
    ]);
  });

  it('a bad value, naming the field and the values it takes', () => {
    expect(issues(jobSchema().safeParse({ ...job, type: 'fulltime' }))).toEqual([
      'type: Invalid option: expected one of "internship"|"fullTime"',
    ]);
    expect(issues(jobSchema().safeParse({ ...job, validThrough: new Date('2020-01-01') }))).toEqual(
      ['validThrough: validThrough is before datePosted'],
    );
  });

  it('an event post without its event, and an author that is no file name', () => {
    const post = readCollection('posts').find(
      ({ file }) => file === 'src/content/posts/en/speech-ai-hackathon.md',
    )!.data;
    const { event: _event, ...withoutEvent } = post;
    expect(issues(postSchema(anImage).safeParse(withoutEvent))).toEqual([
      'event: a post of category "event" needs `event` (startDate, endDate, location, address)',
    ]);
    expect(issues(postSchema(anImage).safeParse({ ...post, author: 'Selin Koç' }))).toEqual([
      'author: must be lower-case words joined by hyphens, like "selin-koc"',
    ]);
  });
});

describe('parity between languages', () => {
  const fields = {
    folder: 'src/content/posts',
    extension: 'md',
    identical: ['date', 'event.startDate'],
  } as const;
  const post = (lang: string, data: object, slug = 'day') => ({
    file: `src/content/posts/${lang}/${slug}.md`,
    data,
  });
  const everywhere = (data: object) => LOCALES.map((lang) => post(lang, data));

  it('names a missing language file and the languages that have the entry', () => {
    expect(
      findParityProblems(
        everywhere({}).filter(({ file }) => !file.includes('/es/')),
        fields,
      ),
    ).toEqual(['src/content/posts/es/day.md is missing (tr, en, fr have "day")']);
  });

  it('names a shared field that differs, by its full path, against the default language', () => {
    const entries = everywhere({
      date: new Date('2026-11-10'),
      event: { startDate: '09:30', location: 'Bureau' },
    });
    entries[3] = post('fr', {
      date: new Date('2026-11-11'),
      event: { startDate: '10:00', location: 'Ofis' },
    });
    expect(findParityProblems(entries, fields)).toEqual([
      'src/content/posts/fr/day.md: date is "2026-11-11", but src/content/posts/en/day.md has "2026-11-10"; it must be the same in every language',
      'src/content/posts/fr/day.md: event.startDate is "10:00", but src/content/posts/en/day.md has "09:30"; it must be the same in every language',
    ]);
  });

  it('names a file outside a language folder, a bad file name and a slug another page owns', () => {
    const entries = [
      { file: 'src/content/posts/day.md', data: {} },
      ...everywhere({}).map((entry) => ({ ...entry, file: entry.file.replace('day', 'Day One') })),
    ];
    expect(findParityProblems(entries, fields, ['page'])).toContain(
      'src/content/posts/day.md: entries live in src/content/posts/{tr,en,es,fr}/{slug}.md',
    );
    expect(findParityProblems(entries, fields)).toContain(
      'src/content/posts/en/Day One.md: the file name must be lower-case words joined by hyphens, like "ai-developer.md"',
    );
    expect(
      findParityProblems(
        LOCALES.map((lang) => post(lang, {}, 'page')),
        fields,
        ['page'],
      ),
    ).toContain(
      'src/content/posts/tr/page.md: "page" is taken by another page; choose another file name',
    );
  });

  it('reads values by dotted path', () => {
    expect(valueAt({ event: { location: 'Beyoğlu' } }, 'event.location')).toBe('Beyoğlu');
    expect(valueAt({}, 'event.location')).toBeUndefined();
  });
});
