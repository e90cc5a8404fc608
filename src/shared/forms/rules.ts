/** The rules of the forms' fields, and a form's schema from its field table; every failure carries a message key. */
import { z } from 'zod';
import { EMAIL_PATTERN, LIMITS, URL_PATTERN } from './constants.ts';
import { MESSAGES, type MessageKey } from './messages.ts';
import type { FormField } from './table.ts';

// Zod otherwise probes `new Function` to compile fast parsers; the site's CSP forbids eval, so the
// probe would be reported as a violation on every form page. The forms are far too small to need it.
z.config({ jitless: true });

/** A required text: present and not blank after trimming. */
const requiredText = (key: MessageKey, max: number = LIMITS.short) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: MESSAGES.tooLong });

/** An optional text; absent becomes ''. */
const optionalText = (max: number = LIMITS.short) =>
  z
    .string({ error: MESSAGES.tooLong })
    .trim()
    .max(max, { error: MESSAGES.tooLong })
    .optional()
    .transform((v) => v ?? '');

/** A required e-mail address; `missing` when blank, `invalid` when it does not look like one. */
const emailAddress = (missing: MessageKey, invalid: MessageKey = missing) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    // An address past the length limit is refused as it is: the pattern never reads it.
    .max(LIMITS.email, { error: invalid, abort: true })
    .regex(EMAIL_PATTERN, { error: invalid });

/** An optional web address; when given it must start with http(s)://. */
const optionalUrl = (key: MessageKey) =>
  z
    .string({ error: key })
    .trim()
    .max(LIMITS.url, { error: key })
    .refine((v) => v === '' || URL_PATTERN.test(v), { error: key })
    .optional()
    .transform((v) => v ?? '');

const truthy = (value: unknown) =>
  value === 'true' || value === 'on' ? true : value === 'false' ? false : value;

/** A checkbox that must be ticked (a boolean, or 'true'/'on' from a form post). */
const accepted = (key: MessageKey) => z.preprocess(truthy, z.literal(true, { error: key }));

/** An optional checkbox; anything but a tick is false. */
const optionalFlag = () => z.preprocess((value) => truthy(value) === true, z.boolean());

/** The longest answer of each kind of text, unless its row says otherwise. */
const LONGEST = {
  text: LIMITS.short,
  tel: LIMITS.phone,
  textarea: LIMITS.long,
} as const;

/** A choice among `options`; an empty answer takes `initial`. */
const choice = (options: readonly string[], initial: string, key: MessageKey) =>
  z.preprocess(
    (value) => (value === '' || value == null ? initial : value),
    z.enum(options as [string, ...string[]], { error: key }),
  );

/** A group's answer is an object; a form post sends it as JSON text, which unreadable becomes {}. */
const parseJsonText = (value: unknown) => {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return {};
  }
};

const messageOf = (field: FormField): MessageKey => {
  if (!field.message) throw new Error(`${field.name}: a ${field.kind} field needs its message key`);
  return field.message;
};

/** The rule a row of the field table implies (table.ts). */
function ruleOf(field: FormField): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'tel':
    case 'textarea': {
      const max = field.max ?? LONGEST[field.kind];
      return field.required ? requiredText(messageOf(field), max) : optionalText(max);
    }
    case 'email':
      if (!field.required) throw new Error(`${field.name}: an e-mail address is a required field`);
      return emailAddress(messageOf(field), field.invalid);
    case 'url':
      if (field.required) throw new Error(`${field.name}: a web address is an optional field`);
      return optionalUrl(messageOf(field));
    case 'select':
      return choice(field.options, field.initial, messageOf(field));
    case 'checkbox':
      return field.required ? accepted(messageOf(field)) : optionalFlag();
    case 'context': {
      const { fallback } = field;
      return fallback === undefined
        ? optionalText()
        : optionalText().transform((v) => v || fallback);
    }
    case 'file':
      throw new Error(`${field.name}: a file's rule is the form's own (formSchema's \`own\`)`);
  }
}

type Fields = readonly FormField[];
type Names<F extends Fields> = F[number]['name'];
/** A name's group (`consent` of `consent.privacyPolicy`), or the name itself. */
type Top<N extends string> = N extends `${infer Group}.${string}` ? Group : N;
type Inner<N extends string, Group extends string> = N extends `${Group}.${infer Rest}`
  ? Rest
  : never;
type Value<R> = R extends { kind: 'checkbox' } ? boolean : string;
type RowNamed<F extends Fields, N extends string> = Extract<F[number], { name: N }>;

/** The checked answers of a form whose table is `F`, the rules in `Own` given by the form itself. */
export type Answers<F extends Fields, Own extends Record<string, z.ZodType>> = {
  [K in Top<Names<F>>]: K extends keyof Own
    ? z.output<Own[K]>
    : K extends Names<F>
      ? Value<RowNamed<F, K>>
      : { [I in Inner<Names<F>, K>]: Value<RowNamed<F, `${K}.${I}`>> };
};

/**
 * A form's schema, built from its field table: each row's rule follows from its kind, whether it
 * is required and its message; `own` gives the rules a row cannot say (a file's). A group is one
 * answer, an object, checked member by member; its own error is its first required member's.
 * @example const jobSchema = formSchema(JOB_FIELDS, { resume: resumeSchema });
 */
export function formSchema<
  const F extends Fields,
  Own extends Record<string, z.ZodType> = Record<never, z.ZodType>,
>(fields: F, own: Own = {} as Own) {
  for (const name of Object.keys(own))
    if (!fields.some((field) => field.name === name))
      throw new Error(`${name}: a rule for a field the table does not have`);
  const shape: Record<string, z.ZodType> = {};
  const groups = new Map<string, FormField[]>();
  for (const field of fields) {
    const [group, inner] = field.name.split('.') as [string, string?];
    if (inner === undefined) shape[group] = own[group] ?? ruleOf(field);
    else if (groups.has(group)) groups.get(group)!.push(field);
    else {
      groups.set(group, [field]);
      // Holds the group's place among the answers, so that its errors come in the form's order.
      shape[group] = z.never();
    }
  }
  for (const [group, members] of groups) {
    const first = members.find((member) => member.required);
    const inner = Object.fromEntries(
      members.map((member) => [member.name.slice(group.length + 1), ruleOf(member)]),
    );
    shape[group] = z.preprocess(
      parseJsonText,
      z.object(inner, first ? { error: messageOf(first) } : undefined),
    );
  }
  return z.object(shape) as unknown as z.ZodType<Answers<F, Own>>;
}
