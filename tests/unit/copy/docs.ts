import { existsSync, readFileSync } from 'node:fs';

/**
 * The translation guide is the data of the copy checks: each language's glossary table, its
 * names kept in English and its explicit exceptions are read from the Markdown itself, so the
 * rule a translator reads is the rule the test applies.
 */
export const SHARED_DOC = 'docs/translation.md';
export const languageDoc = (lang: string) => `docs/translation/${lang}.md`;

/** Where a glossary row applies: files by their path without the language segment, optionally keys under a prefix. */
export interface GlossaryScope {
  /** `locales/forms.json`, `src/content/jobs`: a file, or every file under a folder. */
  path: string;
  /** `job`: that key and the keys under it (`job.submit`); every key when absent. */
  key?: string;
}

export interface GlossaryTerm {
  /** English forms, any of which in the English string asks for a rendering. */
  english: string[];
  /** Where the row applies; everywhere when empty. */
  scope: GlossaryScope[];
  /** Accepted renderings; one must start a word of the translation. */
  renderings: string[];
  /** Forms that must start no word anywhere in the language. */
  never: string[];
  /** Where the row is, for messages: `docs/translation/fr.md:42`. */
  source: string;
}

export interface TranslationDoc {
  glossary: GlossaryTerm[];
  /** Brand, product and other names written as in English. */
  kept: string[];
  /** `file:key` locations exempt from the glossary's renderings, with the reason given. */
  exceptions: Map<string, string>;
}

const splitForms = (cell: string, separator: string) =>
  cell
    .split(separator)
    .map((form) => form.replaceAll('`', '').trim())
    .filter(Boolean);

const bullet = (line: string) => /^\s*[-*]\s+(.+)$/.exec(line)?.[1]?.trim();

/** Splits "name — comment" and drops the comment and any backticks. */
const withoutComment = (item: string) =>
  item
    .split(/\s+—\s+/)[0]!
    .replaceAll('`', '')
    .trim();

/** `locales/forms.json:job` -> { path: 'locales/forms.json', key: 'job' }; a path must start at locales/ or src/. */
function parseScope(item: string, at: string): GlossaryScope {
  const [path, key] = item.split(':');
  if (!/^(?:locales|src)\/\S+$/.test(path!) || (key !== undefined && !/^[\w.-]+$/.test(key)))
    throw new Error(
      `${at}: “${item}” is not a scope: write a path without the language, as locales/forms.json:job or src/content/jobs`,
    );
  return key === undefined ? { path: path! } : { path: path!, key };
}

/**
 * Reads the sections the checks use: `## Glossary` (a table English | Rendering | Never),
 * `## Kept in English` (a bullet list) and `## Exceptions` (bullets `file:key — reason`).
 * Throws on a malformed row, naming the line, so a typo in the guide cannot pass silently.
 */
export function parseTranslationDoc(markdown: string, path: string): TranslationDoc {
  const doc: TranslationDoc = { glossary: [], kept: [], exceptions: new Map() };
  let section = '';
  let headerSeen = false;
  markdown.split('\n').forEach((line, index) => {
    const at = `${path}:${index + 1}`;
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    if (heading) {
      section = heading[1]!.toLowerCase();
      headerSeen = false;
      return;
    }
    if (section === 'glossary' && line.trim().startsWith('|')) {
      const cells = line
        .trim()
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .split('|')
        .map((cell) => cell.trim());
      if (cells.every((cell) => /^:?-+:?$/.test(cell))) return;
      if (!headerSeen) {
        if (cells.join('|').toLowerCase() !== 'english|rendering|never') {
          throw new Error(
            `${at}: the glossary table's header must be | English | Rendering | Never |`,
          );
        }
        headerSeen = true;
        return;
      }
      if (cells.length !== 3)
        throw new Error(`${at}: a glossary row needs three cells (English | Rendering | Never)`);
      const scoped = /^(.*?)\s*\[([^\]]*)\]\s*$/.exec(cells[0]!);
      const [english, renderings, never] = [
        splitForms(scoped ? scoped[1]! : cells[0]!, ' / '),
        splitForms(cells[1]!, ' / '),
        splitForms(cells[2]!, ','),
      ];
      if (english.length === 0 || renderings.length === 0)
        throw new Error(`${at}: a glossary row needs an English form and a rendering`);
      const scope = scoped ? splitForms(scoped[2]!, ',').map((item) => parseScope(item, at)) : [];
      if (scoped && scope.length === 0)
        throw new Error(`${at}: a scope in [ ] names at least one file or folder`);
      doc.glossary.push({ english, scope, renderings, never, source: at });
    } else if (section === 'kept in english') {
      const item = bullet(line);
      if (item) doc.kept.push(withoutComment(item));
    } else if (section === 'exceptions') {
      const item = bullet(line);
      if (!item) return;
      const [location, reason] = item.split(/\s+—\s+/);
      if (!reason) throw new Error(`${at}: an exception needs a reason after " — "`);
      doc.exceptions.set(location!.replaceAll('`', '').trim(), reason.trim());
    }
  });
  return doc;
}

/** The parsed doc, or undefined when the file does not exist (a language whose guide is not written yet). */
export function readTranslationDoc(path: string): TranslationDoc | undefined {
  return existsSync(path) ? parseTranslationDoc(readFileSync(path, 'utf8'), path) : undefined;
}
