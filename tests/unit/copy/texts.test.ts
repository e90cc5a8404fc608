import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/config/locales';
import {
  englishCounterparts,
  inLanguage,
  maskNonProse,
  MASK,
  readTexts,
  TEXT_SOURCES,
} from './texts';

const root = mkdtempSync(join(tmpdir(), 'texts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, content: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
};

describe('the texts the copy checks read', () => {
  it('cover every translation file of every language', () => {
    for (const lang of LOCALES) {
      const files = [...new Set(readTexts(lang).map((record) => record.file))].filter((file) =>
        file.startsWith('locales/'),
      );
      expect(files).toEqual(
        readdirSync(`locales/${lang}`)
          .sort()
          .map((file) => `locales/${lang}/${file}`),
      );
    }
  });

  it('read JSON leaves by dotted key, arrays included, and skip identifiers', () => {
    write(
      'locales/fr/home.json',
      JSON.stringify({
        hero: { title: 'Titre', items: [{ icon: 'models', text: 'Un' }] },
        sections: [{ id: 'scope' }],
      }),
    );
    expect(readTexts('fr', TEXT_SOURCES, root)).toEqual([
      { lang: 'fr', file: 'locales/fr/home.json', key: 'hero.title', text: 'Titre' },
      { lang: 'fr', file: 'locales/fr/home.json', key: 'hero.items.0.text', text: 'Un' },
    ]);
  });

  it('read a content entry’s frontmatter strings and Markdown body, and pair it with its English file', () => {
    write(
      'src/content/posts/fr/ai-day.md',
      '---\ntitle: "Nova AI Day : une journée"\ndate: 2025-03-12\ncategory: event\nauthor: selin-koc\nevent:\n  location: Bureau de Beyoğlu\n  address: Istanbul\ntags:\n  - IA\n---\n\nLe corps de l’article.\n',
    );
    write(
      'src/content/posts/en/ai-day.md',
      '---\ntitle: "Nova AI Day: a day"\n---\n\nThe article body.\n',
    );
    const french = readTexts('fr', TEXT_SOURCES, root).filter((record) =>
      record.file.startsWith('src/'),
    );
    expect(french.map(({ key, text }) => [key, text])).toEqual([
      ['title', 'Nova AI Day : une journée'],
      ['event.location', 'Bureau de Beyoğlu'],
      ['event.address', 'Istanbul'],
      ['tags.0', 'IA'],
      ['body', '\nLe corps de l’article.\n'],
    ]);
    const englishOf = englishCounterparts(readTexts('en', TEXT_SOURCES, root));
    expect(french.map(englishOf)).toEqual([
      'Nova AI Day: a day',
      undefined,
      undefined,
      undefined,
      '\nThe article body.\n',
    ]);
  });

  it('skip the fields every language shares (src/content/fields.ts), by their full path', () => {
    write('src/content/courses/fr/ia.md', '---\ntitle: Formation\nformat: hybrid\n---\n');
    write(
      'src/content/jobs/fr/dev.md',
      '---\ntitle: Développeur\ntype: fullTime\nlocation: istanbul\n---\n',
    );
    const french = readTexts('fr', TEXT_SOURCES, root).filter((record) =>
      /courses|jobs/.test(record.file),
    );
    expect(french.map(({ file, key }) => `${file}:${key}`)).toEqual([
      'src/content/jobs/fr/dev.md:title',
      'src/content/courses/fr/ia.md:title',
    ]);
  });

  it('swap only the language segment of a path', () => {
    expect(inLanguage('src/content/fr/fr/a.md', 'fr', 'en')).toBe('src/content/en/en/a.md');
    expect(inLanguage('locales/fr/home.json', 'fr', 'en')).toBe('locales/en/home.json');
  });

  it('mask what is not prose: placeholders, URLs, e-mail addresses, code, link targets and tags', () => {
    expect(
      maskNonProse(
        'Voir {{link}}, https://example.com/a?b=1. Écrire à a.b@example.com, `x: y`, [ici](https://x.y/z) <br/>!',
      ),
    ).toBe(`Voir ${MASK}, ${MASK}. Écrire à ${MASK}, ${MASK}, [ici]${MASK} ${MASK}!`);
  });
});
