import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/config/locales';
import { SHARED_DOC, languageDoc, parseTranslationDoc, readTranslationDoc } from './docs';
import { findGlossaryFaults } from './glossary';
import { englishCounterparts, readTexts, type TextRecord } from './texts';

/** The languages whose guide exists (a guide written on another branch joins when it is merged). */
const GUIDED = LOCALES.filter((lang) => lang !== 'en' && existsSync(languageDoc(lang)));
const englishOf = englishCounterparts(readTexts('en'));

const GUIDE = `# Guide

## Glossary
| English | Rendering | Never |
|---|---|---|
| assessment | évaluation | audit, bilan |
| privacy notice / privacy policy | politique de confidentialité | avis de confidentialité |
| production | production | |
| AI | yapay zekâ | |
| Istanbul office | İstanbul ofisi | |

## Kept in English
- Nova LM
- \`AI Runner\` — the game's name

## Exceptions
- \`locales/fr/a.json:split\` — the title is split in two keys
`;

const doc = parseTranslationDoc(GUIDE, 'guide.md');
const pair = (lang: string, key: string, english: string, text: string) => ({
  record: { lang, file: `locales/${lang}/a.json`, key, text } satisfies TextRecord,
  english,
});
const faultsOf = (pairs: ReturnType<typeof pair>[]) => {
  const english = new Map(pairs.map(({ record, english }) => [record.key, english]));
  return findGlossaryFaults(
    pairs.map(({ record }) => record),
    (record) => english.get(record.key),
    doc,
  );
};

describe('glossary', () => {
  it.each(GUIDED)(
    '%s: every glossary term has its one rendering (docs/translation/{lang}.md)',
    (lang) => {
      expect(
        findGlossaryFaults(readTexts(lang), englishOf, readTranslationDoc(languageDoc(lang))!),
      ).toEqual([]);
    },
  );

  it('en: the English source keeps to its own terms (docs/translation.md)', () => {
    const english = readTexts('en');
    expect(
      findGlossaryFaults(english, (record) => record.text, readTranslationDoc(SHARED_DOC)!),
    ).toEqual([]);
  });

  it('the French guide exists and has a glossary', () => {
    expect(readTranslationDoc(languageDoc('fr'))?.glossary.length).toBeGreaterThan(10);
  });

  it('reads the table, the names kept in English and the exceptions from the Markdown', () => {
    expect(doc.glossary[1]).toEqual({
      english: ['privacy notice', 'privacy policy'],
      renderings: ['politique de confidentialité'],
      never: ['avis de confidentialité'],
      source: 'guide.md:7',
    });
    expect(doc.glossary[2]!.never).toEqual([]);
    expect(doc.kept).toEqual(['Nova LM', 'AI Runner']);
    expect([...doc.exceptions.keys()]).toEqual(['locales/fr/a.json:split']);
  });

  it('refuses a malformed row, naming its line', () => {
    expect(() =>
      parseTranslationDoc(
        '## Glossary\n| English | Rendering | Never |\n|---|---|---|\n| assessment | évaluation |\n',
        'x.md',
      ),
    ).toThrow('x.md:4: a glossary row needs three cells');
    expect(() => parseTranslationDoc('## Glossary\n| English | French |\n', 'x.md')).toThrow(
      'x.md:2',
    );
  });

  it('asks for a rendering where the English uses the term, as a whole word in any case', () => {
    expect(
      faultsOf([
        pair('fr', 'ok', 'The Assessment', 'L’évaluation'),
        pair('fr', 'plural', 'Assessments', 'Des audits'),
        pair('fr', 'missing', 'Read our privacy notice.', 'Lisez notre notice.'),
        pair('fr', 'nbsp', 'Our privacy policy', 'Notre politique\u00A0de confidentialité'),
      ]),
    ).toEqual([
      'locales/fr/a.json:plural: “audit” is never used for “assessment”: write “évaluation” (guide.md:6)',
      'locales/fr/a.json:missing: English says “privacy notice” or “privacy policy”, so write “politique de confidentialité” (guide.md:7)',
      'locales/fr/a.json:split: listed under Exceptions but needs no exception any more: remove it',
    ]);
  });

  it("matches renderings at the start of a word in the language's own case, so Turkish suffixes and İ/ı pass", () => {
    expect(
      faultsOf([
        pair('tr', 'suffix', 'AI', 'YAPAY ZEKÂNIN gücü'),
        pair('tr', 'dotted', 'our Istanbul office', 'İSTANBUL OFİSİMİZ'),
        pair('tr', 'inside', 'AI', 'Zekâsız yapayzekâ'),
      ]).filter((fault) => !fault.includes('Exceptions')),
    ).toEqual(['locales/tr/a.json:inside: English says “AI”, so write “yapay zekâ” (guide.md:9)']);
  });

  it('excuses the listed exceptions only', () => {
    expect(faultsOf([pair('fr', 'split', 'assessment', 'de la maturité IA')])).toEqual([]);
  });
});
