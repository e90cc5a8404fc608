/**
 * Valid submissions of the three forms as the site's forms send them, every field of each form's
 * table answered, each carrying a token in its e-mail address so a run can find it again in the
 * store and in Slack.
 */
import { LOCALES, type Locale } from '../../../src/config/locales.ts';
import { FIELDS } from '../../../src/shared/forms/fieldTables.ts';
import type { FormKind } from '../../../src/shared/forms/form.ts';
import { answersOf, type FormField } from '../../../src/shared/forms/table.ts';

const TOKEN_IN_EMAIL = /s-([a-z0-9]+-h?\d+)@stress\.example/;

const emailOf = (token: string) => `s-${token}@stress.example`;
/** The token inside any text that carries a submission's e-mail address. */
export const tokenIn = (text: string) => TOKEN_IN_EMAIL.exec(text)?.[1];

export const langOf = (n: number): Locale => LOCALES[n % LOCALES.length]!;

/** A person's fill time: the anti-spam check lets it through. */
const HUMAN_FILL_MS = 14_000;

/** A valid answer of each kind, in the scripts the site's visitors write (a file travels apart). */
const SAMPLE: Record<FormField['kind'], (field: FormField, token: string) => unknown> = {
  text: (_, token) => `Şule Núñez-Lefèvre ${token}`,
  email: (_, token) => emailOf(token),
  tel: () => '+90 212 555 01 01',
  url: () => 'https://www.example.com/profile',
  textarea: (_, token) =>
    `Merhaba, yapay zekâ projeniz hakkında bilgi almak istiyoruz. Nous aimerions en parler. (${token})`,
  select: (field) => (field as { options: readonly string[] }).options.at(-1),
  checkbox: () => true,
  context: () => 'Applied Machine Learning',
  file: () => undefined,
};

/** Every answer of a form's table, as its schema reads them. */
const answersFor = (kind: FormKind, token: string): Record<string, unknown> =>
  answersOf(
    Object.fromEntries(
      FIELDS[kind]
        .filter((field) => field.kind !== 'file')
        .map((field) => [field.name, SAMPLE[field.kind](field, token)]),
    ),
  );

/** The answers a person must give: the required ones a visitor types. */
export const requiredAnswers = (kind: FormKind) =>
  FIELDS[kind]
    .filter((field) => field.required && ['text', 'email', 'tel', 'textarea'].includes(field.kind))
    .map((field) => field.name);

const json =
  (kind: FormKind) =>
  (token: string, lang: Locale, extra: Record<string, unknown> = {}) => ({
    ...answersFor(kind, token),
    lang,
    website: '',
    fillTimeMs: HUMAN_FILL_MS,
    ...extra,
  });

export const contactPayload = json('contact');
export const academyPayload = json('academy');

/** The job application's text fields (multipart, a group as JSON text); the resume travels separately. */
export const jobFields = (
  token: string,
  lang: Locale,
  extra: Record<string, string> = {},
): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(answersFor('job', token)).map(([name, value]) => [
      name,
      typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  ),
  lang,
  website: '',
  fillTimeMs: String(HUMAN_FILL_MS),
  ...extra,
});

/** A multipart/form-data body built by hand, so a hostile case can bend any part of it. */
export function multipartBody(
  parts: Array<{ name: string; value: string | Uint8Array; filename?: string; type?: string }>,
  boundary = `----stress${Math.random().toString(16).slice(2)}`,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type =
      part.filename !== undefined
        ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
        : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(
      typeof part.value === 'string'
        ? Buffer.from(part.value)
        : Buffer.from(part.value.buffer, part.value.byteOffset, part.value.byteLength),
    );
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: new Uint8Array(Buffer.concat(chunks)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const fieldParts = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));
