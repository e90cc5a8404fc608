/**
 * `npm run submissions`: the submissions the local platform stored (newest first) with their
 * delivery state. `-- --spam` lists the submissions held as suspected spam instead, with the reason;
 * `-- --full` prints each stored record in full. Reads .netlify/blobs-serve, where `npm run serve`
 * keeps its Blobs.
 */
import { fileURLToPath } from 'node:url';
import { openLocalStore } from './lib/local-store.ts';
import { readSuspected, SPAM_RETENTION_DAYS, suspectedIds } from '../netlify/lib/spam.ts';
import { readSubmission, submissionIds, type Submission } from '../netlify/lib/submissions.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const full = process.argv.includes('--full');
const spam = process.argv.includes('--spam');

function describe(submission: Submission): string {
  const { fields, delivery } = submission;
  const who = String(fields.fullName ?? fields.name ?? '');
  const about =
    submission.kind === 'job'
      ? String(fields.jobTitle || 'open application')
      : submission.kind === 'academy'
        ? String(fields.courseTitle)
        : String(fields.company || '');
  const state = submission.suspected
    ? [`held as suspected spam: ${submission.suspected.detail}`]
    : [delivery.state, `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`];
  if (delivery.nextAttemptAt && delivery.state === 'pending')
    state.push(`next ${delivery.nextAttemptAt}`);
  if (delivery.lastError) state.push(`last error: ${delivery.lastError}`);
  const resume = submission.resume
    ? `\n    resume: ${submission.resume.name} (${submission.resume.size} bytes)`
    : '';
  return `${submission.receivedAt}  ${submission.kind.padEnd(7)}  ${who} <${String(fields.email ?? '')}>${about ? `  ${about}` : ''}\n    ${submission.suspected ? '' : 'delivery: '}${state.join(', ')}${resume}\n    id: ${submission.id}`;
}

const { store, stop } = await openLocalStore(root);
try {
  const ids = (await (spam ? suspectedIds(store) : submissionIds(store))).reverse();
  const what = spam ? 'suspected spam' : 'submission';
  if (ids.length === 0)
    console.log(
      spam
        ? 'No submission is held as suspected spam.'
        : 'No submissions stored yet. Send a form through `npm run serve` (http://localhost:8888).',
    );
  for (const id of ids) {
    const submission = spam
      ? await readSuspected(store, id)
      : (await readSubmission(store, id))?.submission;
    if (submission) console.log(full ? JSON.stringify(submission, null, 2) : describe(submission));
  }
  if (ids.length > 0)
    console.log(
      `\n${ids.length} ${what}${ids.length === 1 || spam ? '' : 's'}, newest first.${spam ? ` Kept ${SPAM_RETENTION_DAYS} days after receipt, never delivered to Slack.` : ''}`,
    );
} finally {
  await stop();
}
