/**
 * The answer shapes of spec section 7, per form:
 *   contact  {success, errors: [text]}          read: success, errors joined by line breaks
 *   job      {success, errors: [text], message}  read: HTTP ok, errors[0], else message
 *   academy  {success, message}                  read: message on failure
 * Validation failures also carry `fieldErrors` ({ field: text }) for inline messages.
 */
import type { Locale } from '../../src/config/locales.ts';
import { MESSAGES, type MessageKey } from '../../src/shared/forms/messages.ts';
import type { FieldErrors } from '../../src/shared/forms/validate.ts';
import { jsonAnswer } from './http.ts';
import { translate } from './i18n.ts';
import type { FormKind } from './submissions.ts';

export function successAnswer(kind: FormKind, lang: Locale): Response {
  return jsonAnswer(200, { success: true, message: translate(lang, MESSAGES.answer[kind]) });
}

export function failureAnswer(kind: FormKind, lang: Locale, status: number, keys: MessageKey[], fieldErrors?: FieldErrors, headers?: Record<string, string>): Response {
  const texts = [...new Set(keys.map((key) => translate(lang, key)))];
  const fields = fieldErrors ? { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, key]) => [field, translate(lang, key)])) } : {};
  const body =
    kind === 'contact'
      ? { success: false, errors: texts, ...fields }
      : kind === 'job'
        ? { success: false, errors: texts, message: texts[0], ...fields }
        : { success: false, message: texts.join('\n'), ...fields };
  return jsonAnswer(status, body, headers);
}

/** A validation failure: 400 with one text per field, in form order. */
export const invalidAnswer = (kind: FormKind, lang: Locale, errors: FieldErrors) => failureAnswer(kind, lang, 400, Object.values(errors), errors);
