import type { GlossaryScope, GlossaryTerm, TranslationDoc } from './docs';
import { MASK, maskNonProse, where, type TextRecord } from './texts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Spaces in a form match any run of spaces, the no-break ones included; apostrophes match either shape. */
const pattern = (form: string) => escape(form).replace(/ /g, '\\s+').replace(/['’]/g, "['’]");

const NOT_WORD = '(?<![\\p{L}\\p{N}])';

/** A whole English word or phrase, in any case; a hyphenated compound is one word ("vision-language model" has no "language model"). */
export const englishMatcher = (form: string, flags = 'iu') =>
  new RegExp(`(?<![\\p{L}\\p{N}-])${pattern(form)}(?![\\p{L}\\p{N}]|-\\p{L})`, flags);

/**
 * A form at the start of a word of a text lower-cased by the language's own rules (Turkish İ/i
 * and I/ı), open at its end so that suffixes pass: "yapay zekâ" matches "yapay zekânın".
 */
export function wordStartMatcher(form: string, lang: string): (text: string) => boolean {
  const find = wordStartFinder(form, lang);
  return (text) => find(text) >= 0;
}

/** Where the form starts a word in the lower-cased text, or -1. */
function wordStartFinder(form: string, lang: string): (text: string) => number {
  const lowered = form.toLocaleLowerCase(lang);
  const regex = new RegExp(`${NOT_WORD}${pattern(lowered)}`, 'u');
  // A plain search for the form's first word rules out most texts far faster than the regex.
  const head = lowered.split(/[\s'’]/)[0]!;
  return (text) => (text.includes(head) ? (regex.exec(text)?.index ?? -1) : -1);
}

/** The words around a position, on one line, for a message: “… tu solicitud de empleo …”. */
function around(text: string, index: number): string {
  const start = text.lastIndexOf(' ', Math.max(0, index - 24)) + 1;
  const end = text.indexOf(' ', index + 32);
  const excerpt = text
    .slice(start, end < 0 ? undefined : end)
    .replace(/\s+/g, ' ')
    .trim();
  return `“${start > 0 ? '…' : ''}${excerpt}${end < 0 ? '' : '…'}”`;
}

/** The file without its language segment: `locales/es/forms.json` -> `locales/forms.json`. */
const withoutLanguage = (file: string, lang: string) =>
  file
    .split('/')
    .filter((segment) => segment !== lang)
    .join('/');

/** Whether a row applies to a string: everywhere without a scope, else in the files and keys it names. */
const inScope = (scope: readonly GlossaryScope[], record: TextRecord) => {
  if (scope.length === 0) return true;
  const file = withoutLanguage(record.file, record.lang);
  return scope.some(
    ({ path, key }) =>
      (file === path || file.startsWith(`${path}/`)) &&
      (key === undefined || record.key === key || record.key.startsWith(`${key}.`)),
  );
};

interface CompiledTerm {
  term: GlossaryTerm;
  english: RegExp[];
  /** Longer English terms of other rows that hold one of this row's forms ("data scientist" holds "data"). */
  englishWithin: RegExp[];
  renderings: ((text: string) => boolean)[];
  never: { form: string; find: (text: string) => number; within: RegExp[] }[];
}

/**
 * A longer term of the glossary holds a shorter one: where the English says "data scientist", the
 * "data" row asks for nothing, and the rendering "data scientist" is no use of the ruled-out
 * "data". So a phrase kept whole (a job title) can contain a word the glossary bans on its own.
 */
function compile(
  term: GlossaryTerm,
  lang: string,
  glossary: readonly GlossaryTerm[],
): CompiledTerm {
  const others = glossary.filter((other) => other !== term);
  // A row's own form, repeated in another row, is no longer term: only a strictly longer one holds it.
  const differs = (longer: string, form: string, locale?: string) =>
    longer.toLocaleLowerCase(locale) !== form.toLocaleLowerCase(locale);
  const englishWithin = others
    .flatMap((other) => other.english)
    .filter((longer) =>
      term.english.some((form) => differs(longer, form) && englishMatcher(form).test(longer)),
    )
    .map((longer) => englishMatcher(longer, 'giu'));
  const renderings = others.flatMap((other) => other.renderings);
  return {
    term,
    english: term.english.map((form) => englishMatcher(form)),
    englishWithin,
    renderings: term.renderings.map((form) => wordStartMatcher(form, lang)),
    never: term.never.map((form) => ({
      form,
      find: wordStartFinder(form, lang),
      within: renderings
        .filter(
          (longer) =>
            differs(longer, form, lang) &&
            wordStartMatcher(form, lang)(longer.toLocaleLowerCase(lang)),
        )
        .map((longer) => new RegExp(`${NOT_WORD}${pattern(longer.toLocaleLowerCase(lang))}`, 'gu')),
    })),
  };
}

/** The text with the longer terms that hold a shorter one masked out, its length kept so positions still point into it. */
const without = (text: string, longer: readonly RegExp[]) =>
  longer.reduce(
    (masked, regex) => masked.replace(regex, (match) => MASK.repeat(match.length)),
    text,
  );

const quoted = (forms: string[]) => forms.map((form) => `“${form}”`).join(' or ');

/**
 * Glossary consistency for one language: where the English string of a key uses a glossary term,
 * the translation of that key uses one of its renderings; no translation anywhere uses a form the
 * glossary rules out. A row with a scope applies only to the files and keys it names, so a form
 * can be ruled out for one concept and used for another (Spanish "solicitud" for a course, never
 * for a job). Placeholders, URLs and code do not count. Exceptions listed in the doc are exempt
 * from the first rule, and an exception that no longer excuses anything is reported, so the list
 * stays short. Each fault names the file and the key, and a ruled-out form the words around it.
 */
export function findGlossaryFaults(
  records: readonly TextRecord[],
  englishOf: (record: TextRecord) => string | undefined,
  doc: TranslationDoc,
): string[] {
  const lang = records[0]?.lang ?? '';
  const terms = doc.glossary.map((term) => compile(term, lang, doc.glossary));
  const faults: string[] = [];
  const excused = new Set<string>();
  for (const record of records) {
    const location = where(record);
    const source = englishOf(record);
    const english = source === undefined ? undefined : maskNonProse(source);
    const text = maskNonProse(record.text).toLocaleLowerCase(lang);
    for (const { term, english: forms, englishWithin, renderings, never } of terms) {
      if (!inScope(term.scope, record)) continue;
      const asked =
        english !== undefined && forms.some((form) => form.test(without(english, englishWithin)));
      if (asked && !renderings.some((rendering) => rendering(text))) {
        if (doc.exceptions.has(location)) excused.add(location);
        else
          faults.push(
            `${location}: English says ${quoted(term.english)}, so write ${quoted(term.renderings)} (${term.source})`,
          );
      }
      for (const { form, find, within } of never) {
        const index = find(without(text, within));
        if (index >= 0)
          faults.push(
            `${location}: “${form}” is never used for ${quoted(term.english)}: write ${quoted(term.renderings)} (${term.source}), at ${around(text, index)}`,
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
