/**
 * Converts a namespace's JSON to the form the CMS edits and back, guided by its fields
 * (`textFields.ts`). Only lists of typed items differ: in the file, `["A paragraph", { "list": [...] }]`;
 * in the CMS, `[{ "type": "text", "text": "A paragraph" }, { "type": "list", "list": [...] }]`.
 * Everything else passes through unchanged, keys the fields do not name included, so that
 * `encode(decode(file))` is the file itself.
 */
import type { Field } from '@sveltia/cms';
import { TEXT_TYPE, TYPE_KEY, type Json, type JsonObject } from './textFields.ts';

type Direction = 'decode' | 'encode';

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function convertObject(
  value: JsonObject,
  fields: readonly Field[],
  direction: Direction,
): JsonObject {
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    const field = fields.find((candidate) => candidate.name === key);
    out[key] = field ? convert(child, field, direction) : child;
  }
  return out;
}

function convertItem(item: Json, field: Field, direction: Direction): Json {
  if (!('types' in field) || !Array.isArray(field.types)) {
    if ('fields' in field && Array.isArray(field.fields) && isObject(item))
      return convertObject(item, field.fields, direction);
    if ('field' in field && field.field) return convert(item, field.field as Field, direction);
    return item;
  }
  if (direction === 'decode') {
    const type =
      typeof item === 'string' ? TEXT_TYPE : isObject(item) ? Object.keys(item)[0]! : undefined;
    const fields = field.types.find((candidate) => candidate.name === type)?.fields;
    if (!type || !fields) return item;
    const typed = convertObject({ [type]: isObject(item) ? item[type]! : item }, fields, direction);
    return { [TYPE_KEY]: type, ...typed };
  }
  if (!isObject(item) || typeof item[TYPE_KEY] !== 'string') return item;
  const { [TYPE_KEY]: type, ...rest } = item as JsonObject & { [TYPE_KEY]: string };
  const fields = field.types.find((candidate) => candidate.name === type)?.fields ?? [];
  const plain = convertObject(rest, fields, direction);
  return type === TEXT_TYPE ? plain[TEXT_TYPE]! : plain;
}

function convert(value: Json, field: Field, direction: Direction): Json {
  if (field.widget === 'list' && Array.isArray(value))
    return value.map((item) => convertItem(item, field, direction));
  if (
    field.widget === 'object' &&
    'fields' in field &&
    Array.isArray(field.fields) &&
    isObject(value)
  ) {
    return convertObject(value, field.fields, direction);
  }
  return value;
}

/** The file's tree as the CMS edits it. */
export const decodeTexts = (tree: JsonObject, fields: readonly Field[]) =>
  convertObject(tree, fields, 'decode');

/** The CMS's tree as the file stores it. */
export const encodeTexts = (tree: JsonObject, fields: readonly Field[]) =>
  convertObject(tree, fields, 'encode');

const FORMAT_PREFIX = 'page-texts-';

/** The file format of one namespace's entry: its own, because converting its file depends on its fields. */
export const textsFormat = (ns: string) => `${FORMAT_PREFIX}${ns}`;

export const isTextsFormat = (format: string | undefined): format is string =>
  Boolean(format?.startsWith(FORMAT_PREFIX));

/** The file's formatting: two spaces, a final line break (what the CMS writes for JSON too). */
const formatTexts = (tree: JsonObject) => `${JSON.stringify(tree, null, 2)}\n`;

/** A namespace's file format for the CMS (`CMS.registerCustomFormat`): the file's text to the edited tree and back. */
export const pageTextsFormat = (fields: readonly Field[]) => ({
  fromFile: (text: string) => decodeTexts(JSON.parse(text) as JsonObject, fields),
  toFile: (value: JsonObject) => formatTexts(encodeTexts(value, fields)),
});
