import { describe, expect, it } from 'vitest';
import { decodeTexts, encodeTexts } from '../../src/admin/textCodec';
import { namespaceFields, type JsonObject } from '../../src/admin/textFields';

/** The same tree in two languages, as the fields are inferred from every language. */
const fieldsOf = (en: JsonObject, tr: JsonObject = en) => namespaceFields([en, tr], 'test');

describe('fields inferred from a namespace', () => {
  it('gives short texts an input and long ones a text area, in every language', () => {
    const [title, lead] = fieldsOf(
      { title: 'Careers', lead: 'x'.repeat(120) },
      { title: 'Kariyer', lead: 'y'.repeat(120) },
    );
    expect(title).toEqual({ name: 'title', label: 'Title', widget: 'string', i18n: true });
    expect(lead).toMatchObject({ name: 'lead', widget: 'text', i18n: true });
  });

  it('shows a code name that is the same in every language, read-only', () => {
    const [id, word] = fieldsOf({ id: 'scope', word: 'Scope' }, { id: 'scope', word: 'Kapsam' });
    expect(id).toMatchObject({ readonly: true });
    expect(word).not.toHaveProperty('readonly');
  });

  it('nests objects, and keeps the items of a list fixed', () => {
    const [jobs, steps] = fieldsOf({
      jobs: { 'ai-developer': { title: 'AI Developer' } },
      steps: [{ title: 'Apply', text: 'Send it.' }],
    });
    expect(jobs).toMatchObject({
      widget: 'object',
      fields: [
        {
          name: 'ai-developer',
          label: 'AI developer',
          widget: 'object',
          fields: [{ name: 'title' }],
        },
      ],
    });
    expect(steps).toMatchObject({
      widget: 'list',
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
      summary: '{{fields.title}}',
      fields: [{ name: 'title' }, { name: 'text' }],
    });
  });

  it('makes a key that some list items lack optional', () => {
    const [items] = fieldsOf({
      items: [{ source: 'A', url: 'https://example.com/a' }, { source: 'B' }],
    });
    expect(items).toMatchObject({ fields: [{ name: 'source' }, { name: 'url', required: false }] });
    expect(items!).not.toHaveProperty('fields.0.required');
  });

  it('turns a list of texts and single-key objects into typed items, and converts them both ways', () => {
    const tree: JsonObject = {
      body: [
        'A paragraph.',
        { list: ['One', 'Two'] },
        { table: { caption: 'C', rows: [['a', 'b']] } },
      ],
    };
    const fields = fieldsOf(tree);
    expect(fields[0]).toMatchObject({
      widget: 'list',
      types: [{ name: 'text' }, { name: 'list' }, { name: 'table' }],
    });
    const decoded = decodeTexts(tree, fields);
    expect(decoded.body).toEqual([
      { type: 'text', text: 'A paragraph.' },
      { type: 'list', list: ['One', 'Two'] },
      { type: 'table', table: { caption: 'C', rows: [['a', 'b']] } },
    ]);
    expect(encodeTexts(decoded, fields)).toEqual(tree);
  });

  it('names the key of a value that no field type can hold', () => {
    expect(() => fieldsOf({ a: { b: null } })).toThrow('test.a.b: null has no field type');
    expect(() => fieldsOf({ count: 3 } as unknown as JsonObject)).toThrow(
      'test.count: a translation is text',
    );
    expect(() => fieldsOf({ list: [] })).toThrow('test.list: an empty list has no item type');
    expect(() => fieldsOf({ body: ['Text', { a: '1', b: '2' }] })).toThrow(
      'test.body[]: an object among strings must have exactly one key',
    );
    expect(() => fieldsOf({ value: 'text' }, { value: { nested: 'text' } })).toThrow(
      'test.value: holds string and object values',
    );
  });
});
