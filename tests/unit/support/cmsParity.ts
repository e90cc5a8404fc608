/**
 * Holds a collection's CMS fields against the source of truth of its data, and names every
 * difference: a key without a field, a required field without a value, a value of the wrong type.
 * Page texts are held against their JSON files (`fieldsMatchJson`); a content collection would be
 * held against its Zod schema, through `z.toJSONSchema()`, by a sibling of this function.
 */
import type { Field } from '@sveltia/cms';
import { TYPE_KEY, type Json, type JsonObject } from '../../../src/admin/textFields';

export interface Parity {
  problems: string[];
  /** Optional fields (`path` with `*` for list items) found without a value somewhere. */
  absent: Set<string>;
}

const kindOf = (value: Json) => (value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value);
const isObject = (value: Json): value is JsonObject => kindOf(value) === 'object';
const isOptional = (field: Field) => 'required' in field && field.required === false;
const pattern = (at: string) => at.replace(/\.\d+(?=\.|$)/g, '.*');

/** Checks one language's file, decoded for the CMS (`decodeTexts`), against the fields of its entry. */
export function fieldsMatchJson(fields: readonly Field[], tree: JsonObject, where: string): Parity {
  const parity: Parity = { problems: [], absent: new Set() };
  const problem = (at: string, text: string) => parity.problems.push(`${where}:${at} ${text}`);

  const object = (fields: readonly Field[], value: JsonObject, at: string) => {
    for (const key of Object.keys(value)) {
      if (!fields.some((field) => field.name === key)) problem(`${at}${key}`, 'has no field');
    }
    for (const field of fields) {
      const child = value[field.name];
      if (child === undefined || child === '') {
        if (isOptional(field)) parity.absent.add(pattern(`${at}${field.name}`));
        else problem(`${at}${field.name}`, 'is required but has no value');
        continue;
      }
      check(field, child, `${at}${field.name}`);
    }
  };

  const item = (field: Field, value: Json, at: string) => {
    if ('types' in field && Array.isArray(field.types)) {
      const type = isObject(value) ? field.types.find((candidate) => candidate.name === value[TYPE_KEY]) : undefined;
      if (!type || !isObject(value)) return problem(at, `is not one of the types ${field.types.map(({ name }) => name).join(', ')}`);
      const { [TYPE_KEY]: _type, ...rest } = value;
      return object(type.fields ?? [], rest, `${at}.`);
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return isObject(value) ? object(field.fields, value, `${at}.`) : problem(at, `is a ${kindOf(value)}, its field an object`);
    }
    if ('field' in field && field.field) return check(field.field as Field, value, at);
    problem(at, 'is an item of a list without item fields');
  };

  const check = (field: Field, value: Json, at: string) => {
    switch (field.widget) {
      case 'string':
      case 'text':
        if (typeof value !== 'string') problem(at, `is a ${kindOf(value)}, its field a ${field.widget}`);
        return;
      case 'object':
        if (!isObject(value) || !('fields' in field)) return problem(at, `is a ${kindOf(value)}, its field an object`);
        return object(field.fields, value, `${at}.`);
      case 'list':
        if (!Array.isArray(value)) return problem(at, `is a ${kindOf(value)}, its field a list`);
        return value.forEach((child, index) => item(field, child, `${at}.${index}`));
      default:
        problem(at, `has a field of type ${field.widget}, which no translation uses`);
    }
  };

  object(fields, tree, '');
  return parity;
}

/** Every optional field, as a `*` pattern, to compare with the ones found absent. */
export function optionalFields(fields: readonly Field[], at = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${at}${field.name}`;
    const own = isOptional(field) ? [path] : [];
    if ('types' in field && Array.isArray(field.types)) return [...own, ...field.types.flatMap((type) => optionalFields(type.fields ?? [], `${path}.*.`))];
    if ('fields' in field && Array.isArray(field.fields)) return [...own, ...optionalFields(field.fields, field.widget === 'list' ? `${path}.*.` : `${path}.`)];
    if ('field' in field && field.field) return [...own, ...optionalFields([{ ...(field.field as Field), name: '*' }], `${path}.`)];
    return own;
  });
}
