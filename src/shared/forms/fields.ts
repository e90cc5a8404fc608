/** Field schemas the three forms share; every failure carries a message key. */
import { z } from 'zod';
import { EMAIL_PATTERN, LIMITS, URL_PATTERN } from './constants.ts';
import { MESSAGES, type MessageKey } from './messages.ts';

// Zod otherwise probes `new Function` to compile fast parsers; the site's CSP forbids eval, so the
// probe would be reported as a violation on every form page. The forms are far too small to need it.
z.config({ jitless: true });

/** A required text: present and not blank after trimming. */
export const requiredText = (key: MessageKey, max: number = LIMITS.short) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: MESSAGES.tooLong });

/** An optional text; absent becomes ''. */
export const optionalText = (max: number = LIMITS.short) =>
  z
    .string({ error: MESSAGES.tooLong })
    .trim()
    .max(max, { error: MESSAGES.tooLong })
    .optional()
    .transform((v) => v ?? '');

/** A required e-mail address; `missing` when blank, `invalid` when it does not look like one. */
export const emailAddress = (missing: MessageKey, invalid: MessageKey = missing) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    // An address past the length limit is refused as it is: the pattern never reads it.
    .max(LIMITS.email, { error: invalid, abort: true })
    .regex(EMAIL_PATTERN, { error: invalid });

/** An optional web address; when given it must start with http(s)://. */
export const optionalUrl = (key: MessageKey) =>
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
export const accepted = (key: MessageKey) => z.preprocess(truthy, z.literal(true, { error: key }));

/** An optional checkbox; anything but a tick is false. */
export const optionalFlag = () => z.preprocess((value) => truthy(value) === true, z.boolean());
