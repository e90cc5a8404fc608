import { loadModule } from 'hunspell-asm';
import { MASK, maskNonProse, where, type TextRecord } from './texts';

/** Whether a word is an ordinary word of a language, by its Hunspell dictionary. */
export interface Speller {
  spell(word: string): boolean;
}

/** A language's Hunspell dictionary: the `dictionary-{code}` package (wooorm/dictionaries), a devDependency. */
const dictionary = (lang: string) =>
  import(`dictionary-${lang}`) as Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>;

let hunspell: ReturnType<typeof loadModule> | undefined;

/** The Hunspell speller of a language (the LibreOffice dictionaries, run by Hunspell compiled to WebAssembly). */
export async function loadSpeller(lang: string): Promise<Speller> {
  hunspell ??= loadModule();
  const [factory, { default: words }] = await Promise.all([
    hunspell,
    dictionary(lang).catch((error: unknown) => {
      throw new Error(`No dictionary for ${lang}: npm i -D dictionary-${lang}`, { cause: error });
    }),
  ]);
  return factory.create(
    factory.mountBuffer(words.aff, `${lang}.aff`),
    factory.mountBuffer(words.dic, `${lang}.dic`),
  );
}

/** Words, hyphenated compounds kept whole ("start-up"); apostrophes split ("l’IA" gives "l", "IA"). */
const WORD = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu;

/** Every word of the English strings, lower-cased, with the parts of each compound. */
export function englishVocabulary(records: readonly TextRecord[]): Set<string> {
  const vocabulary = new Set<string>();
  for (const record of records) {
    for (const [word] of maskNonProse(record.text).matchAll(WORD)) {
      vocabulary.add(word.toLowerCase());
      for (const part of word.split('-')) vocabulary.add(part.toLowerCase());
    }
  }
  return vocabulary;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A lower-case kept word ("cookies") may open a sentence or a title ("Cookies"). */
const withCapital = (name: string) =>
  /^\p{Ll}/u.test(name) ? [name, name[0]!.toUpperCase() + name.slice(1)] : [name];

/** Matches the names written as in English: whole words, exact case, the longest name first. */
function keptNames(kept: readonly string[]): RegExp | undefined {
  if (kept.length === 0) return undefined;
  const names = kept
    .flatMap(withCapital)
    .sort((a, b) => b.length - a.length)
    .map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

export interface EnglishWordOptions {
  /** The vocabulary of the English strings: a word outside it is not suspected of being English. */
  vocabulary: ReadonlySet<string>;
  /** The language's dictionary: an English word that is also an ordinary word there passes. */
  speller: Speller;
  /** Names the language's guide keeps in English. */
  kept: readonly string[];
}

/**
 * English words left in a translation: words of the English strings' vocabulary that the
 * language's dictionary does not know, outside the names kept in English. Each is reported as
 * `file:key: “word”`.
 */
export function findEnglishWords(
  records: readonly TextRecord[],
  { vocabulary, speller, kept }: EnglishWordOptions,
): string[] {
  const names = keptNames(kept);
  const known = new Map<string, boolean>();
  const spell = (word: string) =>
    known.get(word) ?? known.set(word, speller.spell(word)).get(word)!;
  const isForeign = (word: string) =>
    word.length > 1 && vocabulary.has(word.toLowerCase()) && !spell(word);
  const faults: string[] = [];
  for (const record of records) {
    const prose = maskNonProse(record.text);
    const words = new Set<string>();
    for (const [word] of (names ? prose.replace(names, MASK) : prose).matchAll(WORD)) {
      if (isForeign(word)) words.add(word);
      else if (word.includes('-') && !spell(word))
        for (const part of word.split('-')) if (isForeign(part)) words.add(part);
    }
    for (const word of words) faults.push(`${where(record)}: “${word}”`);
  }
  return faults;
}
