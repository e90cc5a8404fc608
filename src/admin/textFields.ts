/**
 * The CMS fields of one i18next namespace, inferred from its JSON in every language, so that a new
 * key appears in the admin without anyone retyping it. Nested objects become Object fields, arrays
 * become List fields, strings become one-line inputs or text areas.
 *
 * One shape needs more than a plain List, because a CMS list item is either a value or an object
 * with fields, never both: an array that mixes strings with single-key objects (the legal pages'
 * paragraphs, bullet lists and tables) becomes a list of typed items, and `textCodec.ts` converts
 * between the file and that form.
 */
import type { Field, ListField, VariableFieldType } from '@sveltia/cms';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The value at one place of the namespace in each language, in the locale table's order. */
type Sample = (Json | undefined)[];

/** Longer texts, or texts with line breaks, get a text area instead of a one-line input. */
const TEXT_AREA_FROM = 80;

/** Type name (and field name) of a plain string inside a mixed array. */
export const TEXT_TYPE = 'text';
/** The property that names an item's type in a mixed array, as the CMS stores it. */
export const TYPE_KEY = 'type';

/** Same in every language and shaped like a code name (an anchor id, an icon): not a text to translate. */
const IDENTIFIER = /^[a-z][a-z0-9-]*$/;

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array';

const kindOf = (value: Json, path: string): Kind => {
  if (value === null)
    throw new Error(`${path}: null has no field type; use a string, or remove the key`);
  if (Array.isArray(value)) return 'array';
  return typeof value as Kind;
};

/** Abbreviations that keys spell in lower case and labels in capitals. */
const ABBREVIATIONS = new Set(['ai', 'ui', 'ux', 'seo', 'geo', 'id', 'url', 'faq']);

/**
 * A key as a label.
 * @example humanize('openApplication') // 'Open application'
 * @example humanize('ai-developer') // 'AI developer'
 */
export const humanize = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .map((word) =>
      ABBREVIATIONS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase(),
    )
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The label of one item of a list: `Steps` -> `Step`. */
const singular = (name: string) => name.replace(/s$/, '');

/** Values present in a sample. */
const present = (sample: Sample) => sample.filter((value): value is Json => value !== undefined);

/** The kinds found across samples; a place holding two kinds (a string here, an object there) has no field type. */
function kindsOf(samples: Sample[], path: string): Set<Kind> {
  return new Set(samples.flatMap((sample) => present(sample).map((value) => kindOf(value, path))));
}

/** Each key of the objects in the samples, in order of first appearance, with its values (undefined where a sample lacks it). */
function childSamples(samples: Sample[]): Map<string, Sample[]> {
  const keys = new Set(
    samples.flatMap((sample) =>
      present(sample).flatMap((value) => Object.keys(value as JsonObject)),
    ),
  );
  return new Map(
    [...keys].map((key) => [
      key,
      samples.map((sample) => sample.map((value) => (isObject(value) ? value[key] : undefined))),
    ]),
  );
}

/** The items of the arrays in the samples, each item with its values in every language. */
function itemSamples(samples: Sample[]): Sample[] {
  return samples.flatMap((sample) => {
    const length = Math.max(...present(sample).map((value) => (value as Json[]).length));
    return Array.from({ length }, (_, index) =>
      sample.map((value) => (Array.isArray(value) ? value[index] : undefined)),
    );
  });
}

const isRequired = (samples: Sample[]) =>
  samples.every((sample) => sample.every((value) => value !== undefined && value !== ''));

/** i18next's plural forms (`points_one`, `points_many`): each language has the ones it needs. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

function stringField(name: string, samples: Sample[]): Field {
  const strings = samples.flatMap(present) as string[];
  const multiline = strings.some((text) => text.length > TEXT_AREA_FROM || text.includes('\n'));
  const identifier = samples.every(
    (sample) => new Set(sample).size === 1 && IDENTIFIER.test(String(sample[0])),
  );
  return {
    name,
    label: humanize(name),
    widget: multiline ? 'text' : 'string',
    i18n: true,
    ...(isRequired(samples) ? {} : { required: false }),
    ...(identifier
      ? { readonly: true, hint: 'A code name the page uses, the same in every language.' }
      : PLURAL_FORM.test(name)
        ? {
            hint: 'One plural form: "one" for 1, "other" for most numbers, "many" (Spanish, French) for a round million. Leave it empty in a language that has no such form.',
          }
        : {}),
  };
}

function objectFields(samples: Sample[], path: string): Field[] {
  return [...childSamples(samples)].map(([key, values]) =>
    inferField(key, values, `${path}.${key}`),
  );
}

/** Summary of a collapsed list item: its title, else its first text. */
function summaryOf(fields: Field[]) {
  const texts = fields.filter((field) => field.widget === 'string' || field.widget === 'text');
  const title = texts.find((field) => field.name === 'title') ?? texts[0];
  return title ? { summary: `{{fields.${title.name}}}` } : {};
}

