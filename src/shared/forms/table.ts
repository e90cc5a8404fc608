/**
 * A form's field table: one row per answer, in the order the form shows them. The island draws its
 * fields from it, its page reads their texts by it, the schema is built from it (rules.ts), and the
 * Slack message, the CSV export and the stress tool take their fields from it. Adding a field is a
 * row here and its texts in `locales/`.
 *
 * No zod here: an island bundles its own form's table and this module, and fetches the schema only
 * once the form is in use.
 */
import type { MessageKey } from './messages.ts';

/** Why an answer is left out of the Slack message or the CSV export. */
interface Omitted {
  omit: string;
}

interface Row {
  /**
   * The answer's name in the payload and the stored record. `group.name` puts a box inside a group:
   * the group is one answer, an object (a form post sends it as JSON text).
   */
  name: string;
  required?: boolean;
  /** The message key (validation.json) of a missing or wrong answer. */
  message?: MessageKey;
  /**
   * The key of its texts in `forms.json`, as the locales have them: `{ label, placeholder?, hint? }`
   * for a text, `{ label, options }` for a select, `{ text, link }` for a box, the resume picker's
   * texts for a file. A context answer has none: the visitor does not type it.
   */
  texts?: string;
  /** The fieldset it sits in, on a form in sections; the legend is `forms:<form>.sections.<section>`. */
  section?: string;
  /** Half the width: neighbouring half rows share a line on a wide screen. */
  half?: boolean;
  /**
   * Slack: the team's label (English, as the channel reads; not the visitor's label, which editors
   * reword), and `short` for a value shown two to a line; or why the message leaves it out.
   */
  slack: { label: string; short?: boolean } | Omitted;
  /** The CSV export's column; or why it has none. */
  csv: string | Omitted;
}

/** A one-line answer: typed (`text`), or an e-mail address, phone number or web address. */
export interface LineField extends Row {
  kind: 'text' | 'email' | 'tel' | 'url';
  /** The longest answer, where not the kind's own (rules.ts). */
  max?: number;
  /** The browser's autofill hint, for a `text` (the other kinds imply theirs). */
  autoComplete?: string;
  /** E-mail: the message of an address that does not look like one, where not `message`. */
  invalid?: MessageKey;
}

interface TextAreaField extends Row {
  kind: 'textarea';
  rows: number;
  max?: number;
}

export interface SelectField extends Row {
  kind: 'select';
  options: readonly string[];
  /** The option chosen at first, and taken for an empty answer. */
  initial: string;
}

/** A box to tick (a consent); a required one must be ticked. */
export interface CheckboxField extends Row {
  kind: 'checkbox';
}

/** A file; its rule is the form's own (the resume's, in job.ts) and it travels apart from the answers. */
interface FileField extends Row {
  kind: 'file';
}

/** An answer the form adds from what it knows (the job, the course), never shown as a field. */
interface ContextField extends Row {
  kind: 'context';
  /** Stored when the form sends none. */
  fallback?: string;
}

/** An answer the form adds from what it knows, shown in Slack's short columns and exported as is. */
export const contextField = <const N extends string>(
  name: N,
  label: string,
  extra: { fallback?: string } = {},
): ContextField & { name: N } => ({
  name,
  kind: 'context',
  slack: { label, short: true },
  csv: name,
  ...extra,
});

export type FormField =
  LineField | TextAreaField | SelectField | CheckboxField | FileField | ContextField;

type Fields = readonly FormField[];

/** The fields a visitor sees, and their names. */
export type ShownField<F extends Fields> = Exclude<F[number], { kind: 'context' }>;
export type ShownName<F extends Fields> = ShownField<F>['name'];
/** The names of the answers the form adds itself. */
export type ContextName<F extends Fields> = Extract<F[number], { kind: 'context' }>['name'];

export const isShown = <R extends FormField>(field: R): field is Exclude<R, { kind: 'context' }> =>
  field.kind !== 'context';

/** A form's values by field name: texts and choices, ticks, a chosen file. */
export type FieldValue = string | boolean | File | undefined;

/** The values a form starts with, in the order it shows its fields. */
export const initialValues = <F extends Fields>(fields: F) =>
  Object.fromEntries(
    fields
      .filter(isShown)
      .map((field) => [
        field.name,
        field.kind === 'checkbox'
          ? false
          : field.kind === 'file'
            ? undefined
            : field.kind === 'select'
              ? field.initial
              : '',
      ]),
  ) as Record<ShownName<F>, FieldValue>;

/**
 * The answers as the schema reads them: a grouped value (`consent.privacyPolicy`) inside its group.
 * @example answersOf({ email: 'a@b.c', 'consent.privacyPolicy': true }) // { email: 'a@b.c', consent: { privacyPolicy: true } }
 */
export function answersOf(values: Record<string, unknown>): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const [group, inner] = name.split('.') as [string, string?];
    if (inner === undefined) answers[name] = value;
    else answers[group] = { ...(answers[group] as object | undefined), [inner]: value };
  }
  return answers;
}

/** A stored answer by its field name (`email`, `consent.privacyPolicy`). */
export const answerAt = (answers: Record<string, unknown>, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      answers,
    );
