/** Limits and options shared by the forms and the functions that receive them. */

/** The largest resume accepted: 5 MB. */
export const MAX_RESUME_BYTES = 5_242_880;

/** Resume formats, checked by name in the browser and by name and content on the server. */
export const RESUME_FORMATS = ['pdf', 'doc', 'docx'] as const;
export type ResumeFormat = (typeof RESUME_FORMATS)[number];
const RESUME_EXTENSIONS = RESUME_FORMATS.map((format) => `.${format}`);
const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** Value for the file input's `accept` attribute. */
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(',');

export const ENGLISH_LEVELS = ['beginner', 'intermediate', 'upperIntermediate', 'fluent'] as const;
type EnglishLevel = (typeof ENGLISH_LEVELS)[number];
export const DEFAULT_ENGLISH_LEVEL: EnglishLevel = 'beginner';

export const DEFAULT_COURSE_TITLE = 'Unknown Course';

/**
 * Anti-spam fields the forms add to their payload. Both are optional, so a request in the documented
 * shape without them stays valid. The honeypot is a visually hidden input that people leave
 * empty; the fill time is the milliseconds between the form's first render and its submit.
 */
export const HONEYPOT_FIELD = 'website';
export const FILL_TIME_FIELD = 'fillTimeMs';
/** A person needs longer than this to fill any of the forms. */
export const MIN_FILL_TIME_MS = 2_500;

/**
 * Loose e-mail check (a "simple address pattern"): one @, no spaces, and a dot in the
 * domain with a character on each side. Written so that no character can be matched two ways: the
 * domain's first dot after its first character ends the run of `[^\s@.]`. The usual
 * `^[^\s@]+@[^\s@]+\.[^\s@]+$` accepts the same addresses but backtracks over every dot, which
 * took 2 to 5 s for a 64 KB field of dots; this takes well under a millisecond.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
/** Optional links must be absolute web addresses. */
export const URL_PATTERN = /^https?:\/\/\S+$/i;

/** Text lengths no honest answer reaches; they keep stored records and Slack messages bounded. */
export const LIMITS = { short: 200, email: 254, phone: 40, url: 500, long: 5_000 } as const;
