/**
 * The outer shell of every form and upload endpoint: the checks that come first (another site's
 * page, the method), the answer to every refusal (./refusals.ts), and no stack trace ever out.
 */
import type { Context } from '@netlify/functions';
import type { Locale } from '../../src/config/locales.ts';
import type { FormDefinition, FormKind } from '../../src/shared/forms/forms.ts';
import { MESSAGES } from '../../src/shared/forms/messages.ts';
import { failureAnswer } from './answers.ts';
import { readJsonObject } from './body.ts';
import { mediaType } from './http.ts';
import { answerLanguage } from './i18n.ts';
import { isCrossSite } from './origin.ts';
import { storeAndAnswer } from './receive.ts';
import { Refusal, refusalAnswer } from './refusals.ts';
import { allReadable } from './text.ts';

/** The JSON forms' body cap. */
const JSON_LIMIT_BYTES = 64 * 1024;

/** What a handler learns about the request that its answer reflects. */
export interface Visitor {
  /** The language of the answer: from the request at first; a handler refines it once the body names one. */
  lang: Locale;
  /** How long the answers took to validate, in ms: elapsed, and the CPU time of the function's own thread. */
  validation?: { ms: number; cpuMs: number };
}

/**
 * `FORMS_SERVER_TIMING=1` (the stress run sets it for its local platform): answers say how long
 * validation took. Unset, as on Netlify, nothing is timed and no answer says it.
 */
const timingAsked = () => process.env.FORMS_SERVER_TIMING === '1';

/**
 * Runs a validation and, when timing is asked for, notes its duration on the visitor. The CPU time
 * says what the check costs whatever else the machine runs meanwhile; the elapsed time is what the
 * visitor waited.
 */
export function timeValidation<T>(visitor: Visitor, validate: () => T): T {
  if (!timingAsked()) return validate();
  const started = performance.now();
  const cpu = process.threadCpuUsage();
  try {
    return validate();
  } finally {
    const used = process.threadCpuUsage(cpu);
    visitor.validation = {
      ms: performance.now() - started,
      cpuMs: (used.user + used.system) / 1000,
    };
  }
}

const withTiming = (response: Response, { validation }: Visitor) => {
  if (validation)
    response.headers.set(
      'server-timing',
      `validate;dur=${validation.ms.toFixed(2)}, validate-cpu;dur=${validation.cpuMs.toFixed(2)}`,
    );
  return response;
};

export type Handler = (req: Request, context: Context) => Promise<Response>;

interface EndpointOptions {
  /** Whose answer shape refusals take. */
  kind: FormKind;
  /** The method the request's address accepts; throws a Refusal for an address that is none of the endpoint's. */
  method: string | ((url: URL) => string);
  /** Retry-After of a 503 (storage down). */
  retryAfterSeconds?: number;
}

export function endpoint(
  options: EndpointOptions,
  handler: (req: Request, context: Context, visitor: Visitor) => Promise<Response>,
): Handler {
  const { kind, retryAfterSeconds = 60 } = options;
  return async (req, context) => {
    const visitor: Visitor = { lang: answerLanguage(req) };
    if (isCrossSite(req))
      return refusalAnswer(new Refusal('crossSite'), {
        kind,
        lang: visitor.lang,
        retryAfterSeconds,
      })!;
    try {
      const method =
        typeof options.method === 'string' ? options.method : options.method(new URL(req.url));
      if (req.method !== method)
        return refusalAnswer(new Refusal('methodNotAllowed'), {
          kind,
          lang: visitor.lang,
          retryAfterSeconds,
          headers: { allow: method },
        })!;
      return withTiming(await handler(req, context, visitor), visitor);
    } catch (error) {
      const refused = refusalAnswer(error, { kind, lang: visitor.lang, retryAfterSeconds });
      if (refused) return withTiming(refused, visitor);
      console.error(
        `[forms] ${kind}: unexpected ${(error as Error)?.name ?? 'error'}: ${(error as Error)?.message ?? ''}`,
      );
      return failureAnswer(kind, visitor.lang, 500, [MESSAGES.request.unavailable]);
    }
  };
}

/** A JSON form's endpoint: reads the body (415 / 413 / 400 as it deserves), validates it with the form's schema, stores it. */
export const jsonForm = (form: FormDefinition): Handler =>
  endpoint({ kind: form.kind, method: 'POST' }, async (req, context, visitor) => {
    if (mediaType(req) !== 'application/json') throw new Refusal('unsupportedType');
    const body = await readJsonObject(req, JSON_LIMIT_BYTES);
    visitor.lang = answerLanguage(req, body.lang);
    if (!allReadable(body)) throw new Refusal('unreadable');
    const result = timeValidation(visitor, () => form.validate(body));
    if (!result.ok) throw new Refusal('invalid', result.errors);
    return storeAndAnswer(req, context, {
      kind: form.kind,
      lang: visitor.lang,
      raw: body,
      fields: result.data as Record<string, unknown>,
    });
  });
