import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_TIME_MS } from '../../src/shared/forms/constants.ts';

/**
 * True when the form reports a filled honeypot or a fill time no person manages. A request
 * without these fields (the spec's payload shape) is not judged.
 */
export function looksLikeBot(fields: Record<string, unknown>): boolean {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return true;
  const reported = fields[FILL_TIME_FIELD];
  if (reported === undefined || reported === null || reported === '') return false;
  const fillTime = Number(reported);
  return Number.isFinite(fillTime) && fillTime < MIN_FILL_TIME_MS;
}
