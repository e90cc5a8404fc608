/**
 * The rules a form's schema takes from its field table (src/shared/forms/rules.ts), field by field:
 * what a visitor who leaves a required answer blank, or types far too much, is told.
 */
import { describe, expect, it } from 'vitest';
import { FIELDS } from '../../src/shared/forms/fieldTables';
import { FORM_KINDS, FORMS } from '../../src/shared/forms/forms';
import { MESSAGES } from '../../src/shared/forms/messages';
import { answersOf } from '../../src/shared/forms/table';

/** Longer than any typed answer may be (the longest, a text area's, is 5,000 characters). */
const FAR_TOO_LONG = 'a'.repeat(5_001);
const TYPED = ['text', 'tel', 'textarea', 'email', 'url'];

/** The schema's message for one answer given alone. */
const messageFor = (kind: (typeof FORM_KINDS)[number], name: string, value: unknown) => {
  const result = FORMS[kind].validate(answersOf({ [name]: value }));
  return result.ok ? undefined : result.errors[name];
};

describe('the rules each field of a table gets', () => {
  it.each(FORM_KINDS)('%s: a typed answer far too long is refused', (kind) => {
    for (const field of FIELDS[kind].filter((row) => TYPED.includes(row.kind))) {
      const expected =
        field.kind === 'email'
          ? ('invalid' in field && field.invalid) || field.message
          : field.kind === 'url'
            ? field.message
            : MESSAGES.tooLong;
      expect(messageFor(kind, field.name, FAR_TOO_LONG), field.name).toBe(expected);
    }
  });

  it.each(FORM_KINDS)(
    '%s: a required answer left blank gets its message, an optional one none',
    (kind) => {
      for (const field of FIELDS[kind].filter((row) => TYPED.includes(row.kind)))
        expect(messageFor(kind, field.name, '   '), field.name).toBe(
          field.required ? field.message : undefined,
        );
      for (const field of FIELDS[kind].filter((row) => row.kind === 'checkbox'))
        expect(messageFor(kind, field.name, false), field.name).toBe(
          field.required ? field.message : undefined,
        );
    },
  );

  it('a select accepts an empty answer (it takes its first choice) and refuses one it does not offer', () => {
    for (const kind of FORM_KINDS)
      for (const field of FIELDS[kind])
        if (field.kind === 'select') {
          const empty = FORMS[kind].validate(answersOf({ [field.name]: '' }));
          expect(empty.ok || !(field.name in empty.errors), field.name).toBe(true);
          expect(messageFor(kind, field.name, 'not-an-option'), field.name).toBe(field.message);
        }
  });
});
