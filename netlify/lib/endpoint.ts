/** The outer shell of every form endpoint: the request checks that come first, and no stack trace ever out. */
import type { Context } from '@netlify/functions';
import type { Locale } from '../../src/config/locales.ts';
import { MESSAGES } from '../../src/shared/forms/messages.ts';
import type { ValidationResult } from '../../src/shared/forms/validate.ts';
import { failureAnswer, invalidAnswer } from './answers.ts';
import { BadJson, mediaType, readJsonObject, TooLarge } from './http.ts';
import { answerLanguage } from './i18n.ts';
import { storeAndAnswer } from './receive.ts';
import { allReadable } from './text.ts';
import type { FormKind } from './submissions.ts';

/** The JSON forms' body cap. */
export const JSON_LIMIT_BYTES = 64 * 1024;

type Handler = (req: Request, context: Context) => Promise<Response>;

/** Answers 405 for anything but `method`, and a generic 500 (logged, without details) if the handler throws. */
export function endpoint(kind: FormKind, method: string, handler: Handler): Handler {
  return async (req, context) => {
    const lang = answerLanguage(req);
    if (req.method !== method) return failureAnswer(kind, lang, 405, [MESSAGES.request.methodNotAllowed], undefined, { allow: method });
    try {
      return await handler(req, context);
    } catch (error) {
      console.error(`[forms] ${kind}: unexpected ${(error as Error)?.name ?? 'error'}: ${(error as Error)?.message ?? ''}`);
      return failureAnswer(kind, lang, 500, [MESSAGES.request.unavailable]);
    }
  };
}

/** Reads a JSON form (415 / 413 / 400 as the request deserves), validates it and hands it on. */
export function jsonForm(kind: FormKind, validate: (values: unknown) => ValidationResult<Record<string, unknown>>): Handler {
  return endpoint(kind, 'POST', async (req, context) => {
    let lang: Locale = answerLanguage(req);
    if (mediaType(req) !== 'application/json') return failureAnswer(kind, lang, 415, [MESSAGES.request.unsupportedType]);
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(req, JSON_LIMIT_BYTES);
    } catch (error) {
      if (error instanceof TooLarge) return failureAnswer(kind, lang, 413, [MESSAGES.request.tooLarge]);
      if (error instanceof BadJson) return failureAnswer(kind, lang, 400, [MESSAGES.request.invalid]);
      throw error;
    }
    lang = answerLanguage(req, body.lang);
    if (!allReadable(body)) return failureAnswer(kind, lang, 400, [MESSAGES.request.invalid]);
    const result = validate(body);
    if (!result.ok) return invalidAnswer(kind, lang, result.errors);
    return storeAndAnswer(context, { kind, lang, raw: body, fields: result.data });
  });
}
