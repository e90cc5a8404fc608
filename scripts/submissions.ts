/**
 * `npm run submissions`: the submissions the local platform stored (newest first) with their
 * delivery state. `npm run submissions -- --full` prints each stored record in full.
 * Reads .netlify/blobs-serve, where `npm run serve` keeps its Blobs.
 */
import { fileURLToPath } from 'node:url';
import { openLocalStore } from './lib/local-store.ts';
import { readSubmission, submissionIds, type Submission } from '../netlify/lib/submissions.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const full = process.argv.includes('--full');

function describe(submission: Submission): string {
  const { fields, delivery } = submission;
  const who = String(fields.fullName ?? fields.name ?? '');
  const about = submission.kind === 'job' ? String(fields.jobTitle || 'open application') : submission.kind === 'academy' ? String(fields.courseTitle) : String(fields.company || '');
  const state = [delivery.state, `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`];
  if (delivery.nextAttemptAt && delivery.state === 'pending') state.push(`next ${delivery.nextAttemptAt}`);
  if (delivery.lastError) state.push(`last error: ${delivery.lastError}`);
  const resume = submission.resume ? `\n    resume: ${submission.resume.name} (${submission.resume.size} bytes)` : '';
  return `${submission.receivedAt}  ${submission.kind.padEnd(7)}  ${who} <${String(fields.email ?? '')}>${about ? `  ${about}` : ''}\n    delivery: ${state.join(', ')}${resume}\n    id: ${submission.id}`;
}

const { store, stop } = await openLocalStore(root);
try {
  const ids = (await submissionIds(store)).reverse();
  if (ids.length === 0) console.log('No submissions stored yet. Send a form through `npm run serve` (http://localhost:8888).');
  for (const id of ids) {
    const record = await readSubmission(store, id);
    if (record) console.log(full ? JSON.stringify(record.submission, null, 2) : describe(record.submission));
  }
  if (ids.length > 0) console.log(`\n${ids.length} submission${ids.length === 1 ? '' : 's'}, newest first.`);
} finally {
  await stop();
}
