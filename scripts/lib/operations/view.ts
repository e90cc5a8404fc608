/** How submissions read on the operator's screen: one block per submission, or one in full. */
import { CLAIM_TTL_MS } from '../../../netlify/lib/delivery.ts';
import { SPAM_RETENTION_DAYS } from '../../../netlify/lib/spam.ts';
import { FIELDS } from '../../../src/shared/forms/fieldTables.ts';
import { deletionDate, type Submission } from '../../../netlify/lib/submissions.ts';
import { describeDeploy } from '../../../netlify/lib/deploy.ts';
import { nameOf } from './catalog.ts';
import { officeDay, officeTime } from './time.ts';

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

export const kilobytes = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 0 })} kB`;

/** What it is about: the position, the course or the company. */
function aboutOf(submission: Submission): string {
  const { fields } = submission;
  if (submission.kind === 'job') return String(fields.jobTitle || 'open application');
  if (submission.kind === 'academy') return String(fields.courseTitle ?? '');
  return String(fields.company || '');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Its delivery, in a line. */
export function deliveryLine(submission: Submission, now = new Date()): string {
  const { delivery } = submission;
  if (submission.suspected) {
    const until = new Date(Date.parse(submission.receivedAt) + SPAM_RETENTION_DAYS * DAY_MS);
    return `held as suspected spam: ${submission.suspected.detail}; deleted ${officeDay(until.toISOString())}`;
  }
  const parts: string[] = [delivery.state, plural(delivery.attempts, 'attempt')];
  if (delivery.state === 'delivered' && delivery.deliveredAt)
    parts.push(`via ${delivery.via ?? 'Slack'} ${officeTime(delivery.deliveredAt)}`);
  if (delivery.state === 'delivering') {
    const live = now.getTime() - Date.parse(delivery.claimedAt ?? '') < CLAIM_TTL_MS;
    parts.push(live ? 'a delivery run is posting it now' : 'its run stopped; the next run goes on');
  }
  if (delivery.state === 'pending' && delivery.nextAttemptAt)
    parts.push(`next ${officeTime(delivery.nextAttemptAt)}`);
  if (delivery.lastError) parts.push(`last error: ${delivery.lastError}`);
  if (submission.released)
    parts.push(`released from the spam hold ${officeDay(submission.released.at)}`);
  return parts.join(', ');
}

/** A submission in a listing: when, which form, who, what about; its delivery; its resume; its id. */
export function listing(submission: Submission): string {
  const about = aboutOf(submission);
  const lines = [
    `${officeTime(submission.receivedAt)}  ${submission.kind.padEnd(7)}  ${nameOf(submission)} <${String(submission.fields.email ?? '')}>${about ? `  ${about}` : ''}`,
    `    ${submission.suspected ? '' : 'delivery: '}${deliveryLine(submission)}`,
  ];
  if (submission.resume)
    lines.push(`    resume: ${submission.resume.name} (${kilobytes(submission.resume.size)})`);
  lines.push(`    id: ${submission.id}`);
  return lines.join('\n');
}

const show = (value: unknown): string => {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key} ${show(inner)}`)
      .join(', ');
  return String(value ?? '');
};

/** A stored answer's label: its Slack label in the form's field table, else its name (a group's: `Consent`). */
function labelOf(submission: Submission, key: string): string {
  const field = FIELDS[submission.kind].find((row) => row.name === key);
  if (field && 'label' in field.slack) return field.slack.label;
  return `${key[0]!.toUpperCase()}${key.slice(1)}`;
}

/** One submission in full, every field labelled. */
export function fullView(submission: Submission): string {
  const title = submission.suspected
    ? 'Held as suspected spam'
    : `${submission.kind[0]!.toUpperCase()}${submission.kind.slice(1)} submission`;
  const rows: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(submission.fields)) {
    if (value === '' || value === undefined) continue;
    rows.push([labelOf(submission, key), show(value)]);
  }
  if (submission.resume)
    rows.push([
      'Resume',
      `${submission.resume.name} (${kilobytes(submission.resume.size)}, ${submission.resume.contentType || 'type unknown'})`,
    ]);
  rows.push(['Received', `${officeTime(submission.receivedAt)}, in ${submission.lang}`]);
  if (submission.deploy) rows.push(['Deploy', describeDeploy(submission.deploy)]);
  rows.push([submission.suspected ? 'Held' : 'Delivery', deliveryLine(submission)]);
  const { delivery } = submission;
  if (delivery.messageTs)
    rows.push([
      'Slack message',
      `${delivery.channel ?? 'the channel'} at ${slackTime(delivery.messageTs)}`,
    ]);
  if (submission.futureContact) {
    const { granted, until, withdrawnAt } = submission.futureContact;
    rows.push([
      'Future contact',
      withdrawnAt
        ? `withdrawn ${officeDay(withdrawnAt)}`
        : granted
          ? `agreed, until ${officeDay(until ?? '')}`
          : 'not agreed',
    ]);
  }
  if (!submission.suspected)
    rows.push(['Kept until', officeDay(deletionDate(submission).toISOString())]);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    `${title} ${submission.id}`,
    ...rows.map(([label, value]) => {
      const [first, ...rest] = value.split(/\r?\n/);
      return [
        `  ${`${label}:`.padEnd(width)}${first}`,
        ...rest.map((line) => `  ${' '.repeat(width)}${line}`),
      ].join('\n');
    }),
  ].join('\n');
}

/** A Slack timestamp ("1732449605.000100") as a time of day. */
const slackTime = (ts: string) => officeTime(new Date(Number(ts) * 1000).toISOString());
