import type { FieldErrors } from '../../shared/forms/validate.ts';

/** Translated texts for the message keys a form may show, passed in by the page. */
export type MessageTexts = Record<string, string>;

/** Field path to the text shown under it. */
export type ErrorTexts = Record<string, string>;

/**
 * Turns the schema's message keys into the page language's texts, listed in `order` (the order
 * of the fields on screen) so that the error summary reads top to bottom.
 */
export function translateErrors(
  errors: FieldErrors,
  texts: MessageTexts,
  order: readonly string[] = [],
): ErrorTexts {
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.fromEntries(
    Object.entries(errors)
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([field, key]) => [field, texts[key] ?? key]),
  );
}

/** The errors without one field's, so that editing a field clears its message. */
export function withoutError(errors: ErrorTexts, field: string): ErrorTexts {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

/** The DOM id of a field's control, from its path ('consent.privacyPolicy' -> 'job-consent-privacyPolicy'). */
export const fieldId = (form: string, field: string) => `${form}-${field.replace(/\./g, '-')}`;
