/** The Slack message of a submission: Block Kit blocks in which no visitor text is read as formatting. */
import { describeDeploy, isPreview } from '../deploy.ts';
import type { Submission } from '../submissions.ts';
import { clip, escapeMrkdwn, literalMrkdwn } from './escape.ts';

interface Block {
  type: string;
  [key: string]: unknown;
}

/** Each form field's label, for people reading a submission (here and in the operators' tool). */
export const LABELS: Record<string, string> = {
  name: 'Name',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  message: 'Message',
  jobTitle: 'Position',
  jobType: 'Type',
  jobWorkType: 'Work type',
  jobLocation: 'Location',
  englishLevel: 'English level',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  portfolio: 'Portfolio',
  otherUrl: 'Other link',
  education: 'Education',
  experience: 'Experience',
  motivation: 'Motivation',
  additionalInfo: 'Additional information',
  courseTitle: 'Course',
  courseId: 'Course id',
};

const SHORT_FIELDS = new Set([
  'name',
  'fullName',
  'email',
  'phone',
  'company',
  'jobTitle',
  'jobType',
  'jobWorkType',
  'jobLocation',
  'englishLevel',
  'courseTitle',
  'courseId',
]);

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
const label = (key: string) => ({ type: 'mrkdwn', text: `*${LABELS[key]}*` });

/**
 * The blocks and the notification text; `resumeNote` says where the resume is (webhook mode).
 * Labels are mrkdwn, every value a visitor typed is plain_text, so typed `*bold*`, `_Phone_` or
 * `<!channel>` show as typed and cannot pose as one of our labels.
 */
export function buildMessage(
  submission: Submission,
  resumeNote?: string,
): { text: string; blocks: Block[] } {
  const entries = Object.entries(submission.fields).filter(
    ([key, value]) => key in LABELS && value !== '' && value !== undefined,
  );
  const short = entries.filter(([key]) => SHORT_FIELDS.has(key));
  const long = entries.filter(([key]) => !SHORT_FIELDS.has(key));
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
      fields: short.slice(i, i + 5).flatMap(([key, value]) => [label(key), plain(value, 2000)]),
    });
  }
  for (const [key, value] of long) {
    blocks.push(
      { type: 'section', text: label(key) },
      { type: 'section', text: plain(value, 3000) },
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
    const until = submission.futureContact?.until;
    context.push(
      `future contact: ${consent.futureContact ? `yes, until ${until?.slice(0, 10)}` : 'no'}`,
    );
  }
  if (resumeNote) context.push(resumeNote);
  blocks.push({ type: 'context', elements: [plain(context.join(' · '), 2000)] });
  return { text: literalMrkdwn(heading), blocks };
}
