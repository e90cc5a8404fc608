/**
 * Every way a request is refused and the one table that says which status and text each gets.
 * Handlers throw a Refusal (a storage failure comes as StorageUnavailable); the endpoint wrapper
 * (./endpoint.ts) turns either into an answer in the form's shape.
 */
import type { Locale } from '../../src/config/locales.ts';
import type { FormKind } from '../../src/shared/forms/form.ts';
import { MESSAGES, type MessageKey } from '../../src/shared/forms/messages.ts';
import type { FieldErrors } from '../../src/shared/forms/validate.ts';
import { failureAnswer } from './answers.ts';
import { StorageUnavailable } from './storage.ts';

interface RefusalRule {
  status: number;
  /** The text; a validation failure (`invalid`) brings its own texts per field. */
  key?: MessageKey;
  /** The field the text is about, for the form's inline message. */
  field?: string;
}

const RULES = {
  /** Answers that did not pass the form's schema: one text per field. */
  invalid: { status: 400 },
  /** A body that is not well-formed JSON, multipart or UTF-8, or carries control characters. */
  unreadable: { status: 400, key: MESSAGES.request.invalid },
  tooLarge: { status: 413, key: MESSAGES.request.tooLarge },
  resumeTooLarge: { status: 413, key: MESSAGES.job.resumeSize, field: 'resume' },
  unsupportedType: { status: 415, key: MESSAGES.request.unsupportedType },
  methodNotAllowed: { status: 405, key: MESSAGES.request.methodNotAllowed },
  /** A browser sent it from a page of another site. */
  crossSite: { status: 403, key: MESSAGES.request.crossSite },
  /** An upload address that names no upload (or no longer does). */
  uploadNotFound: { status: 404, key: MESSAGES.upload.notFound },
  /** An upload another application has taken. */
  uploadUsed: { status: 409, key: MESSAGES.upload.used, field: 'resume' },
  chunkInvalid: { status: 400, key: MESSAGES.upload.chunkInvalid },
  chunkTooLarge: { status: 413, key: MESSAGES.upload.chunkInvalid },
  /** Bytes that are no pdf, doc or docx (or a docx holding more than a document). */
  resumeType: { status: 400, key: MESSAGES.job.resumeType, field: 'resume' },
  /** A pdf, doc or docx whose name claims another of the three. */
  resumeMismatch: { status: 400, key: MESSAGES.job.resumeMismatch, field: 'resume' },
  /** The store failed: nothing was kept, the visitor may try again. */
  unavailable: { status: 503, key: MESSAGES.request.unavailable },
} satisfies Record<string, RefusalRule>;

export type RefusalReason = keyof typeof RULES;

export class Refusal extends Error {
  readonly reason: RefusalReason;
  readonly fieldErrors: FieldErrors | undefined;
  constructor(reason: RefusalReason, fieldErrors?: FieldErrors) {
    super(reason);
    this.name = 'Refusal';
    this.reason = reason;
    this.fieldErrors = fieldErrors;
  }
}

interface AnswerContext {
  kind: FormKind;
  lang: Locale;
  /** Sent with a 503, so that clients wait before trying again. */
  retryAfterSeconds: number;
  headers?: Record<string, string>;
}

/** The answer to what a handler threw; undefined when it is no refusal (a bug: the caller answers 500). */
export function refusalAnswer(
  error: unknown,
  { kind, lang, retryAfterSeconds, headers }: AnswerContext,
): Response | undefined {
  const refusal =
    error instanceof StorageUnavailable
      ? new Refusal('unavailable')
      : error instanceof Refusal
        ? error
        : undefined;
  if (!refusal) return undefined;
  const rule: RefusalRule = RULES[refusal.reason];
  if (refusal.reason === 'unavailable') {
    console.error(
      `[forms] ${kind}: storage unavailable, request refused (${describeCause(error)})`,
    );
    headers = { ...headers, 'retry-after': String(retryAfterSeconds) };
  }
  const fieldErrors =
    refusal.fieldErrors ?? (rule.field && rule.key ? { [rule.field]: rule.key } : undefined);
  const keys = rule.key ? [rule.key] : Object.values(fieldErrors ?? {});
  return failureAnswer(kind, lang, rule.status, keys, fieldErrors, headers);
}

const describeCause = (error: unknown) => {
  const cause = (error as { cause?: unknown }).cause;
  return String((cause as Error | undefined)?.message ?? cause ?? 'unknown');
};
