/**
 * When a job is open and in which order the careers page lists it: plain functions of the job's
 * data and the time, so that tests can ask about any date.
 */

/**
 * Closing and publication dates are days in Istanbul, where the company works (Türkiye keeps UTC+3
 * all year).
 */
export const ISTANBUL_OFFSET = '+03:00';

/** A frontmatter day (`2026-11-10`, read as midnight UTC) as that day's ISO date. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The last moment a job takes applications: the end of its closing day, Istanbul time.
 * @example closesAt(new Date('2027-01-31')).toISOString() // '2027-01-31T20:59:59.000Z'
 */
export const closesAt = (validThrough: Date) =>
  new Date(`${isoDay(validThrough)}T23:59:59${ISTANBUL_OFFSET}`);

/** The closing moment as JSON-LD's `validThrough` writes it. */
export const closingDateTime = (validThrough: Date) =>
  `${isoDay(validThrough)}T23:59:59${ISTANBUL_OFFSET}`;

/** Whether a job still takes applications at `now`. */
export const isOpen = ({ validThrough }: { validThrough: Date }, now: Date) =>
  now.getTime() <= closesAt(validThrough).getTime();

interface Listed {
  slug: string;
  pinned?: number;
  datePosted: Date;
  validThrough: Date;
}

/**
 * The jobs the careers page lists at `now`, in page order: the pinned ones first (1, 2, 3), then
 * the others, newest first (the page shuffles those on every visit). Closed jobs are left out.
 */
export function listedJobs<J extends Listed>(jobs: readonly J[], now: Date): J[] {
  const open = jobs.filter((job) => isOpen(job, now));
  const pinned = open
    .filter((job) => job.pinned !== undefined)
    .sort((a, b) => a.pinned! - b.pinned!);
  const rest = open
    .filter((job) => job.pinned === undefined)
    .sort(
      (a, b) => b.datePosted.getTime() - a.datePosted.getTime() || a.slug.localeCompare(b.slug),
    );
  return [...pinned, ...rest];
}
