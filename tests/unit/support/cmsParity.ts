/**
 * Holds a collection's CMS fields against the source of truth of its data, and names every
 * difference: a key without a field, a required field without a value, a value of the wrong type.
 * Page texts are held against their JSON files (`fieldsMatchJson`); a content collection against
 * the JSON schema of its Zod schema (`fieldsMatchSchema`).
 */
import type { Field } from '@sveltia/cms';
import { TYPE_KEY, type Json, type JsonObject } from '../../../src/admin/textFields';

export interface Parity {
  problems: string[];
  /** Optional fields (`path` with `*` for list items) found without a value somewhere. */
  absent: Set<string>;
}

const kindOf = (value: Json) =>
  value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value;
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
      const type = isObject(value)
        ? field.types.find((candidate) => candidate.name === value[TYPE_KEY])
        : undefined;
      if (!type || !isObject(value))
        return problem(
          at,
          `is not one of the types ${field.types.map(({ name }) => name).join(', ')}`,
        );
      const { [TYPE_KEY]: _type, ...rest } = value;
      return object(type.fields ?? [], rest, `${at}.`);
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return isObject(value)
        ? object(field.fields, value, `${at}.`)
        : problem(at, `is a ${kindOf(value)}, its field an object`);
    }
    if ('field' in field && field.field) return check(field.field as Field, value, at);
    problem(at, 'is an item of a list without item fields');
  };

  const check = (field: Field, value: Json, at: string) => {
    switch (field.widget) {
      case 'string':
      case 'text':
        if (typeof value !== 'string')
          problem(at, `is a ${kindOf(value)}, its field a ${field.widget}`);
        return;
      case 'object':
        if (!isObject(value) || !('fields' in field))
          return problem(at, `is a ${kindOf(value)}, its field an object`);
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
    if ('types' in field && Array.isArray(field.types))
      return [
        ...own,
        ...field.types.flatMap((type) => optionalFields(type.fields ?? [], `${path}.*.`)),
      ];
    if ('fields' in field && Array.isArray(field.fields))
      return [
        ...own,
        ...optionalFields(field.fields, field.widget === 'list' ? `${path}.*.` : `${path}.`),
      ];
    if ('field' in field && field.field)
      return [...own, ...optionalFields([{ ...(field.field as Field), name: '*' }], `${path}.`)];
    return own;
  });
}

/** The part of a JSON schema (`z.toJSONSchema()`, draft 2020-12) that a CMS field must agree with. */
export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: readonly unknown[];
  contentMediaType?: string;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
}

/** What a value must be, said the same way for a field and a schema: `string`, `image`, `date`, `choice of a, b`… */
const schemaKind = (schema: JsonSchema): string => {
  if (schema.enum) return `choice of ${[...schema.enum].sort().join(', ')}`;
  if (schema.contentMediaType?.startsWith('image/')) return 'image';
  if (schema.format === 'date' || schema.format === 'date-time') return 'date';
  return schema.type === 'array' ? 'list' : (schema.type ?? 'anything');
};

const fieldKinds = (field: Field): string[] => {
  switch (field.widget) {
    case 'string':
    case 'text':
    case 'markdown':
    case 'relation':
      return ['string'];
    case 'select': {
      if (!('options' in field)) return [];
      const values = field.options.map((option: string | { value: unknown }) =>
        typeof option === 'object' ? option.value : option,
      );
      // A choice of `true` alone (the draft switch) writes a boolean or nothing.
      if (values.every((value: unknown) => typeof value === 'boolean')) return ['boolean'];
      return [`choice of ${values.sort().join(', ')}`];
    }
    case 'image':
      return ['image'];
    case 'datetime':
      return ['date'];
    case 'boolean':
      return ['boolean'];
    // An integer is a number; a decimal is not an integer.
    case 'number':
      return 'value_type' in field && field.value_type === 'float'
        ? ['number']
        : ['integer', 'number'];
    case 'object':
      return ['object'];
    case 'list':
      return ['list'];
    default:
      return [`a ${field.widget} field`];
  }
};

/**
 * Checks a collection's fields against the JSON schema of its Zod schema: every property has a
 * field and every field a property (`body`, the Markdown after the frontmatter, is not data and
 * is skipped), a field is required exactly when the schema requires the property, and the widget
 * writes what the schema accepts (a select offers exactly the enum's values).
 */
export function fieldsMatchSchema(
  fields: readonly Field[],
  schema: JsonSchema,
  where: string,
  skip: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const object = (fields: readonly Field[], schema: JsonSchema, at: string) => {
    const properties = schema.properties ?? {};
    for (const name of Object.keys(properties)) {
      if (!fields.some((field) => field.name === name))
        problems.push(`${where}:${at}${name} has no field`);
    }
    for (const field of fields) {
      const path = `${at}${field.name}`;
      if (skip.includes(path)) continue;
      const property = properties[field.name];
      if (!property) {
        problems.push(`${where}:${path} is a field the schema does not know`);
        continue;
      }
      const required = (schema.required ?? []).includes(field.name);
      if (required === isOptional(field))
        problems.push(
          `${where}:${path} is ${required ? 'required' : 'optional'} in the schema, not in the CMS`,
        );
      const expected = schemaKind(property);
      const offered = fieldKinds(field);
      if (!offered.includes(expected))
        problems.push(
          `${where}:${path} is ${expected} in the schema, its field writes ${offered.join(' or ')}`,
        );
      else if (expected === 'object' && 'fields' in field && Array.isArray(field.fields))
        object(field.fields, property, `${path}.`);
      else if (
        expected === 'list' &&
        property.items &&
        'fields' in field &&
        Array.isArray(field.fields)
      )
        object(field.fields, property.items, `${path}.*.`);
    }
  };
  object(fields, schema, '');
  return problems;
}
