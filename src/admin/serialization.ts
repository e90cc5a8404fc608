/**
 * What the admin writes for an entry file, computed outside the browser, so that every file can be
 * kept exactly as a save leaves it: a save then changes only what the editor changed.
 *
 * Sveltia CMS reads a file, fills the fields the file lacks with their defaults, and on saving
 * trims every text, orders the keys by the configured fields (keys no field names last, sorted),
 * leaves out empty optional fields, and writes YAML front matter or JSON. This module does the same
 * steps with the same libraries (`yaml` and `flat`, pinned to the versions the CMS bundles); each
 * step names the CMS source file it follows (`src/lib/services/contents/…` in @sveltia/cms, read from
 * the source map of its npm build). `scripts/format-content.ts` rewrites the files with it,
 * `tests/unit/admin-serialization.test.ts` holds every file to it, and the admin's end-to-end test
 * proves the CMS agrees: a one-field edit changes one line of one file.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  CmsConfig,
  CollectionFile,
  EntryCollection,
  Field,
  FileCollection,
} from '@sveltia/cms';
import { flatten, unflatten } from 'flat';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { DEFAULT_LOCALE } from '../config/locales.ts';
import { cmsConfig } from './cmsConfig.ts';
import { pageTextsFormat } from './textCodec.ts';
import type { JsonObject } from './textFields.ts';

type Flat = Record<string, unknown>;

/** One file the admin edits: an entry of a folder collection, or one language of a file collection's entry. */
export interface EntryFile {
  /** Relative to the project, `/`-separated. */
  path: string;
  collection: EntryCollection | FileCollection;
  /** The file collection's entry (a page-texts namespace). */
  file?: CollectionFile;
  /** The language, or undefined for a collection with nothing to translate. */
  locale?: string;
  /** The same entry in the default language, whose shared fields fill a language that lacks them. */
  defaultLocalePath?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && Object.keys(value).length === 0);

const isRequired = (field: Field, locale: string) => {
  const { required = true } = field as { required?: boolean | string[] };
  return Array.isArray(required) ? required.includes(locale) : Boolean(required);
};

const NUMERIC = /^\d+$/;
const typeKeyOf = (field: Field) => (field as { typeKey?: string }).typeKey ?? 'type';
const subFieldsOf = (field: Field) =>
  'fields' in field && Array.isArray(field.fields) ? (field.fields as Field[]) : undefined;
const itemFieldOf = (field: Field) =>
  'field' in field && field.field ? (field.field as Field) : undefined;
const typesOf = (field: Field) =>
  'types' in field && Array.isArray(field.types)
    ? (field.types as { name: string; fields?: Field[] }[])
    : undefined;

/** The field a key path (`steps.0.title`, `body.3.text`) stands for (entry/fields.js, getField). */
function fieldAt(fields: readonly Field[], keyPath: string, values: Flat): Field | undefined {
  const parts = keyPath.split('.');
  let field = fields.find(({ name }) => name === parts[0]);
  for (let index = 1; field && index < parts.length; index += 1) {
    const key = parts[index]!;
    const item = NUMERIC.test(key) || key === '*';
    const single = itemFieldOf(field);
    const children = subFieldsOf(field);
    const types = typesOf(field);
    if (single) {
      const next = item ? parts[index + 1] : undefined;
      const valid =
        next === undefined ||
        single.name === next ||
        Boolean(subFieldsOf(single)?.some(({ name }) => name === next));
      field = item && valid ? single : undefined;
    } else if (children) {
      field = item ? field : children.find(({ name }) => name === key);
    } else if (types && item) {
      const type = values[[...parts.slice(0, index), key, typeKeyOf(field)].join('.')];
      field = types.find(({ name }) => name === type) as Field | undefined;
    } else if (types && key !== typeKeyOf(field)) {
      const type = values[[...parts.slice(0, index), typeKeyOf(field)].join('.')];
      field = types.find(({ name }) => name === type)?.fields?.find(({ name }) => name === key);
    } else field = undefined;
  }
  return field;
}

