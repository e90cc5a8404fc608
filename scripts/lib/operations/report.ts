/**
 * What the person commands print: what is held about someone, what an erasure or the withdrawal
 * of the future-contact consent will do and did.
 */
import type { ErasureReceipt } from '../../../netlify/lib/erasure.ts';
import type { Erasure, PersonErasure } from './erase.ts';
import { holdsNothing, type PersonFindings } from './person.ts';
import { traceLine, type SlackTrace } from './slack.ts';
import { officeDay, officeTime } from './time.ts';
import { kilobytes, listing, plural } from './view.ts';
import type { Withdrawal, WithdrawalPlan } from './withdraw.ts';

const indent = (text: string, by = '  ') =>
  text
    .split('\n')
    .map((line) => `${by}${line}`)
    .join('\n');

const section = (title: string, lines: string[]) =>
  lines.length > 0 ? [`${title} (${lines.length}):`, ...lines.map((line) => indent(line))] : [];

const COUNT_NAMES: Record<string, [string, string]> = {
  submissions: ['submission', 'submissions'],
  heldAsSpam: ['held as spam', 'held as spam'],
  resumes: ['resume', 'resumes'],
  pendingDeliveries: ['pending delivery', 'pending deliveries'],
  uploads: ['upload', 'uploads'],
  slackMessagesDeleted: ['Slack message deleted', 'Slack messages deleted'],
  slackFilesDeleted: ['Slack file deleted', 'Slack files deleted'],
  slackLeftForManualRemoval: [
    'Slack post left to remove by hand',
    'Slack posts left to remove by hand',
  ],
  mentionsRedacted: [
    "mention taken out of another person's submission",
    "mentions taken out of other people's submissions",
  ],
};

export const countsLine = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => {
      const [one, many] = COUNT_NAMES[key] ?? [key, key];
      return plural(count, one, many);
    })
    .join(', ') || 'nothing';

const receiptLine = (receipt: ErasureReceipt) =>
  `erased ${officeTime(receipt.erasedAt)}: ${countsLine(receipt.counts)} (receipt ${receipt.id})`;

/** Everything held about the person, section by section; `traces` is what they left in Slack. */
export function personReport(found: PersonFindings, source: string, traces: SlackTrace[]): string {
  const lines: string[] = [];
  if (holdsNothing(found)) lines.push(`Nothing is held about ${found.address} in ${source}.`);
  else {
    lines.push(`Everything held about ${found.address} in ${source}:`, '');
    lines.push(...section('Submissions', found.submissions.map(listing)));
    lines.push(...section('Held as suspected spam', found.held.map(listing)));
    lines.push(
      ...section(
        'Resumes',
        found.resumes.map(
          (r) =>
            `${r.name} (${kilobytes(r.size)}) of ${r.place === 'held' ? 'held ' : ''}submission ${r.id}`,
        ),
      ),
    );
    lines.push(...section('Waiting for delivery to Slack', found.pending));
    lines.push(
      ...section(
        'Uploads',
        found.uploads.map(
          (u) =>
            `${u.uploadId}${u.name ? `  ${u.name}, ${kilobytes(u.size ?? 0)}` : ''}${u.createdAt ? `, started ${officeTime(u.createdAt)}` : ''}\n  ${u.why}`,
        ),
      ),
    );
    lines.push(
      ...section(
        'Resumes left without their record',
        found.strayResumes.map((r) => `${r.place === 'held' ? 'held ' : ''}${r.id}: ${r.why}`),
      ),
    );
    lines.push(...section('In Slack', traces.map(traceLine)));
  }
  if (found.mentions.length > 0)
    lines.push(
      '',
      `Mentioned in ${plural(found.mentions.length, 'submission')} of other people (not theirs to export; an erasure takes the address out of them):`,
      ...found.mentions.map(
        (m) => `  ${m.place === 'held' ? 'held ' : ''}${m.kind} submission ${m.id}`,
      ),
    );
  if (found.receipts.length > 0)
    lines.push(
      '',
      'Earlier erasures of this address:',
      ...found.receipts.map((r) => `  ${receiptLine(r)}`),
    );
  return lines.join('\n');
}

/** Slack's part of an erasure, before it is done: what the app deletes, what a person must. */
export function slackPlan(traces: SlackTrace[], withToken: boolean): string[] {
  const group = (title: string, list: SlackTrace[]) =>
    list.length > 0 ? [`${title} (${list.length}):`, ...list.map((t) => `  ${traceLine(t)}`)] : [];
  const byApp = traces.filter((t) => t.via !== 'webhook');
  return [
    ...group(
      withToken
        ? 'Deleted from Slack with SLACK_BOT_TOKEN'
        : 'To remove by hand in Slack, or run this with SLACK_BOT_TOKEN set',
      byApp,
    ),
    ...group(
      'To remove by hand in Slack: sent by webhook, which the API cannot delete',
      traces.filter((t) => t.via === 'webhook'),
    ),
  ];
}

