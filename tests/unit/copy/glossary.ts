import type { GlossaryTerm, TranslationDoc } from './docs';
import { maskNonProse, where, type TextRecord } from './texts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Spaces in a form match any run of spaces, the no-break ones included; apostrophes match either shape. */
const pattern = (form: string) => escape(form).replace(/ /g, '\\s+').replace(/['’]/g, "['’]");

const NOT_WORD = '(?<![\\p{L}\\p{N}])';

/** A whole English word or phrase, in any case; a hyphenated compound is one word ("vision-language model" has no "language model"). */
export const englishMatcher = (form: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])${pattern(form)}(?![\\p{L}\\p{N}]|-\\p{L})`, 'iu');

/**
 * A form at the start of a word of a text lower-cased by the language's own rules (Turkish İ/i
 * and I/ı), open at its end so that suffixes pass: "yapay zekâ" matches "yapay zekânın".
 */
export function wordStartMatcher(form: string, lang: string): (text: string) => boolean {
  const lowered = form.toLocaleLowerCase(lang);
  const regex = new RegExp(`${NOT_WORD}${pattern(lowered)}`, 'u');
  // A plain search for the form's first word rules out most texts far faster than the regex.
  const head = lowered.split(/[\s'’]/)[0]!;
  return (text) => text.includes(head) && regex.test(text);
}

interface CompiledTerm {
  term: GlossaryTerm;
  english: RegExp[];
  renderings: ((text: string) => boolean)[];
  never: { form: string; test: (text: string) => boolean }[];
}

const compile = (term: GlossaryTerm, lang: string): CompiledTerm => ({
  term,
  english: term.english.map(englishMatcher),
  renderings: term.renderings.map((form) => wordStartMatcher(form, lang)),
  never: term.never.map((form) => ({ form, test: wordStartMatcher(form, lang) })),
});

const quoted = (forms: string[]) => forms.map((form) => `“${form}”`).join(' or ');

/**
 * Glossary consistency for one language: where the English string of a key uses a glossary term,
 * the translation of that key uses one of its renderings; no translation anywhere uses a form the
 * glossary rules out. Placeholders, URLs and code do not count. Exceptions listed in the doc are
 * exempt from the first rule, and an exception that no longer excuses anything is reported, so the
 * list stays short.
 */
export function findGlossaryFaults(
  records: readonly TextRecord[],
  englishOf: (record: TextRecord) => string | undefined,
  doc: TranslationDoc,
): string[] {
  const lang = records[0]?.lang ?? '';
  const terms = doc.glossary.map((term) => compile(term, lang));
  const faults: string[] = [];
  const excused = new Set<string>();
  for (const record of records) {
    const location = where(record);
    const source = englishOf(record);
    const english = source === undefined ? undefined : maskNonProse(source);
    const text = maskNonProse(record.text).toLocaleLowerCase(lang);
    for (const { term, english: forms, renderings, never } of terms) {
      const asked = english !== undefined && forms.some((form) => form.test(english));
      if (asked && !renderings.some((rendering) => rendering(text))) {
        if (doc.exceptions.has(location)) excused.add(location);
        else
          faults.push(
            `${location}: English says ${quoted(term.english)}, so write ${quoted(term.renderings)} (${term.source})`,
          );
      }
      for (const { form } of never.filter(({ test }) => test(text))) {
        faults.push(
          `${location}: “${form}” is never used for ${quoted(term.english)}: write ${quoted(term.renderings)} (${term.source})`,
        );
      }
    }
  }
  for (const location of doc.exceptions.keys()) {
    if (!excused.has(location))
      faults.push(
        `${location}: listed under Exceptions but needs no exception any more: remove it`,
      );
  }
  return faults;
}