/** Every key path the fields name, in order, `*` for list items (draft/save/key-path.js). */
function keyPathList(fields: readonly Field[], at = '', list: string[] = []): string[] {
  for (const field of fields) {
    const keyPath = `${at}${field.name}`;
    list.push(keyPath);
    const isList = field.widget === 'list';
    if (!isList && field.widget !== 'object') continue;
    const itemAt = isList ? `${keyPath}.*.` : `${keyPath}.`;
    const children = subFieldsOf(field);
    const types = typesOf(field);
    if (children) keyPathList(children, itemAt, list);
    else if (types) {
      list.push(`${itemAt}${typeKeyOf(field)}`);
      for (const type of types) keyPathList(type.fields ?? [], itemAt, list);
    } else if (isList) {
      const single = itemFieldOf(field);
      if (single) keyPathList([{ ...single, name: '*' }], `${keyPath}.`, list);
      else list.push(`${keyPath}.*`);
    }
  }
  return list;
}

/** A new entry's value of a field (draft/defaults.js and fields/*\/defaults.js, for the field types the site uses). */
function fillDefault(content: Flat, keyPath: string, field: Field, locale: string) {
  const { widget = 'string' } = field;
  const fallback = (field as { default?: unknown }).default;
  if (
    locale !== DEFAULT_LOCALE &&
    locale !== '_default' &&
    [false, 'none', undefined].includes(field.i18n as never)
  )
    return;
  switch (widget) {
    case 'boolean':
      content[keyPath] = typeof fallback === 'boolean' ? fallback : false;
      return;
    case 'number':
      content[keyPath] = fallback ?? null;
      return;
    case 'select': {
      // Unset, a choice of strings is '' and a choice of other values (the draft switch's `true`) null (fields/select/defaults.js).
      const [first] = ('options' in field ? field.options : []) as (string | { value: unknown })[];
      const value = typeof first === 'object' ? first.value : first;
      content[keyPath] = fallback ?? (value === undefined || typeof value === 'string' ? '' : null);
      return;
    }
    case 'object': {
      if (isObject(fallback)) {
        for (const [key, value] of Object.entries(flatten<object, Flat>(fallback)))
          content[`${keyPath}.${key}`] = value;
      } else if (!isRequired(field, locale) || typesOf(field)) content[keyPath] = null;
      else
        for (const child of subFieldsOf(field) ?? [])
          fillDefault(content, `${keyPath}.${child.name}`, child, locale);
      return;
    }
    case 'list':
      content[keyPath] = Array.isArray(fallback) ? fallback : [];
      return;
    default:
      content[keyPath] = typeof fallback === 'string' ? fallback.trim() : '';
  }
}

const STRING_TYPES = [
  'color',
  'compute',
  'datetime',
  'map',
  'markdown',
  'richtext',
  'string',
  'text',
  'uuid',
];

/** Whether a value the file holds fits its field, coerced where the CMS coerces it (draft/create/normalize.js). */
function reconcile(content: Flat, keyPath: string, field: Field, hasChildren: boolean): boolean {
  const { widget = 'string' } = field;
  const value = content[keyPath];
  if (widget === 'object') return hasChildren || value === null;
  if (widget === 'list') return hasChildren || Array.isArray(value);
  if (hasChildren || isObject(value) || Array.isArray(value)) return false;
  if (STRING_TYPES.includes(widget)) {
    if (typeof value !== 'string') content[keyPath] = String(value ?? '');
    return true;
  }
  if (widget === 'boolean' && typeof value !== 'boolean') {
    const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
    if (text !== 'true' && text !== 'false') return false;
    content[keyPath] = text === 'true';
  }
  if (widget === 'number' && typeof value !== 'number' && value !== null) {
    const number = typeof value === 'string' ? Number(value.trim()) : Number.NaN;
    if (value === '' || Number.isNaN(number)) return false;
    content[keyPath] = number;
  }
  return true;
}

