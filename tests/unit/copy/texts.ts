import { globSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { COLLECTIONS, TRANSLATED_COLLECTIONS } from '../../../src/content/fields';

/** One translatable string: where it lives and what it says. */
export interface TextRecord {
  lang: string;
  /** Repository-relative path of the file, e.g. `locales/fr/home.json`. */
  file: string;
  /** Dotted path inside the file (`hero.stats.0.value`); `body` for the text of a Markdown file. */
  key: string;
  text: string;
}

/** Files holding one language's text, found by a glob in which `{lang}` is a whole path segment. */
export interface TextSource {
  pattern: string;
  /** Keys whose values are identifiers rather than text, matched against the key's last segment. */
  neutralKeys?: readonly string[];
  /** Keys whose values are identifiers or facts rather than text, matched by their full dotted path. */
  neutralPaths?: readonly string[];
}

/**
 * Where the site's text lives: the translations, and the content collections (one file per entry
 * and language, `src/content/{collection}/{lang}/{slug}.md|json`), whose fields kept the same in
 * every language (src/content/fields.ts: `author`, `format`, a job's `location`…) are not prose.
 * A posts' `event.location` is translated, so it is read: paths are matched whole.
 */
export const TEXT_SOURCES: readonly TextSource[] = [
  { pattern: 'locales/{lang}/*.json', neutralKeys: ['icon', 'id', 'key', 'url', 'date'] },
  ...TRANSLATED_COLLECTIONS.map((name) => {
    const { folder, extension, identical } = COLLECTIONS[name];
    return { pattern: `${folder}/{lang}/*.${extension}`, neutralPaths: identical };
  }),
];

/** The location every check reports: `locales/fr/home.json:hero.title`. */
export const where = (record: TextRecord) => `${record.file}:${record.key}`;

function* leaves(value: unknown, key: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (value !== null && typeof value === 'object') {
    for (const [child, inner] of Object.entries(value))
      yield* leaves(inner, key ? `${key}.${child}` : child);
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The strings of one file: JSON leaves, or a Markdown file's frontmatter leaves and its body. */
export function readTextFile(
  file: string,
  lang: string,
  { neutralKeys = [], neutralPaths = [] }: Omit<TextSource, 'pattern'> = {},
): TextRecord[] {
  const source = readFileSync(file, 'utf8');
  let entries: [string, string][];
  if (file.endsWith('.md')) {
    const front = FRONTMATTER.exec(source);
    entries = [...leaves(front ? parseYaml(front[1]!) : {}, '')];
    const body = front ? source.slice(front[0].length) : source;
    if (body.trim()) entries.push(['body', body]);
  } else {
    entries = [...leaves(JSON.parse(source), '')];
  }
  const lastSegments = new Set(neutralKeys);
  const paths = new Set(neutralPaths);
  return entries
    .filter(([key]) => !lastSegments.has(key.split('.').at(-1)!) && !paths.has(key))
    .map(([key, text]) => ({ lang, file, key, text }));
}

/** Every record of one language, from every source (or the given ones). */
export function readTexts(
  lang: string,
  sources: readonly TextSource[] = TEXT_SOURCES,
  cwd = '.',
): TextRecord[] {
  return sources.flatMap(({ pattern, ...neutral }) =>
    globSync(pattern.replaceAll('{lang}', lang), { cwd })
      .sort()
      .flatMap((file) =>
        readTextFile(`${cwd}/${file}`, lang, neutral).map((record) => ({ ...record, file })),
      ),
  );
}

/** The path of the same file in another language: the `{lang}` segment swapped. */
export function inLanguage(file: string, from: string, to: string): string {
  return file
    .split('/')
    .map((segment) => (segment === from ? to : segment))
    .join('/');
}

/** The English record of the same file and key, for every record of another language. */
export function englishCounterparts(
  english: readonly TextRecord[],
): (record: TextRecord) => string | undefined {
  const byLocation = new Map(english.map((record) => [where(record), record.text]));
  return (record) => byLocation.get(`${inLanguage(record.file, record.lang, 'en')}:${record.key}`);
}

/** Stands in for text that is not prose: neither a letter, a space nor punctuation, so rules about neighbours still hold. */
export const MASK = '\uFFFC';

const NON_PROSE = [
  /```[\s\S]*?```/g, // fenced code
  /`[^`\n]*`/g, // inline code
  /\]\([^)\s]*(?:\s+"[^"]*")?\)/g, // Markdown link targets (and titles)
  /<\/?[a-zA-Z][^>]*>/g, // HTML tags
  /\{\{[^}]*\}\}/g, // i18next placeholders
  /\b[a-z][a-z0-9+.-]*:\/\/(?:[^\s<>«»"]*[^\s<>«»".,;:!?)])?/gi, // URLs, without the sentence's closing punctuation
  /\b(?:mailto|tel):[^\s<>«»"]+/gi,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail addresses
];

/** The text with code, link targets, tags, placeholders, URLs and e-mail addresses replaced by MASK. */
export function maskNonProse(text: string): string {
  return NON_PROSE.reduce(
    (masked, pattern) =>
      masked.replace(pattern, (match) => (match.startsWith('](') ? `]${MASK}` : MASK)),
    text,
  );
}
