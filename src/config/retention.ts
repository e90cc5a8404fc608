/**
 * How long what the forms receive is kept: the one rule that the privacy notice states, the
 * future-contact box names, each stored record carries (`deleteAfter`) and the scheduled purge
 * applies (netlify/lib/maintenance.ts). Change a number here and all of them follow, in every
 * language (tests/unit/retention.test.ts, tests/functions/maintenance.test.ts).
 */

/** The forms whose submissions are kept (src/shared/forms/form.ts, `FormKind`: a new form fails the type check here). */
type RetainedKind = 'contact' | 'job' | 'academy';

export const RETENTION = {
  /** A contact message: time to answer it and to follow the conversation up. */
  contactMonths: 12,
  /**
   * A job or course application: time to decide on it and, after the decision, to answer any
   * question or legal claim about it. Shorter than the future-contact window, so that only that
   * consent keeps an application longer.
   */
  applicationMonths: 12,
  /**
   * A job application whose applicant gave the future-contact consent: kept, and the applicant may
   * be contacted about other positions, for this long after receipt (the consent's window).
   */
  futureContactMonths: 24,
} as const;

/** How long a submission of `kind` is kept after receipt, with or without the future-contact consent. */
export function retentionMonths(kind: RetainedKind, futureContact: boolean): number {
  if (kind === 'contact') return RETENTION.contactMonths;
  if (kind === 'job' && futureContact)
    return Math.max(RETENTION.applicationMonths, RETENTION.futureContactMonths);
  return RETENTION.applicationMonths;
}

/**
 * How long the record of a deletion is kept: an erasure's receipt (netlify/lib/erasure.ts) and
 * each scheduled purge's record (netlify/lib/purgeRecords.ts). The KVKK Regulation on the
 * Deletion, Destruction or Anonymisation of Personal Data, Art. 7(3), requires every deletion to
 * be recorded and the record kept for at least three years; longer than any period in RETENTION,
 * so a receipt also outlives everything it accounts for.
 */
export const ERASURE_RECORD_MONTHS = 36;

/** The shortest: nothing received more recently can be due for deletion. */
export const SHORTEST_RETENTION_MONTHS = Math.min(...Object.values(RETENTION));

/** `date` plus whole calendar months, in UTC. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}
