/** The Slack message of a submission: Block Kit blocks in which no visitor text is read as formatting. */
import { FIELDS } from '../../../src/shared/forms/fieldTables.ts';
import { answerAt } from '../../../src/shared/forms/table.ts';
import { describeDeploy, isPreview } from '../deploy.ts';
import type { Submission } from '../submissions.ts';
import { clip, escapeMrkdwn, literalMrkdwn } from './escape.ts';

interface Block {
  type: string;
  [key: string]: unknown;
}

function title(submission: Submission): string {
  const fields = submission.fields;
  if (submission.kind === 'contact') return 'New contact message';
  if (submission.kind === 'job')
    return `New job application: ${String(fields.jobTitle || 'open application')}`;
  return `New academy application: ${String(fields.courseTitle)}`;
}

/** Visitor text as Slack shows it: plain_text is never read for formatting, mentions or links. */
const plain = (value: unknown, max: number) => ({
  type: 'plain_text',
  text: clip(escapeMrkdwn(String(value ?? '')), max),
  emoji: false,
});
/** Our own labels, in bold. */
const label = (text: string) => ({ type: 'mrkdwn', text: `*${text}*` });

/** The answers the message shows, in the form's order, with the labels its field table gives. */
const postedAnswers = (submission: Submission) =>
  FIELDS[submission.kind].flatMap((field) => {
    if ('omit' in field.slack) return [];
    const value = answerAt(submission.fields, field.name);
    return value === '' || value === undefined ? [] : [{ ...field.slack, value }];
  });

/**
 * The blocks and the notification text; `resumeNote` says where the resume is (webhook mode).
 * Labels are mrkdwn, every value a visitor typed is plain_text, so typed `*bold*`, `_Phone_` or
 * `<!channel>` show as typed and cannot pose as one of our labels.
 */
export function buildMessage(
  submission: Submission,
  resumeNote?: string,
): { text: string; blocks: Block[] } {
  const answers = postedAnswers(submission);
  const short = answers.filter((answer) => answer.short);
  const long = answers.filter((answer) => !answer.short);
  const preview = isPreview(submission.deploy);
  const heading = clip(
    `${preview ? `[${submission.deploy!.context}] ` : ''}${title(submission)}`,
    150,
  );
  const blocks: Block[] = [
    { type: 'header', text: { type: 'plain_text', text: escapeMrkdwn(heading), emoji: false } },
  ];
  // A section holds at most 10 fields: five label and value pairs.
  for (let i = 0; i < short.length; i += 5) {
    blocks.push({
      type: 'section',
      fields: short
        .slice(i, i + 5)
        .flatMap((answer) => [label(answer.label), plain(answer.value, 2000)]),
    });
  }
  for (const answer of long) {
    blocks.push(
      { type: 'section', text: label(answer.label) },
      { type: 'section', text: plain(answer.value, 3000) },
    );
  }
  const consent = submission.fields.consent as Record<string, boolean> | undefined;
  const context: string[] = [
    `Received ${submission.receivedAt}`,
    `language ${submission.lang}`,
    `id ${submission.id}`,
  ];
  if (preview) context.unshift(`From ${describeDeploy(submission.deploy!)}, not production`);
  if (submission.released)
    context.push(`held as suspected spam, released ${submission.released.at.slice(0, 10)}`);
  if (consent) {
    const { until, withdrawnAt } = submission.futureContact ?? {};
    context.push(
      `future contact: ${withdrawnAt ? `withdrawn ${withdrawnAt.slice(0, 10)}` : consent.futureContact ? `yes, until ${until?.slice(0, 10)}` : 'no'}`,
    );
  }
  if (resumeNote) context.push(resumeNote);
  blocks.push({ type: 'context', elements: [plain(context.join(' · '), 2000)] });
  return { text: literalMrkdwn(heading), blocks };
}
