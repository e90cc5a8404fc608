/**
 * Every field of a form's schema reaches the team: its answer, sent through the real function and
 * stored, shows in the Slack message (`buildMessage`) under its table label and in the CSV export
 * (`toCsv`) under its column, unless the form's field table says why not. The schema and the table
 * name the same fields, in the same order.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import academyApply from '../../netlify/functions/academy.mts';
import submitForm from '../../netlify/functions/contact.mts';
import apply from '../../netlify/functions/job.mts';
import { buildMessage } from '../../netlify/lib/slack/message';
import { readSubmission, submissionIds, type Submission } from '../../netlify/lib/submissions';
import { csvCell, toCsv } from '../../scripts/lib/operations/csv';
import { FIELDS } from '../../src/shared/forms/fieldTables';
import { FORM_KINDS, FORMS, type FormKind } from '../../src/shared/forms/forms';
import { answerAt, answersOf, type FormField } from '../../src/shared/forms/table';
import { startBlobs } from './support/blobs';
import { pdf } from './support/files';
import { call, jsonRequest, multipartRequest } from './support/requests';
import { noSlackEnv, setEnv } from './support/slack';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => setEnv(noSlackEnv));

/** The schema's fields by name: a group's members as `group.member`. */
function schemaFields(schema: z.ZodType): string[] {
  const shapeOf = (rule: unknown): Record<string, unknown> | undefined => {
    if (rule instanceof z.ZodObject) return rule.shape as Record<string, unknown>;
    if (rule instanceof z.ZodPipe) return shapeOf(rule.out);
    return undefined;
  };
  return Object.entries(shapeOf(schema)!).flatMap(([name, rule]) => {
    const members = shapeOf(rule);
    return members ? Object.keys(members).map((member) => `${name}.${member}`) : [name];
  });
}

/** An answer its kind accepts that no other field of the form gives, so that it can be found. */
function answerFor(field: FormField, n: number): unknown {
  switch (field.kind) {
    case 'email':
      return `reach${n}@example.com`;
    case 'tel':
      return `+90 555 000 00 ${String(n).padStart(2, '0')}`;
    case 'url':
      return `https://example.com/reach/${field.name}`;
    case 'select':
      return field.options.find((option) => option !== field.initial);
    case 'checkbox':
      return true;
    case 'file':
      return undefined;
    default:
      return `Answer ${n} to ${field.name}, çğış`;
  }
}

const RESUME = { name: 'reach-cv.pdf', bytes: pdf() };

/** Every field answered, sent as the form sends it, and the submission as the function stored it. */
async function storedSubmission(kind: FormKind): Promise<Submission> {
  const answers = answersOf(
    Object.fromEntries(FIELDS[kind].map((field, n) => [field.name, answerFor(field, n)])),
  );
  const { status } =
    kind === 'job'
      ? await call(
          apply,
          await multipartRequest(
            FORMS.job.path,
            Object.fromEntries(
              Object.entries(answers)
                .filter(([, value]) => value !== undefined)
                .map(([name, value]) => [
                  name,
                  typeof value === 'object' ? JSON.stringify(value) : String(value),
                ]),
            ),
            RESUME,
          ),
        )
      : await call(
          kind === 'contact' ? submitForm : academyApply,
          jsonRequest(FORMS[kind].path, answers),
        );
  expect(status, kind).toBe(200);
  const ids = await submissionIds(blobs.store());
  return (await readSubmission(blobs.store(), ids.at(-1)!))!.submission;
}

/** The texts of a Slack message in reading order: labels (mrkdwn) and values (plain_text). */
function messageTexts(blocks: unknown): string[] {
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const object = node as Record<string, unknown>;
    if (object.type === 'mrkdwn' || object.type === 'plain_text') texts.push(String(object.text));
    else Object.values(object).forEach(walk);
  };
  walk(blocks);
  return texts;
}

/** What a stored submission's answer to `field` shows as, in a message or a cell. */
const shownAs = (submission: Submission, field: FormField) =>
  field.kind === 'file' ? submission.resume?.name : String(answerAt(submission.fields, field.name));

/** A value as a spreadsheet reads its cell (a formula's first character neutralised). */
const asCell = (value: unknown) => csvCell(value).slice(1, -1).replace(/""/g, '"');

/**
 * The schema's fields that do not reach Slack or the CSV without a reason in the table, and the
 * table's rows the schema does not have.
 */
function reachProblems(
  kind: FormKind,
  fields: readonly FormField[],
  schema: string[],
  submission: Submission,
): string[] {
  const problems: string[] = [];
  const texts = messageTexts(buildMessage(submission).blocks);
  const [row] = parse(toCsv(kind, [submission]), { bom: true, columns: true }) as Array<
    Record<string, string>
  >;
  for (const name of schema) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) {
      problems.push(`${kind} ${name}: in the schema, not in the field table`);
      continue;
    }
    const value = shownAs(submission, field);
    if (!value) problems.push(`${kind} ${name}: the test's answer was not stored`);
    if ('omit' in field.slack) {
      if (!field.slack.omit.trim()) problems.push(`${kind} ${name}: left out of Slack, no reason`);
    } else if (texts[texts.indexOf(`*${field.slack.label}*`) + 1] !== value)
      problems.push(`${kind} ${name}: not in the Slack message as "${field.slack.label}"`);
    if (typeof field.csv !== 'string') {
      if (!field.csv.omit.trim()) problems.push(`${kind} ${name}: left out of the CSV, no reason`);
    } else if (row?.[field.csv] !== asCell(value))
      problems.push(`${kind} ${name}: not in the CSV's "${field.csv}" column`);
  }
  for (const field of fields)
    if (!schema.includes(field.name))
      problems.push(`${kind} ${field.name}: in the field table, not in the schema`);
  return problems;
}

describe('every field of a form reaches the team', () => {
  it.each(FORM_KINDS)(
    '%s: the schema and the field table name the same fields, in order',
    (kind) => {
      expect(schemaFields(FORMS[kind].schema)).toEqual(FIELDS[kind].map((field) => field.name));
    },
  );

  it.each(FORM_KINDS)(
    '%s: each answer shows in the Slack message and the CSV, or the table says why not',
    async (kind) => {
      const submission = await storedSubmission(kind);
      expect(
        reachProblems(kind, FIELDS[kind], schemaFields(FORMS[kind].schema), submission),
      ).toEqual([]);
    },
  );

  it('finds a schema field missing from the table, and a table field that reaches neither', async () => {
    const submission = await storedSubmission('contact');
    const [name, email, ...rest] = FIELDS.contact;
    // A field the schema checks and the table forgot (as a hand-made LABELS list could forget one).
    const forgotten = [name!, ...rest];
    // A field the table sends where the message and the export do not show it.
    const unshown = [
      name!,
      { ...email!, slack: { label: 'Mail', short: true }, csv: 'mail' },
      ...rest,
    ] satisfies FormField[];
    const schema = schemaFields(FORMS.contact.schema);
    expect(reachProblems('contact', forgotten, schema, submission)).toEqual([
      'contact email: in the schema, not in the field table',
    ]);
    expect(reachProblems('contact', unshown, schema, submission)).toEqual([
      'contact email: not in the Slack message as "Mail"',
      'contact email: not in the CSV\'s "mail" column',
    ]);
  });
});
