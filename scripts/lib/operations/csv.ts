/**
 * One form's submissions as a CSV file a spreadsheet opens as it is: UTF-8 with a byte order mark
 * (so Excel reads ş, é and ñ as such), every cell quoted, CRLF between rows (RFC 4180). A cell
 * that a spreadsheet would run as a formula (beginning with = + - @, a tab or a carriage return,
 * also after spaces, or their full-width forms) gets a leading apostrophe and is shown as text:
 * an applicant's "=HYPERLINK(…)" stays words on the screen (OWASP, CSV injection).
 */
import type { Submission } from '../../../netlify/lib/submissions.ts';
import type { FormKind } from '../../../src/shared/forms/form.ts';
import { officeIso } from './time.ts';

interface Column {
  header: string;
  value: (submission: Submission) => unknown;
}

const field = (name: string): Column => ({ header: name, value: (s) => s.fields[name] });
const consent = (name: string): Column => ({
  header: `consent.${name}`,
  value: (s) => (s.fields.consent as Record<string, unknown> | undefined)?.[name] ?? false,
});

const COMMON: Column[] = [
  { header: 'id', value: (s) => s.id },
  { header: 'receivedAt', value: (s) => officeIso(s.receivedAt) },
  { header: 'lang', value: (s) => s.lang },
  { header: 'state', value: (s) => s.delivery.state },
];

/** The spec's fields of each form (section 3), in its order, after what every record has. */
export const CSV_COLUMNS: Record<FormKind, Column[]> = {
  contact: [...COMMON, ...['name', 'email', 'company', 'message'].map(field)],
  job: [
    ...COMMON,
    ...['jobTitle', 'jobType', 'jobWorkType', 'jobLocation', 'fullName', 'email', 'phone'].map(
      field,
    ),
    ...['linkedin', 'github', 'portfolio', 'otherUrl', 'englishLevel'].map(field),
    ...['education', 'experience', 'additionalInfo'].map(field),
    ...['privacyPolicy', 'referenceCheck', 'futureContact'].map(consent),
    { header: 'futureContactUntil', value: (s) => officeIso(s.futureContact?.until ?? undefined) },
    { header: 'resume', value: (s) => s.resume?.name ?? '' },
    { header: 'resumeBytes', value: (s) => s.resume?.size ?? '' },
  ],
  academy: [
    ...COMMON,
    ...['courseId', 'courseTitle', 'fullName', 'email', 'phone', 'linkedin'].map(field),
    ...['education', 'experience', 'motivation', 'agreeToTerms'].map(field),
  ],
};

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;

/** One cell: neutralised if it could run, quoted, its quotes doubled. */
export function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(kind: FormKind, submissions: Submission[]): string {
  const columns = CSV_COLUMNS[kind];
  const rows = [
    columns.map((column) => csvCell(column.header)),
    ...submissions.map((submission) => columns.map((column) => csvCell(column.value(submission)))),
  ];
  return `\ufeff${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