/** Fills what a file lacks, as the CMS does when it opens an existing entry (draft/create/normalize.js). */
function normalize(
  fields: readonly Field[],
  content: Flat,
  locale: string,
  defaults: Flat | undefined,
  at = '',
) {
  for (const field of fields) {
    const keyPath = `${at}${field.name}`;
    const prefix = `${keyPath}.`;
    const hasChildren = Object.keys(content).some((key) => key.startsWith(prefix));
    const occupied = keyPath in content || hasChildren;
    if (!occupied || !reconcile(content, keyPath, field, hasChildren)) {
      for (const key of Object.keys(content))
        if (key === keyPath || key.startsWith(prefix)) delete content[key];
      const shared = field.i18n === 'duplicate' && defaults && locale !== DEFAULT_LOCALE;
      const copied = shared
        ? Object.keys(defaults).filter((key) => key === keyPath || key.startsWith(prefix))
        : [];
      for (const key of copied) content[key] = defaults![key];
      if (copied.length === 0) fillDefault(content, keyPath, field, locale);
      continue;
    }
    if (field.widget === 'object' && content[keyPath] !== null) {
      normalize(subFieldsOf(field) ?? [], content, locale, defaults, prefix);
    } else if (field.widget === 'list') {
      const items = new Set(
        Object.keys(content)
          .filter((key) => key.startsWith(prefix))
          .map((key) => key.slice(prefix.length).split('.')[0]!)
          .filter((key) => NUMERIC.test(key)),
      );
      for (const item of [...items].sort((a, b) => Number(a) - Number(b))) {
        const itemPath = `${prefix}${item}`;
        const single = itemFieldOf(field);
        if (single) {
          normalize([{ ...single, name: item }], content, locale, defaults, prefix);
          continue;
        }
        const type = content[`${itemPath}.${typeKeyOf(field)}`];
        const children =
          subFieldsOf(field) ?? typesOf(field)?.find(({ name }) => name === type)?.fields;
        normalize(children ?? [], content, locale, defaults, `${itemPath}.`);
      }
    }
  }
}

const compare = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare;

const wildcard = (keyPath: string) =>
  new RegExp(
    `^${keyPath
      .split('.')
      .map((part) => (part === '*' ? '\\d+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('\\.')}$`,
  );

/**
 * The content as saved: texts trimmed (draft/save/changes.js), keys in the order of the fields,
 * then the keys no field names, sorted; empty optional fields left out (draft/save/serialize.js).
 */
function finalize(
  fields: readonly Field[],
  values: Flat,
  locale: string,
  entryCollection: boolean,
): Record<string, unknown> {
  const unsorted: Flat = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    unsorted[key] = typeof value === 'string' ? value.trim() : value;
  }
  const sorted: Flat = {};
  const copy = (key: string, field?: Field) => {
    const value = unsorted[key];
    if (field && !isRequired(field, locale) && isEmpty(value)) {
      const children = Object.keys(unsorted).filter((child) => child.startsWith(`${key}.`));
      if (children.some((child) => !isEmpty(unsorted[child]))) sorted[key] = value;
      else for (const child of children) delete unsorted[child];
    } else sorted[key] = value;
    delete unsorted[key];
  };
  // The i18n `translationKey`, then an entry collection's `aliases`, come first when a file has them.
  for (const key of ['translationKey', ...(entryCollection ? ['aliases'] : [])])
    if (key in unsorted) copy(key);
  for (const keyPath of keyPathList(fields)) {
    const field = fieldAt(fields, keyPath, values);
    if (keyPath in unsorted) {
      copy(keyPath, field);
      continue;
    }
    const pattern = wildcard(keyPath);
    for (const key of Object.keys(unsorted)
      .filter((key) => pattern.test(key))
      .sort(compare))
      copy(key, field ?? fieldAt(fields, key, values));
  }
  for (const key of Object.keys(unsorted).sort(compare)) copy(key);
  return unflatten<Flat, Record<string, unknown>>(sorted);
}

