/**
 * A person withdraws the future-contact consent (GDPR Art. 7(3); KVKK, explicit consent): each of
 * their applications that carried it is no longer open to contact about other positions and is
 * kept only as long as it would have been without it. Withdrawing an optional consent costs them
 * nothing more (GDPR Art. 7(4), Recital 42): an application still being considered stays. One
 * whose time without the consent has passed is erased now, by the erasure's own steps (./erase.ts).
 */
import type { Store } from '@netlify/blobs';
import {
  deletionDate,
  withFutureContactWithdrawn,
  type Submission,
} from '../../../netlify/lib/submissions.ts';
import type { Place } from './catalog.ts';
import { eraseFound, type Erasure, type ErasureOptions } from './erase.ts';
import { narrowTo, type PersonFindings } from './person.ts';
import { rewriteRecord } from './rewrite.ts';

interface Planned {
  place: Place;
  submission: Submission;
  /** When it is deleted once the consent is withdrawn. */
  until: Date;
  /** When it was to be deleted with the consent. */
  was: Date;
}

export interface WithdrawalPlan {
  /** Their submissions with the consent, kept until `until`. */
  shorten: Planned[];
  /** Those whose time without the consent has passed: erased now. */
  erase: Planned[];
  /** Their submissions whose consent was withdrawn before. */
  withdrawn: Submission[];
}

export interface Withdrawal {
  /** The records as rewritten, the consent withdrawn. */
  shortened: Submission[];
  /** The erasure of those whose time had passed, if any. */
  erasure: Erasure | null;
}

export function planWithdrawal(found: PersonFindings, now: Date): WithdrawalPlan {
  const plan: WithdrawalPlan = { shorten: [], erase: [], withdrawn: [] };
  const theirs = [
    ...found.submissions.map((submission) => ({ place: 'stored' as const, submission })),
    ...found.held.map((submission) => ({ place: 'held' as const, submission })),
  ];
  for (const { place, submission } of theirs) {
    if (submission.futureContact?.withdrawnAt) plan.withdrawn.push(submission);
    if (submission.futureContact?.granted !== true) continue;
    const until = new Date(withFutureContactWithdrawn(submission, now).deleteAfter);
    // As the scheduled purge decides (netlify/lib/maintenance.ts): due once the date is reached.
    (until > now ? plan.shorten : plan.erase).push({
      place,
      submission,
      until,
      was: deletionDate(submission),
    });
  }
  return plan;
}

export async function withdrawFutureContact(
  store: Store,
  found: PersonFindings,
  plan: WithdrawalPlan,
  options: ErasureOptions,
): Promise<Withdrawal> {
  const { now = () => new Date(), pollMs = 1_000, note = () => {} } = options;
  const shortened: Submission[] = [];
  for (const { place, submission } of plan.shorten) {
    const record = await rewriteRecord(
      store,
      { place, id: submission.id },
      (current) =>
        current.futureContact?.granted === true ? withFutureContactWithdrawn(current, now()) : null,
      'the consent was withdrawn',
      { pollMs, note },
    );
    if (record) shortened.push(record);
  }
  const expired = new Set(plan.erase.map(({ submission }) => submission.id));
  return {
    shortened,
    erasure: expired.size > 0 ? await eraseFound(store, narrowTo(found, expired), options) : null,
  };
}
