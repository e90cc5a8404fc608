import type { z } from 'zod';
import type { MessageKey } from './messages.ts';

/** Field path ('email', 'consent.privacyPolicy') to the message key of its first problem. */
export type FieldErrors = Record<string, MessageKey>;

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks values against a form schema and reports one message key per field.
 * @example
 * const result = validate(FORMS.contact.schema, { name: '', email: 'x' });
 * // { ok: false, errors: { name: 'validation:contact.name', email: 'validation:contact.email', message: ... } }
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): ValidationResult<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message as MessageKey;
  }
  return { ok: false, errors };
}
