import { globSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/config/locales';
import { SITE } from '../../../src/config/site';
import { SHARED_DOC, languageDoc, readTranslationDoc } from './docs';
import { englishVocabulary, findEnglishWords, loadSpeller, type Speller } from './english-words';
import { readTexts, type TextRecord } from './texts';

const TRANSLATED = LOCALES.filter((lang) => lang !== 'en');
const vocabulary = englishVocabulary(readTexts('en'));
const read = (pattern: string, field: string) =>
  globSync(pattern).flatMap(
    (file) => (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[field] ?? [],
  ) as string[];
/** The names of people, partners, research firms and products, from the collections and the config: a whole name, then each of its words ("Zeynep"). */
const contentNames = [
  ...read('src/content/team/en/*.json', 'name'),
  ...read('src/content/testimonials/en/*.json', 'name'),
  ...read('src/content/partners/*.json', 'name'),
  ...read('src/content/insights/en/*.json', 'source'),
  ...SITE.products.map((product) => product.name),
].flatMap((name) => [name, ...name.split(/\s+/)]);
const sharedKept = [...(readTranslationDoc(SHARED_DOC)?.kept ?? []), ...contentNames];
const spellers: Record<string, Speller> = {};

beforeAll(async () => {
  for (const lang of TRANSLATED) spellers[lang] = await loadSpeller(lang);
});

const record = (text: string): TextRecord => ({
  lang: 'fr',
  file: 'locales/fr/forms.json',
  key: 'contact.submit',
  text,
});

describe('no English words in translations', () => {
  it.each(TRANSLATED)(
    '%s: only names listed under “Kept in English” stay in English (docs/translation.md, docs/translation/{lang}.md)',
    (lang) => {
      const kept = [...sharedKept, ...(readTranslationDoc(languageDoc(lang))?.kept ?? [])];
      expect(
        findEnglishWords(readTexts(lang), { vocabulary, speller: spellers[lang]!, kept }),
      ).toEqual([]);
    },
  );

  it('the shared guide lists the names every language keeps, and the content adds its people and products', () => {
    expect(sharedKept).toContain('Nova Istanbul AI');
    expect(sharedKept).toEqual(expect.arrayContaining(['Selin Koç', 'Demirtaş', 'Nova Vault']));
  });

  it('names the file, the key and the English word of a planted mistake', () => {
    const options = { vocabulary, speller: spellers.fr!, kept: ['Nova Istanbul AI'] };
    expect(findEnglishWords([record('Submit le formulaire de Nova Istanbul AI')], options)).toEqual(
      ['locales/fr/forms.json:contact.submit: “Submit”'],
    );
  });

  it('passes English words that are ordinary words of the language, kept names and what is not prose', () => {
    const options = { vocabulary, speller: spellers.fr!, kept: ['Nova Istanbul AI', 'LinkedIn'] };
    const text =
      'Services, culture et vision : écrivez à contact@example.com, voyez https://example.com/careers ou {{link}} sur LinkedIn, chez Nova Istanbul AI.';
    expect(findEnglishWords([record(text)], options)).toEqual([]);
  });

  it('checks the parts of a compound the dictionary does not know', () => {
    const options = {
      vocabulary: new Set(['full', 'stack', 'full-stack']),
      speller: spellers.fr!,
      kept: [],
    };
    expect(findEnglishWords([record('Développeur full-stack')], options)).toEqual([
      'locales/fr/forms.json:contact.submit: “full-stack”',
    ]);
    expect(
      findEnglishWords([record('Développeur full-stack')], {
        ...options,
        vocabulary: new Set(['stack']),
      }),
    ).toEqual(['locales/fr/forms.json:contact.submit: “stack”']);
  });
});