/**
 * The items of a list are the page's design (three steps, six benefits), and every language must
 * have the same ones: editors change their texts; adding or removing an item is a code change.
 */
const FIXED_ITEMS = {
  allow_add: false,
  allow_remove: false,
  allow_duplicate: false,
  allow_reorder: false,
} as const;

function listField(name: string, samples: Sample[], path: string): ListField {
  const base = { name, label: humanize(name), widget: 'list' as const, i18n: true, ...FIXED_ITEMS };
  const items = itemSamples(samples);
  const kinds = kindsOf(items, `${path}[]`);
  if (kinds.size === 0)
    throw new Error(`${path}: an empty list has no item type; give it an item or remove the key`);
  if (kinds.size === 1) {
    const [kind] = kinds;
    if (kind === 'object') {
      const fields = objectFields(items, `${path}[]`);
      return { ...base, collapsed: true, fields, ...summaryOf(fields) };
    }
    return {
      ...base,
      field: { ...inferField('item', items, `${path}[]`), label: humanize(singular(name)) },
    };
  }
  if (kinds.size === 2 && kinds.has('string') && kinds.has('object'))
    return { ...base, collapsed: true, types: mixedTypes(items, `${path}[]`) };
  throw new Error(
    `${path}: a list mixing ${[...kinds].join(' and ')} items cannot be edited; use strings, or objects of one shape`,
  );
}

/** A string item is the `text` type; an object item `{ list: [...] }` is the `list` type, and so on. */
function mixedTypes(items: Sample[], path: string): VariableFieldType[] {
  const byType = new Map<string, Sample[]>();
  for (const item of items) {
    const value = present(item)[0]!;
    const type = typeof value === 'string' ? TEXT_TYPE : onlyKey(value as JsonObject, path);
    const sample =
      typeof value === 'string'
        ? item
        : item.map((entry) => (isObject(entry) ? entry[type] : undefined));
    byType.set(type, [...(byType.get(type) ?? []), sample]);
  }
  return [...byType].map(([type, samples]) => {
    const field = inferField(type, samples, `${path}.${type}`);
    return {
      name: type,
      label: humanize(type),
      widget: 'object' as const,
      fields: [field],
      ...summaryOf([field]),
    };
  });
}

function onlyKey(value: JsonObject, path: string): string {
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] === TYPE_KEY || keys[0] === TEXT_TYPE) {
    throw new Error(
      `${path}: an object among strings must have exactly one key naming its kind (like "list" or "table"), not ${JSON.stringify(keys)}`,
    );
  }
  return keys[0]!;
}

/** The field for the values found at one place (`path`, for error messages) of a namespace in every language. */
function inferField(name: string, samples: Sample[], path: string): Field {
  const kinds = kindsOf(samples, path);
  if (kinds.size !== 1)
    throw new Error(
      `${path}: holds ${[...kinds].join(' and ')} values; one key must hold one kind of value`,
    );
  const [kind] = kinds;
  const optional = isRequired(samples) ? {} : { required: false };
  switch (kind) {
    case 'string':
      return stringField(name, samples);
    case 'object':
      return {
        name,
        label: humanize(name),
        widget: 'object',
        i18n: true,
        ...optional,
        fields: objectFields(samples, path),
      };
    case 'array':
      return { ...listField(name, samples, path), ...optional };
    default:
      throw new Error(`${path}: a translation is text; write the ${kind} as a string`);
  }
}

/**
 * The fields of a namespace from its tree in each language (parity between languages is checked by
 * the build; here a key missing from some list items makes its field optional).
 */
export function namespaceFields(trees: JsonObject[], namespace: string): Field[] {
  return objectFields([trees], namespace);
}
