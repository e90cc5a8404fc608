/** The Slack message of a submission: Block Kit blocks with every visitor text escaped. */
import { describeDeploy, isPreview } from '../deploy.ts';
import type { Submission } from '../submissions.ts';
import { clip, escapeMrkdwn } from './escape.ts';

interface Block {
  type: string;
  [key: string]: unknown;
}

const LABELS: Record<string, string> = {
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

const SHORT_FIELDS = new Set(['name', 'fullName', 'email', 'phone', 'company', 'jobTitle', 'jobType', 'jobWorkType', 'jobLocation', 'englishLevel', 'courseTitle', 'courseId']);

function title(submission: Submission): string {
  const fields = submission.fields;
  if (submission.kind === 'contact') return 'New contact message';
  if (submission.kind === 'job') return `New job application: ${String(fields.jobTitle || 'open application')}`;
  return `New academy application: ${String(fields.courseTitle)}`;
}

const text = (value: unknown) => escapeMrkdwn(String(value ?? ''));

/** The blocks and the notification text; `resumeNote` says where the resume is (webhook mode). */
export function buildMessage(submission: Submission, resumeNote?: string): { text: string; blocks: Block[] } {
  const entries = Object.entries(submission.fields).filter(([key, value]) => key in LABELS && value !== '' && value !== undefined);
  const short = entries.filter(([key]) => SHORT_FIELDS.has(key));
  const long = entries.filter(([key]) => !SHORT_FIELDS.has(key));
  const preview = isPreview(submission.deploy);
  const heading = clip(`${preview ? `[${submission.deploy!.context}] ` : ''}${title(submission)}`, 150);
  const blocks: Block[] = [{ type: 'header', text: { type: 'plain_text', text: heading, emoji: false } }];
  for (let i = 0; i < short.length; i += 10) {
    blocks.push({
      type: 'section',
      fields: short.slice(i, i + 10).map(([key, value]) => ({ type: 'mrkdwn', text: clip(`*${LABELS[key]}*\n${text(value)}`, 2000) })),
    });
  }
  for (const [key, value] of long) {
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: clip(`*${LABELS[key]}*\n${text(value)}`, 3000) } });
  }
  const consent = submission.fields.consent as Record<string, boolean> | undefined;
  const context: string[] = [`Received ${submission.receivedAt}`, `language ${submission.lang}`, `id ${submission.id}`];
  if (preview) context.unshift(`From ${describeDeploy(submission.deploy!)}, not production`);
  if (consent) {
    const until = submission.futureContact?.until;
    context.push(`future contact: ${consent.futureContact ? `yes, until ${until?.slice(0, 10)}` : 'no'}`);
  }
  if (resumeNote) context.push(resumeNote);
  blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: text(context.join(' · ')) }] });
  return { text: escapeMrkdwn(heading), blocks };
}
