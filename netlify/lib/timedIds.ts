/**
 * Ids that begin with their creation time (sortable, without ':' or '.'), so that stored keys sort
 * oldest first and their age is known from a listing, without reading them.
 * @example timedId(new Date('2026-03-15T10:00:00.000Z'), 'ab12cd34') // '2026-03-15T10-00-00-000Z_ab12cd34'
 */
export const timedId = (now: Date, suffix: string) =>
  `${now.toISOString().replace(/[:.]/g, '-')}_${suffix}`;

const TIME = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z_/;

/** The creation time encoded in an id, or null for anything else. */
export function timeOfId(id: string): Date | null {
  const match = TIME.exec(id);
  return match ? new Date(`${match[1]}:${match[2]}:${match[3]}.${match[4]}Z`) : null;
}
