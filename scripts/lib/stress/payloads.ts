/**
 * Valid submissions of the three forms as the site's forms send them, each carrying a token in
 * its e-mail address so a run can find it again in the store and in Slack.
 */
import { LOCALES, type Locale } from '../../../src/config/locales.ts';

const TOKEN_IN_EMAIL = /s-([a-z0-9]+-h?\d+)@stress\.example/;

export const emailOf = (token: string) => `s-${token}@stress.example`;
/** The token inside any text that carries a submission's e-mail address. */
export const tokenIn = (text: string) => TOKEN_IN_EMAIL.exec(text)?.[1];

export const langOf = (n: number): Locale => LOCALES[n % LOCALES.length]!;

/** A person's fill time: the anti-spam check lets it through. */
const HUMAN_FILL_MS = 14_000;

export const contactPayload = (
  token: string,
  lang: Locale,
  extra: Record<string, unknown> = {},
) => ({
  name: `Deniz ${token}`,
  email: emailOf(token),
  company: 'Örnek Yazılım A.Ş.',
  message: `Merhaba, yapay zekâ projeniz hakkında bilgi almak istiyoruz. (${token})`,
  lang,
  website: '',
  fillTimeMs: HUMAN_FILL_MS,
  ...extra,
});

export const academyPayload = (
  token: string,
  lang: Locale,
  extra: Record<string, unknown> = {},
) => ({
  fullName: `Élodie ${token}`,
  email: emailOf(token),
  phone: '+90 212 555 01 01',
  linkedin: 'https://www.linkedin.com/in/example',
  education: 'Computer engineering',
  experience: 'Two years of Python',
  motivation: 'I want to build language models for Turkish.',
  agreeToTerms: true,
  courseTitle: 'Applied Machine Learning',
  courseId: 'applied-ml',
  lang,
  website: '',
  fillTimeMs: HUMAN_FILL_MS,
  ...extra,
});

/** The job application's text fields (multipart); the resume travels separately. */
export const jobFields = (
  token: string,
  lang: Locale,
  extra: Record<string, string> = {},
): Record<string, string> => ({
  jobTitle: 'AI Engineer',
  jobType: 'Full Time',
  jobWorkType: 'Hybrid',
  jobLocation: 'Istanbul',
  fullName: `José ${token}`,
  email: emailOf(token),
  phone: '+34 600 000 000',
  linkedin: 'https://www.linkedin.com/in/example',
  github: 'https://github.com/example',
  englishLevel: 'fluent',
  education: 'MSc Artificial Intelligence',
  experience: 'Three years of NLP',
  consent: JSON.stringify({ privacyPolicy: true, referenceCheck: true, futureContact: true }),
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
