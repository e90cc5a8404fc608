import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EntryCollection, Field } from '@sveltia/cms';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../src/admin/cmsConfig';
import {
  adminFiles,
  readUnder,
  serializeAsAdmin,
  type EntryFile,
} from '../../src/admin/serialization';
import { COLLECTIONS } from '../../src/content/fields';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = cmsConfig();
const files = adminFiles(root, config);
const read = readUnder(root);

/** Where two texts first differ, as a line of each. */
function firstDifference(actual: string, expected: string) {
  const a = actual.split('\n');
  const b = expected.split('\n');
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: the file has ${JSON.stringify(a[at] ?? '(end)')}, the admin writes ${JSON.stringify(b[at] ?? '(end)')}`;
}

describe('every file the admin edits is stored as the admin writes it', () => {
  it('finds the files of every collection and every page text in every language', () => {
    const count = (prefix: string) => files.filter((file) => file.path.startsWith(prefix)).length;
    for (const { folder } of Object.values(COLLECTIONS))
      expect(count(`${folder}/`), folder).toBeGreaterThan(0);
    expect(count('locales/')).toBe(
      (config.i18n?.locales ?? []).length *
        files.filter((file) => file.file && file.locale === config.i18n?.default_locale).length,
    );
  });

  it('writes back each unedited entry byte for byte (else run `npm run content:format`)', () => {
    const differing = files.flatMap((file) => {
      const written = serializeAsAdmin(file, read);
      const text = read(file.path);
      return written === text ? [] : [`${file.path}: ${firstDifference(text, written)}`];
    });
    expect(differing).toEqual([]);
  });

  it('is a fixed point: formatting what the admin writes changes nothing', () => {
    const written = new Map(files.map((file) => [file.path, serializeAsAdmin(file, read)]));
    const again = (file: string) => written.get(file) ?? read(file);
    for (const file of files)
      expect(serializeAsAdmin(file, again), file.path).toBe(written.get(file.path));
  });

  it('uses the YAML and flat libraries at the versions the CMS bundles', () => {
    const map = JSON.parse(
      readFileSync(`${root}/node_modules/@sveltia/cms/npm/index.js.map`, 'utf8'),
    ) as { sources: string[] };
    for (const name of ['yaml', 'flat']) {
      const bundled = new Set(
        map.sources.flatMap((source) => source.match(new RegExp(`/${name}@([\\d.]+)/`))?.[1] ?? []),
      );
      const installed = (
        JSON.parse(readFileSync(`${root}/node_modules/${name}/package.json`, 'utf8')) as {
          version: string;
        }
      ).version;
      expect([...bundled], name).toEqual([installed]);
    }
  });
});

describe("the admin's serialisation", () => {
  const posts = config.collections!.find(({ name }) => name === 'posts') as EntryCollection;
  const team = config.collections!.find(({ name }) => name === 'team') as EntryCollection;
  const write = (target: Omit<EntryFile, 'path'>, files: Record<string, string>, path: string) =>
    serializeAsAdmin({ ...target, path }, (file) => files[file]!);
  const post = (locale: string) => ({
    collection: posts,
    locale,
    defaultLocalePath: 'en.md',
  });

  it('quotes a YAML text only where YAML needs it, with single quotes unless the text has one', () => {
    const source = [
      '---',
      'title: "Nova AI Day: a whole day"',
      'excerpt: "Founders\' evening: a talk"',
      'date: 2026-11-10',
      'category: event',
      'cover: ../../../assets/posts/a.svg',
      'author: selin-koc',
      '---',
      '',
      'Body.',
      '',
    ].join('\n');
    expect(write(post('en'), { 'en.md': source }, 'en.md')).toBe(
      source.replace('"Nova AI Day: a whole day"', "'Nova AI Day: a whole day'"),
    );
  });

  it('writes the draft switch only when it is on, in every language, after the title', () => {
    const head = [
      'date: 2026-11-10',
      'category: media',
      'cover: ../../../assets/posts/a.svg',
      'author: selin-koc',
    ];
    const file = (title: string, draft: boolean) =>
      ['---', `title: ${title}`, ...(draft ? ['draft: true'] : []), 'excerpt: Short.', ...head]
        .concat(['---', '', 'Body.', ''])
        .join('\n');
    const published = { 'en.md': file('A', false), 'tr.md': file('B', false) };
    expect(write(post('tr'), published, 'tr.md')).toBe(published['tr.md']);
    // Set in the default language, the admin copies it into a language file that lacks it.
    const drafted = { 'en.md': file('A', true), 'tr.md': file('B', false) };
    expect(write(post('en'), drafted, 'en.md')).toBe(drafted['en.md']);
    expect(write(post('tr'), drafted, 'tr.md')).toBe(file('B', true));
  });

  it('orders keys as the fields are listed, keeps unknown keys last, trims texts and never folds', () => {
    const long = 'word '.repeat(40).trim();
    const source = [
      '---',
      'zeta: 1',
      'author: selin-koc',
      `title: "  ${long}  "`,
      'excerpt: Short.',
      'cover: ../../../assets/posts/a.svg',
      'category: event',
      'date: 2026-11-10',
      'alpha: 2',
      '---',
      '',
      '',
      'Body.  ',
      '',
      '',
    ].join('\n');
    expect(write(post('en'), { 'en.md': source }, 'en.md')).toBe(
      [
        '---',
        `title: ${long}`,
        'excerpt: Short.',
        'date: 2026-11-10',
        'category: event',
        'cover: ../../../assets/posts/a.svg',
        'author: selin-koc',
        'alpha: 2',
        'zeta: 1',
        '---',
        '',
        'Body.',
        '',
      ].join('\n'),
    );
  });

  it('fills a field a file lacks with its default, and leaves out an empty optional one', () => {
    const member = (extra: Record<string, unknown>) =>
      `${JSON.stringify(
        {
          name: 'Selin Koç',
          title: 'Head',
          quote: 'Quote.',
          profileUrl: 'https://example.com/',
          order: 1,
          ...extra,
        },
        null,
        2,
      )}\n`;
    const target = { collection: team, locale: 'en', defaultLocalePath: 'en.json' };
    const featured = (team.fields as Field[]).find(({ name }) => name === 'featured');
    expect(featured).toMatchObject({ widget: 'boolean', default: false });
    expect(write(target, { 'en.json': member({ photo: '' }) }, 'en.json')).toBe(
      member({ featured: false }),
    );
  });

  it('copies a shared field another language lacks from the default language', () => {
    const en =
      '---\ntitle: A\nexcerpt: B\ndate: 2026-11-10\ncategory: event\ncover: ../../../assets/posts/a.svg\nauthor: selin-koc\n---\n';
    const fr = en.replace('author: selin-koc\n', '');
    expect(write(post('fr'), { 'en.md': en, 'fr.md': fr }, 'fr.md')).toBe(en);
  });
});
