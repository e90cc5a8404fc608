/**
 * One form's submissions as a CSV file a spreadsheet opens as it is: UTF-8 with a byte order mark
 * (so Excel reads ş, é and ñ as such), every cell quoted, CRLF between rows (RFC 4180). A cell
 * that a spreadsheet would run as a formula (beginning with = + - @, a tab or a carriage return,
 * also after spaces, or their full-width forms) gets a leading apostrophe and is shown as text:
 * an applicant's "=HYPERLINK(…)" stays words on the screen (OWASP, CSV injection).
 */
import type { Submission } from '../../../netlify/lib/submissions.ts';
import { FIELDS } from '../../../src/shared/forms/fieldTables.ts';
import type { FormKind } from '../../../src/shared/forms/form.ts';
import { answerAt, type FormField } from '../../../src/shared/forms/table.ts';
import { officeIso } from './time.ts';

interface Column {
  header: string;
  value: (submission: Submission) => unknown;
}

/** What every record has, before its answers. */
const RECORD: Column[] = [
  { header: 'id', value: (s) => s.id },
  { header: 'receivedAt', value: (s) => officeIso(s.receivedAt) },
  { header: 'lang', value: (s) => s.lang },
  { header: 'state', value: (s) => s.delivery.state },
];

/** What a job application's record holds besides its answers: the future-contact consent's end or withdrawal. */
const AFTER: Partial<Record<FormKind, Column[]>> = {
  job: [
    { header: 'futureContactUntil', value: (s) => officeIso(s.futureContact?.until ?? undefined) },
    { header: 'futureContactWithdrawnAt', value: (s) => officeIso(s.futureContact?.withdrawnAt) },
  ],
};

/**
 * A field's columns, as its table row names them: a file's name and its size in bytes (`<column>Bytes`),
 * a box's tick (false when the record has none), any other answer as stored.
 */
function columnsOf(field: FormField): Column[] {
  const { csv } = field;
  if (typeof csv !== 'string') return [];
  if (field.kind === 'file')
    return [
      { header: csv, value: (s) => s.resume?.name ?? '' },
      { header: `${csv}Bytes`, value: (s) => s.resume?.size ?? '' },
    ];
  const answer = (s: Submission) => answerAt(s.fields, field.name);
  return [{ header: csv, value: field.kind === 'checkbox' ? (s) => answer(s) ?? false : answer }];
}

/** One form's columns: the record's, then its answers in the form's order. */
const columnsFor = (kind: FormKind): Column[] => [
  ...RECORD,
  ...FIELDS[kind].flatMap(columnsOf),
  ...(AFTER[kind] ?? []),
];

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;

/** One cell: neutralised if it could run, quoted, its quotes doubled. */
export function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(kind: FormKind, submissions: Submission[]): string {
  const columns = columnsFor(kind);
  const rows = [
    columns.map((column) => csvCell(column.header)),
    ...submissions.map((submission) => columns.map((column) => csvCell(column.value(submission)))),
  ];
  return `\ufeff${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
