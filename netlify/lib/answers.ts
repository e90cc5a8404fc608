/**
 * The answer shapes each form's page reads (docs/slack.md, "Endpoints"), per form (the form table's `answerShape`):
 *   errors            {success, errors: [text]}          contact: errors joined by line breaks
 *   errorsAndMessage  {success, errors: [text], message}  job: HTTP ok, errors[0], else message
 *   message           {success, message}                  academy: message on failure
 * Failures about fields also carry `fieldErrors` ({ field: text }) for inline messages.
 */
import type { Locale } from '../../src/config/locales.ts';
import { FORMS, type FormKind } from '../../src/shared/forms/forms.ts';
import { MESSAGES, type MessageKey } from '../../src/shared/forms/messages.ts';
import type { FieldErrors } from '../../src/shared/forms/validate.ts';
import { jsonAnswer } from './http.ts';
import { translate } from './i18n.ts';

export function successAnswer(
  kind: FormKind,
  lang: Locale,
  headers?: Record<string, string>,
): Response {
  return jsonAnswer(
    200,
    { success: true, message: translate(lang, MESSAGES.answer[kind]) },
    headers,
  );
}

export function failureAnswer(
  kind: FormKind,
  lang: Locale,
  status: number,
  keys: MessageKey[],
  fieldErrors?: FieldErrors,
  headers?: Record<string, string>,
): Response {
  const texts = [...new Set(keys.map((key) => translate(lang, key)))];
  const fields = fieldErrors
    ? {
        fieldErrors: Object.fromEntries(
          Object.entries(fieldErrors).map(([field, key]) => [field, translate(lang, key)]),
        ),
      }
    : {};
  const shape = FORMS[kind].answerShape;
  const body =
    shape === 'errors'
      ? { success: false, errors: texts, ...fields }
      : shape === 'errorsAndMessage'
        ? { success: false, errors: texts, message: texts[0], ...fields }
        : { success: false, message: texts.join('\n'), ...fields };
  return jsonAnswer(status, body, headers);
}
