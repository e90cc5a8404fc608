/**
 * Which entries a build publishes: not a draft (`draft: true`), and not dated after the build's day
 * in Istanbul (a post's `date`, a job's `datePosted`). Plain functions of the data and the time, so
 * that tests can ask about any date; the content loader (loader.ts) applies them to every entry,
 * so an unpublished one exists for no page, listing, feed, sitemap or llms.txt.
 */
import type { CollectionName } from './fields.ts';
import { ISTANBUL_OFFSET, isoDay } from './openings.ts';

/** The collections whose entries can be drafts, and the field, if any, that schedules them. */
const PUBLISHED_ON: Partial<Record<CollectionName, string | null>> = {
  posts: 'date',
  jobs: 'datePosted',
  courses: null,
};

/**
 * The first moment of a publication day, Istanbul time.
 * @example publishesAt(new Date('2027-01-31')).toISOString() // '2027-01-30T21:00:00.000Z'
 */
export const publishesAt = (day: Date) => new Date(`${isoDay(day)}T00:00:00${ISTANBUL_OFFSET}`);

/** Why an entry is left out at `now`, or undefined when it is published. */
export function unpublished(
  name: CollectionName,
  data: Record<string, unknown>,
  now: Date,
): 'draft' | 'scheduled' | undefined {
  if (!(name in PUBLISHED_ON)) return undefined;
  if (data.draft === true) return 'draft';
  const field = PUBLISHED_ON[name];
  const day = field ? data[field] : undefined;
  return day instanceof Date && publishesAt(day).getTime() > now.getTime()
    ? 'scheduled'
    : undefined;
}
