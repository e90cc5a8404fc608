import { describe, expect, it } from 'vitest';
import { findMissingKeys } from '../../src/i18n/parity';
import { resources } from '../../src/i18n/resources';
import { LOCALES } from '../../src/config/locales';

describe('translations', () => {
  it('every language has the same keys as every other', () => {
    expect(findMissingKeys(resources)).toEqual([]);
  });

  it('every language has every namespace', () => {
    const namespaces = Object.keys(resources.en!).sort();
    for (const lang of LOCALES) expect(Object.keys(resources[lang]!).sort()).toEqual(namespaces);
  });

  it('reports a key missing in one language', () => {
    const broken = { en: { common: { a: 'A', list: ['x', 'y'] } }, tr: { common: { list: ['x'] } } };
    expect(findMissingKeys(broken)).toEqual(['tr/common:a', 'tr/common:list.1']);
  });

  it('keeps every interpolation placeholder in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const walk = (en: unknown, other: unknown, key: string, out: string[]) => {
      if (typeof en === 'string') {
        if (JSON.stringify(placeholders(en)) !== JSON.stringify(placeholders(String(other)))) out.push(key);
      } else if (en && typeof en === 'object') {
        for (const [k, v] of Object.entries(en)) walk(v, (other as Record<string, unknown>)?.[k], `${key}.${k}`, out);
      }
      return out;
    };
    for (const lang of LOCALES) expect(walk(resources.en, resources[lang], lang, [])).toEqual([]);
  });
});