/** What an erasure left for a person to do in Slack, and its receipt. */
function erasureDetails(erasure: Erasure): string[] {
  const lines: string[] = [];
  if (erasure.slack.manual.length > 0)
    lines.push(
      '',
      `Remove by hand in Slack now (${erasure.slack.manual.length}):`,
      ...erasure.slack.manual.map(({ trace, reason }) => `  ${traceLine(trace)}: ${reason}`),
    );
  if (erasure.mentionsInSlack.length > 0)
    lines.push(
      '',
      `Edit by hand in Slack: these messages of other people's submissions name the address (${erasure.mentionsInSlack.length}):`,
      ...erasure.mentionsInSlack.map((trace) => `  ${traceLine(trace)}`),
    );
  lines.push(
    '',
    `Receipt kept: ${erasure.receipt.id} (${officeDay(erasure.receipt.erasedAt)}; counts and a keyed hash of the address, nothing else).`,
  );
  return lines;
}

/** What an erasure did, and what is left for a person to do. */
export function erasureReport(erasure: PersonErasure, source: string): string {
  return [
    `Erased from ${source}: ${countsLine(erasure.counts)}.`,
    ...erasureDetails(erasure),
    holdsNothing(erasure.left)
      ? `Searched again: nothing of this person is left in ${source}.`
      : `Searched again: something arrived meanwhile and is still held (run --person, then erase again):\n${indent(personReport(erasure.left, source, []))}`,
  ].join('\n');
}

/** True when the person has no consent to withdraw. */
export const nothingToWithdraw = (plan: WithdrawalPlan) =>
  plan.shorten.length + plan.erase.length === 0;

/** What withdrawing the future-contact consent will change; `slack` is the erasure's Slack plan. */
export function withdrawalPlanReport(
  found: PersonFindings,
  plan: WithdrawalPlan,
  source: string,
  slack: string[],
): string {
  if (nothingToWithdraw(plan)) {
    const theirs = found.submissions.length + found.held.length;
    const withdrawn = [
      ...new Set(plan.withdrawn.map((s) => officeDay(s.futureContact!.withdrawnAt))),
    ];
    return theirs === 0
      ? `Nothing to withdraw: nothing is held about ${found.address} in ${source}.`
      : `Nothing to withdraw: none of the ${plural(theirs, 'submission')} of ${found.address} in ${source} carries the future-contact consent${withdrawn.length > 0 ? ` (withdrawn ${withdrawn.join(', ')})` : ''}.`;
  }
  return [
    `Withdrawing the future-contact consent of ${found.address} in ${source}: they are no longer contacted about other positions, and each application is kept only as long as without the consent.`,
    '',
    ...section(
      'Kept, for less time',
      plan.shorten.map(
        ({ submission, until, was }) =>
          `${listing(submission)}\n    kept until ${officeDay(until.toISOString())} (was ${officeDay(was.toISOString())})`,
      ),
    ),
    ...section(
      'Erased now: their time without the consent has passed',
      plan.erase.map(
        ({ submission, until }) =>
          `${listing(submission)}\n    its time ended ${officeDay(until.toISOString())}`,
      ),
    ),
    ...slack,
  ].join('\n');
}

/** What the withdrawal did. */
export function withdrawalReport(withdrawal: Withdrawal, source: string): string {
  const { shortened, erasure } = withdrawal;
  const lines = [
    `Withdrawn in ${source}: ${withdrawalCounts(withdrawal)}.`,
    ...shortened.map(
      (s) => `  ${s.kind} submission ${s.id}: kept until ${officeDay(s.deleteAfter)}`,
    ),
  ];
  if (erasure) lines.push(...erasureDetails(erasure));
  if (shortened.length > 0)
    lines.push(
      '',
      'Tell those considering their application that they are not to be contacted about other positions: a Slack message posted before now still says "future contact: yes".',
    );
  return lines.join('\n');
}

/** The withdrawal in numbers, for the report and the log line. */
export const withdrawalCounts = ({ shortened, erasure }: Withdrawal) =>
  [
    shortened.length > 0 && `${plural(shortened.length, 'submission')} kept for less time`,
    erasure && `erased ${countsLine(erasure.counts)}`,
  ]
    .filter(Boolean)
    .join('; ') || 'nothing changed';
