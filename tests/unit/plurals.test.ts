/**
 * Numbers in texts agree with their nouns (the runner read "1 points"). A text that
 * interpolates a count-like number has i18next plural forms (`_one`, `_other`, and `_few` or
 * `_many` where the language's Intl.PluralRules has them), every language has the forms it needs
 * (src/i18n/parity.ts), and the code reads each such text with a `count`.
 */
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/config/locales';
import { findMissingKeys, pluralCategories } from '../../src/i18n/parity';
import { resources } from '../../src/i18n/resources';
import { readTexts, TEXT_SOURCES, where, type TextRecord } from './copy/texts';

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
/** Placeholders that carry a number: a count, a score, an amount of something. */
const NUMBER_NAME =
  /^(count|n|score|points|best|total|number|amount|size|(?:\w*(?:Count|Total|Years|Months|Weeks|Days|Hours|Minutes|Points)))$/;
/** Words that may follow a bare number without agreeing with it: "Page 2 of 5", "Sayfa 2 / 5". */
const NOT_A_NOUN = new Set([
  'of',
  'de',
  'sur',
  'del',
  'en',
  'à',
  'a',
  'to',
  'and',
  've',
  'y',
  'et',
]);

/**
 * The texts that put a noun (a word) after a count-like placeholder, or that interpolate `count`,
 * without being a plural form: "{{score}} points", "{{count}} puan kazandırır".
 */
function countsWithoutPlural(records: readonly TextRecord[]): string[] {
  return records
    .filter((record) => !PLURAL_FORM.test(record.key))
    .flatMap((record) =>
      [...record.text.matchAll(/\{\{\s*(\w+)\s*\}\}(?:[\s\u00A0\u202F]+(\p{L}+))?/gu)]
        .filter(
          ([, name, word]) =>
            name === 'count' ||
            (NUMBER_NAME.test(name!) && word !== undefined && !NOT_A_NOUN.has(word.toLowerCase())),
        )
        .map(([match]) => `${where(record)}: “${match}” counts without plural forms`),
    );
}

const locales = TEXT_SOURCES.filter((source) => source.pattern.startsWith('locales/'));

describe('plural forms', () => {
  it.each(LOCALES)(
    '%s: every text that counts a number has plural forms (_one, _other…)',
    (lang) => {
      expect(countsWithoutPlural(readTexts(lang, locales))).toEqual([]);
    },
  );

  it('finds a planted count without plural forms, in any language, and passes plural forms', () => {
    const record = (key: string, text: string, lang = 'en') => ({
      lang,
      file: `locales/${lang}/runner.json`,
      key,
      text,
    });
    expect(
      countsWithoutPlural([
        record('live.paused', 'Paused on {{score}} points.'),
        record('live.over', 'Partida: {{score}} puntos.', 'es'),
        record('help.data', 'Her paket {{count}} puan kazandırır', 'tr'),
        record('live.over_one', 'Game over: {{score}} point.'),
        record('live.over_other', 'Game over: {{score}} points.'),
        record('pageOf', 'Page {{page}} of {{total}}'),
        record('title', 'Apply for the {{course}} course'),
        record('lastUpdated', 'Last updated: {{date}}'),
      ]),
    ).toEqual([
      'locales/en/runner.json:live.paused: “{{score}} points” counts without plural forms',
      'locales/es/runner.json:live.over: “{{score}} puntos” counts without plural forms',
      'locales/tr/runner.json:help.data: “{{count}} puan” counts without plural forms',
    ]);
  });

  it('each language has the forms its plural rules need, and no other', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('es')).toEqual(['one', 'many', 'other']);
    const en = { runner: { points_one: 'point', points_other: 'points' } };
    expect(
      findMissingKeys({
        en,
        es: { runner: { points_one: 'punto', points_many: 'de puntos', points_other: 'puntos' } },
        fr: { runner: { points_one: 'point', points_other: 'points' } },
        tr: { runner: { points_one: 'puan', points_many: 'puan', points_other: 'puan' } },
        de: { runner: { points: 'Punkte' } },
      }),
    ).toEqual([
      'fr/runner:points_many',
      'tr/runner:points_many (not a plural form of tr)',
      'de/runner:points (has no plural forms)',
    ]);
    expect(findMissingKeys(resources)).toEqual([]);
  });

  it('the code reads every text with plural forms with a count', () => {
    const bases = new Set(
      Object.keys(resources.en!).flatMap((ns) =>
        readTexts('en', locales)
          .filter((record) => record.file === `locales/en/${ns}.json`)
          .map(
            (record) =>
              PLURAL_FORM.exec(record.key) && `${ns}:${record.key.replace(PLURAL_FORM, '')}`,
          )
          .filter((key): key is string => Boolean(key)),
      ),
    );
    expect(bases.size).toBeGreaterThan(0);
    const code = globSync('src/**/*.{ts,tsx,astro}').map((file) => readFileSync(file, 'utf8'));
    /** The rest of the call a key is passed to: from the key to the parenthesis that closes it. */
    const restOfCall = (source: string, from: number) => {
      let depth = 1;
      for (let index = from; index < source.length; index += 1) {
        if (source[index] === '(') depth += 1;
        if (source[index] === ')' && --depth === 0) return source.slice(from, index);
      }
      return source.slice(from);
    };
    for (const key of bases) {
      const calls = code.flatMap((source) =>
        [...source.matchAll(new RegExp(`['"\`]${key}['"\`]`, 'g'))].map((match) => ({
          before: source.slice(Math.max(0, match.index - 40), match.index),
          rest: restOfCall(source, match.index + match[0].length),
        })),
      );
      expect(calls.length, `${key} is read somewhere`).toBeGreaterThan(0);
      for (const { before, rest } of calls)
        expect(
          /pluralForms\([^()]*$/.test(before) || /\bcount\b/.test(rest),
          `${key} is read with a count: ${before}${rest}`,
        ).toBe(true);
    }
  });
});
