import { describe, expect, it } from 'vitest';
import { findMissingKeys } from '../../src/i18n/parity';
import { resources } from '../../src/i18n/resources';
import { LOCALES } from '../../src/config/locales';
import { useTranslations, type TextKey } from '../../src/i18n';
import { statList, textList } from '../../src/i18n/schemas';

describe('translations', () => {
  it('every language has the same keys as every other', () => {
    expect(findMissingKeys(resources)).toEqual([]);
  });

  it('every language has every namespace', () => {
    const namespaces = Object.keys(resources.en!).sort();
    for (const lang of LOCALES) expect(Object.keys(resources[lang]!).sort()).toEqual(namespaces);
  });

  it('reports a key missing in one language', () => {
    const broken = {
      en: { common: { a: 'A', list: ['x', 'y'] } },
      tr: { common: { list: ['x'] } },
    };
    expect(findMissingKeys(broken)).toEqual(['tr/common:a', 'tr/common:list.1']);
  });

  it('keeps every interpolation placeholder in every language', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const walk = (en: unknown, other: unknown, key: string, out: string[]) => {
      if (typeof en === 'string') {
        if (JSON.stringify(placeholders(en)) !== JSON.stringify(placeholders(String(other))))
          out.push(key);
      } else if (en && typeof en === 'object') {
        for (const [k, v] of Object.entries(en))
          walk(v, (other as Record<string, unknown>)?.[k], `${key}.${k}`, out);
      }
      return out;
    };
    for (const lang of LOCALES) expect(walk(resources.en, resources[lang], lang, [])).toEqual([]);
  });

  it("keeps in a plural form English lacks (Spanish and French 'many') the placeholders of English's 'other'", () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const leaves = (tree: unknown, key: string): [string, unknown][] =>
      tree && typeof tree === 'object'
        ? Object.entries(tree).flatMap(([k, v]) => leaves(v, key ? `${key}.${k}` : k))
        : [[key, tree]];
    const english = new Map(leaves(resources.en, ''));
    for (const lang of LOCALES)
      for (const [key, text] of leaves(resources[lang], ''))
        if (!english.has(key) && /_(zero|one|two|few|many|other)$/.test(key)) {
          const other = english.get(key.replace(/_\w+$/, '_other'));
          expect(other, `${lang}:${key} has an English "other" form`).toBeDefined();
          expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(other));
        }
  });
});

describe('messages', () => {
  // docs/translation.md: a message is a full sentence ending with a full stop, never a bare
  // "Error submitting application". Every language writes them so: what the validation says, and
  // what a form shows when sending fails (its `errors`, but for the button that dismisses one).
  const leaves = (tree: unknown, key: string): [string, unknown][] =>
    tree && typeof tree === 'object'
      ? Object.entries(tree).flatMap(([k, v]) => leaves(v, key ? `${key}.${k}` : k))
      : [[key, tree]];
  const isMessage = (key: string) =>
    key.startsWith('validation:') || (/^forms:.*\.errors\./.test(key) && !key.endsWith('.dismiss'));

  it.each(LOCALES)(
    '%s: every message the forms show is a sentence ending with a full stop',
    (lang) => {
      const messages = leaves(resources[lang], '')
        .map(([key, text]) => [key.replace('.', ':'), text] as const)
        .filter(([key]) => isMessage(key));
      expect(messages.length).toBeGreaterThan(20);
      expect(messages.filter(([, text]) => !/^\p{Lu}.*\.$/su.test(String(text)))).toEqual([]);
    },
  );
});

describe('reading the translations', () => {
  const entry = (lang: string, ns: string, path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)[part],
        resources[lang]![ns],
      );

  it('gives each language its texts and parses a structured entry with its schema', () => {
    for (const lang of LOCALES) {
      const { t, tObject } = useTranslations(lang);
      expect(t('common:nav.about')).toBe(entry(lang, 'common', 'nav.about'));
      expect(tObject('home:hero.words', textList)).toEqual(entry(lang, 'home', 'hero.words'));
    }
  });

  it('fails on an entry whose shape is not its schema', () => {
    expect(() => useTranslations('tr').tObject('home:hero.words', statList)).toThrow();
  });

  it('fails on a key that no language has, instead of showing the key', () => {
    expect(() => useTranslations('es').t('common:nav.nowhere' as TextKey)).toThrow(
      /Missing translation es\/common:nav.nowhere/,
    );
  });
});