/** YAML as the CMS writes it (file/format.js, formatYAML with no `output.yaml` options). */
const formatYaml = (value: unknown) =>
  stringifyYaml(value, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim();

const FRONT_MATTER = /^---\n(?:(?<head>[\s\S]*?))\n---(?:\n(?<body>[\s\S]*))?$/s;
const BODY = 'body';

interface Format {
  parse(text: string): Record<string, unknown>;
  format(content: Record<string, unknown>): string;
}

/** Markdown with YAML front matter, the body under `body` (file/parse.js and file/format.js). */
const frontMatter: Format = {
  parse(text) {
    const { head, body } = FRONT_MATTER.exec(text)?.groups ?? {};
    if (!head && !body) return { [BODY]: text };
    const data = head ? (parseYaml(head) as unknown) : {};
    const fields = isObject(data) ? data : {};
    return { ...fields, ...(BODY in fields ? {} : { [BODY]: body?.replace(/^\n/, '') }) };
  },
  format({ [BODY]: body, ...content }) {
    const text = typeof body === 'string' ? body : '';
    if (Object.keys(content).length === 0) return `${text}\n`;
    return `---\n${formatYaml(content)}\n---\n${text ? `\n${text}\n` : ''}`;
  },
};

/** JSON, two spaces (file/format.js, formatJSON with the config's `output.json`). */
const json: Format = {
  parse: (text) => JSON.parse(text) as Record<string, unknown>,
  format: (content) => `${JSON.stringify(content, null, 2).trim()}\n`,
};

function formatOf({ collection, file }: EntryFile): Format {
  if (file) {
    const texts = pageTextsFormat(file.fields ?? []);
    return {
      parse: (text) => texts.fromFile(text),
      format: (content) => `${texts.toFile(content as JsonObject).trim()}\n`,
    };
  }
  return 'format' in collection && collection.format === 'yaml-frontmatter' ? frontMatter : json;
}

const fieldsOf = ({ collection, file }: EntryFile) =>
  (file?.fields ?? ('fields' in collection ? collection.fields : undefined) ?? []) as Field[];

/** The file's content as the CMS holds it once opened: parsed, flattened, its missing fields filled. */
function open(target: EntryFile, text: string, defaults?: Flat): Flat {
  const content = flatten<object, Flat>(
    formatOf(target).parse(text.trim().replace(/\r\n?/g, '\n')),
  );
  normalize(fieldsOf(target), content, target.locale ?? '_default', defaults);
  return content;
}

/**
 * What the admin writes for this file when its entry is saved with nothing in it edited. `read`
 * gives a file's text by its project path (the default language's file, for the shared fields).
 */
export function serializeAsAdmin(target: EntryFile, read: (file: string) => string): string {
  const locale = target.locale ?? '_default';
  const defaults =
    target.defaultLocalePath && target.defaultLocalePath !== target.path
      ? open(
          { ...target, path: target.defaultLocalePath, locale: DEFAULT_LOCALE },
          read(target.defaultLocalePath),
        )
      : undefined;
  const content = open(target, read(target.path), defaults);
  return formatOf(target).format(finalize(fieldsOf(target), content, locale, !target.file));
}

/** Every file the admin edits, each with its collection, under `root`. */
export function adminFiles(root: string, config: CmsConfig = cmsConfig()): EntryFile[] {
  const { locales = [], default_locale: defaultLocale = DEFAULT_LOCALE } = config.i18n ?? {};
  return (config.collections ?? []).flatMap((collection): EntryFile[] => {
    if ('files' in collection) {
      return (collection.files as CollectionFile[]).flatMap((file) =>
        locales.map((locale) => ({
          path: file.file.replace('{{locale}}', locale),
          collection,
          file,
          locale,
          defaultLocalePath: file.file.replace('{{locale}}', defaultLocale),
        })),
      );
    }
    if (!('folder' in collection)) return [];
    const { folder, extension, i18n } = collection;
    const translated = Boolean(i18n);
    return globSync(`${folder}/${translated ? '*/' : ''}*.${extension}`, { cwd: root })
      .map((file) => file.split(path.sep).join('/'))
      .sort()
      .map((file) => {
        const locale = translated ? file.split('/').at(-2) : undefined;
        return {
          path: file,
          collection,
          locale,
          defaultLocalePath: translated
            ? file.replace(`/${locale}/`, `/${defaultLocale}/`)
            : undefined,
        };
      });
  });
}

/** Reads project files under `root`. */
export const readUnder =
  (root: string) =>
  (file: string): string =>
    readFileSync(path.join(root, file), 'utf8');
