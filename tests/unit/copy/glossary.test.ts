import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/config/locales';
import { SHARED_DOC, languageDoc, parseTranslationDoc, readTranslationDoc } from './docs';
import { findGlossaryFaults } from './glossary';
import { COLLECTIONS, TRANSLATED_COLLECTIONS } from '../../../src/content/fields';
import { englishCounterparts, readTexts, type TextRecord } from './texts';

/** Every language but the English source has its guide, whose glossary the check applies. */
const TRANSLATED = LOCALES.filter((lang) => lang !== 'en');
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
| application / applications [locales/forms.json:job, src/content/jobs] | candidatura / candidaturas | solicitud |
| data | données | data |
| data scientist / data scientists | data scientist | scientifique des données |

## Kept in English
- Nova LM
- \`AI Runner\` — the game's name

## Exceptions
- \`locales/fr/a.json:split\` — the title is split in two keys
`;

const doc = parseTranslationDoc(GUIDE, 'guide.md');
const pair = (
  lang: string,
  key: string,
  english: string,
  text: string,
  file = `locales/${lang}/a.json`,
) => ({
  record: { lang, file, key, text } satisfies TextRecord,
  english,
});
const faultsOf = (pairs: ReturnType<typeof pair>[]) => {
  const english = new Map(
    pairs.map(({ record, english }) => [`${record.file}:${record.key}`, english]),
  );
  return findGlossaryFaults(
    pairs.map(({ record }) => record),
    (record) => english.get(`${record.file}:${record.key}`),
    doc,
  );
};

describe('glossary', () => {
  it.each(TRANSLATED)(
    '%s: every glossary term has its one rendering (docs/translation/{lang}.md)',
    (lang) => {
      expect(
        findGlossaryFaults(readTexts(lang), englishOf, readTranslationDoc(languageDoc(lang))!),
      ).toEqual([]);
    },
  );

  it.each(TRANSLATED)(
    '%s: the guide exists and its glossary table is read, over the interface strings and every collection',
    (lang) => {
      expect(existsSync(languageDoc(lang)), languageDoc(lang)).toBe(true);
      expect(readTranslationDoc(languageDoc(lang))!.glossary.length).toBeGreaterThan(10);
      const folders = new Set(
        readTexts(lang).map(({ file }) =>
          file
            .split('/')
            .slice(0, file.startsWith('src/') ? 3 : 1)
            .join('/'),
        ),
      );
      expect([...folders].sort()).toEqual(
        ['locales', ...TRANSLATED_COLLECTIONS.map((name) => COLLECTIONS[name].folder)].sort(),
      );
    },
  );

  it('en: the English source keeps to its own terms (docs/translation.md)', () => {
    const english = readTexts('en');
    expect(
      findGlossaryFaults(english, (record) => record.text, readTranslationDoc(SHARED_DOC)!),
    ).toEqual([]);
  });

  it('reads the table, the names kept in English and the exceptions from the Markdown', () => {
    expect(doc.glossary[1]).toEqual({
      english: ['privacy notice', 'privacy policy'],
      scope: [],
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
      'locales/fr/a.json:plural: “audit” is never used for “assessment”: write “évaluation” (guide.md:6), at “des audits”',
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

  it('applies a row with a scope only there: a form ruled out for a job application may name a course application', () => {
    const job = 'src/content/jobs/es/ai-developer.md';
    expect(
      faultsOf([
        pair('es', 'job.submit', 'Submit application', 'Enviar solicitud', 'locales/es/forms.json'),
        pair(
          'es',
          'academy.submit',
          'Submit application',
          'Enviar solicitud',
          'locales/es/forms.json',
        ),
        pair('es', 'body', '\nSend your application.\n', '\nEnvía tu candidatura.\n', job),
        pair(
          'es',
          'body',
          '\nOur team reads every application.\n',
          '\nLeemos cada solicitud con calma y respondemos pronto.\n',
          job.replace('ai-developer', 'data-scientist'),
        ),
      ]).filter((fault) => !fault.includes('Exceptions')),
    ).toEqual([
      'locales/es/forms.json:job.submit: English says “application” or “applications”, so write “candidatura” or “candidaturas” (guide.md:11)',
      'locales/es/forms.json:job.submit: “solicitud” is never used for “application” or “applications”: write “candidatura” or “candidaturas” (guide.md:11), at “enviar solicitud”',
      'src/content/jobs/es/data-scientist.md:body: English says “application” or “applications”, so write “candidatura” or “candidaturas” (guide.md:11)',
      'src/content/jobs/es/data-scientist.md:body: “solicitud” is never used for “application” or “applications”: write “candidatura” or “candidaturas” (guide.md:11), at “leemos cada solicitud con calma y respondemos…”',
    ]);
    expect(doc.glossary[5]!.scope).toEqual([
      { path: 'locales/forms.json', key: 'job' },
      { path: 'src/content/jobs' },
    ]);
  });

  it('lets a longer term hold a shorter one: “data scientist” asks for no “données” and is no banned “data”', () => {
    expect(
      faultsOf([
        pair('fr', 'title', 'Data Scientist', 'Data scientist (H/F)'),
        pair('fr', 'plural', 'our data scientists', 'nos data scientists'),
        pair(
          'fr',
          'both',
          'Our data scientists clean the data.',
          'Nos data scientists nettoient la data.',
        ),
        pair('fr', 'old', 'Data Scientist', 'Scientifique des données'),
      ]).filter((fault) => !fault.includes('Exceptions')),
    ).toEqual([
      'locales/fr/a.json:both: English says “data”, so write “données” (guide.md:12)',
      'locales/fr/a.json:both: “data” is never used for “data”: write “données” (guide.md:12), at “…scientists nettoient la data.”',
      'locales/fr/a.json:old: English says “data scientist” or “data scientists”, so write “data scientist” (guide.md:13)',
      'locales/fr/a.json:old: “scientifique des données” is never used for “data scientist” or “data scientists”: write “data scientist” (guide.md:13), at “scientifique des données”',
    ]);
  });

  it('refuses a scope that is not a path without the language', () => {
    expect(() =>
      parseTranslationDoc(
        '## Glossary\n| English | Rendering | Never |\n|---|---|---|\n| application [forms] | candidatura | |\n',
        'x.md',
      ),
    ).toThrow('x.md:4: “forms” is not a scope');
  });
});
