/**
 * The Zod schema of every content collection. Objects are strict: a field the schema does not
 * name fails the build, so a typo in a frontmatter key is caught, not silently dropped. Each
 * schema takes the `image()` helper (Astro's, at build time; a stand-in in unit tests).
 * Which fields are shared by every language is said in `fields.ts`, not here.
 */
import { z } from 'zod';
import type { CollectionName } from './fields.ts';

/** An entry's file name without its extension: lower-case words joined by hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = () =>
  z.string().regex(SLUG, 'must be lower-case words joined by hyphens, like "selin-koc"');
const text = () => z.string().trim().min(1, 'must not be empty');
/** A date in the frontmatter (`2026-11-10`), which YAML already reads as a Date; strings are accepted from JSON. */
const day = () => z.coerce.date();

/** The kinds of event a post reports, in the order the filter shows them. */
const EVENT_CATEGORIES = [
  'event',
  'seminar',
  'presentation',
  'training',
  'media',
  'conference',
  'panel',
] as const;
/** The categories a visitor can filter by ('all' first). */
export const FILTER_CATEGORIES = ['all', ...EVENT_CATEGORIES] as const;
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];
/** Every category a post can carry: the filterable ones, plus entrepreneurship (listed under 'all' only). */
export const POST_CATEGORIES = [...EVENT_CATEGORIES, 'entrepreneurship'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

/**
 * File names an entry cannot take, because its page's address would be another page's: a post
 * sits beside the listing's filter and page addresses, a job beside its application pages.
 */
export const RESERVED_SLUGS: Record<CollectionName, readonly string[]> = {
  posts: [...FILTER_CATEGORIES, 'page'],
  jobs: ['apply', 'success'],
  courses: ['success'],
  team: [],
  testimonials: [],
  insights: [],
  partners: [],
};

export const postSchema = <I extends z.ZodType>(image: () => I) =>
  z
    .strictObject({
      title: text(),
      /** Built nowhere while true: no page, listing, feed or sitemap entry, in any language. */
      draft: z.boolean().optional(),
      /** One or two sentences for the card, the meta description and the feed. */
      excerpt: text(),
      /** Publication date: the listing shows the newest first; a later day is published from that day (Istanbul). */
      date: day(),
      category: z.enum(POST_CATEGORIES),
      /** Cover art, relative to the entry: `../../../assets/posts/{slug}.svg`. */
      cover: image(),
      /** The team member who wrote it: a file name of src/content/team/{lang}/. */
      author: slug(),
      /** What, when and where, for a post about an event (category `event`). */
      event: z
        .strictObject({
          startDate: z.coerce.date(),
          endDate: z.coerce.date(),
          /** The venue, in the page's language. */
          location: text(),
          /** The town or city, as the page's language writes it ("İstanbul", "Estambul"). */
          address: text(),
        })
        .refine((event) => event.endDate >= event.startDate, {
          message: 'endDate is before startDate',
          path: ['endDate'],
        })
        .optional(),
    })
    .refine((post) => post.category !== 'event' || post.event, {
      message: 'a post of category "event" needs `event` (startDate, endDate, location, address)',
      path: ['event'],
    });

export const JOB_TYPES = ['internship', 'fullTime'] as const;
/** Each has its label under `careers:labels.workTypes`. */
export const WORK_TYPES = ['hybrid'] as const;
/** Each has its label under `careers:labels.locations` and its office in src/config/site.ts. */
export const JOB_LOCATIONS = ['istanbul'] as const;
/** Google's credential categories for `educationRequirements`; `none` for "no requirements". */
export const EDUCATION_LEVELS = [
  'none',
  'high school',
  'associate degree',
  'bachelor degree',
  'professional certificate',
  'postgraduate degree',
] as const;
export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

export const jobSchema = () =>
  z
    .strictObject({
      title: text(),
      /** Built nowhere while true: no page, listing, feed or sitemap entry, in any language. */
      draft: z.boolean().optional(),
      type: z.enum(JOB_TYPES),
      workType: z.enum(WORK_TYPES),
      location: z.enum(JOB_LOCATIONS),
      /** Listed from this day (Istanbul). */
      datePosted: day(),
      /** The closing date: after it the job is not listed and its page says it is closed. */
      validThrough: day(),
      /** 1 to 3: one of the cards always shown first, in this order; the others are shuffled. */
      pinned: z.number().int().min(1).max(3).optional(),
      /** Gross pay range. */
      salary: z
        .strictObject({
          currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as TRY'),
          min: z.number().positive(),
          max: z.number().positive(),
          unit: z.enum(SALARY_UNITS),
        })
        .refine((salary) => salary.max >= salary.min, {
          message: 'max is below min',
          path: ['max'],
        }),
      /** Months of experience the role asks for; 0 when none. */
      experienceMonths: z.number().int().min(0),
      education: z.enum(EDUCATION_LEVELS),
    })
    .refine((job) => job.validThrough >= job.datePosted, {
      message: 'validThrough is before datePosted',
      path: ['validThrough'],
    });

export const COURSE_FORMATS = ['online', 'in-person', 'hybrid'] as const;

export const courseSchema = () =>
  z.strictObject({
    title: text(),
    /** Built nowhere while true: no page, listing or sitemap entry, in any language. */
    draft: z.boolean().optional(),
    description: text(),
    startDate: day(),
    durationWeeks: z.number().int().positive(),
    format: z.enum(COURSE_FORMATS),
    hoursPerWeek: z.number().positive(),
    /** The fee for the whole course; 0 when it is free. */
    price: z.number().min(0),
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as TRY'),
  });

export const teamSchema = <I extends z.ZodType>(image: () => I) =>
  z.strictObject({
    name: text(),
    title: text(),
    quote: text(),
    /** Relative to the entry; without one the default profile image is shown. */
    photo: image().optional(),
    profileUrl: z.url(),
    /** Place on the about page, smallest first. */
    order: z.number().int(),
    /** Shown in the core team on the about page. */
    featured: z.boolean(),
  });

export const TESTIMONIAL_CATEGORIES = ['consultancy', 'solutions', 'products'] as const;
export type TestimonialCategory = (typeof TESTIMONIAL_CATEGORIES)[number];

export const testimonialSchema = <I extends z.ZodType>(image: () => I) =>
  z.strictObject({
    /** Left out for a client who prefers not to be named. */
    name: text().optional(),
    role: text(),
    quote: text(),
    image: image().optional(),
    category: z.enum(TESTIMONIAL_CATEGORIES),
    order: z.number().int(),
  });

export const insightSchema = () =>
  z.strictObject({
    source: text(),
    date: day(),
    insight: text(),
    category: text(),
    url: z.url().optional(),
  });

export const partnerSchema = <I extends z.ZodType>(image: () => I) =>
  z.strictObject({
    name: text(),
    /** A monochrome SVG wordmark drawn in `currentColor`, relative to the entry. */
    logo: image(),
    order: z.number().int(),
    /** Shown on the consultancy page. */
    consultancy: z.boolean(),
  });
