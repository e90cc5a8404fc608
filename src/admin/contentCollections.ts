/**
 * The content collections in the admin: one folder collection per collection of
 * src/content.config.ts, its folder and format from `src/content/fields.ts`, its choices from the
 * enums of `src/content/schemas.ts`. A field listed as identical in every language in fields.ts is
 * edited once (`i18n: duplicate`: the admin copies it into every language's file); every other
 * field is translated, and required in each language unless the schema makes it optional.
 *
 * The parity test (tests/unit/admin-config.test.ts) holds these fields against `z.toJSONSchema()`
 * of each collection's Zod schema: names, types, required, choices.
 */
import type { Field, EntryCollection } from '@sveltia/cms';
import { SITE } from '../config/site.ts';
import { COLLECTIONS, type CollectionName } from '../content/fields.ts';
import {
  COURSE_FORMATS,
  EDUCATION_LEVELS,
  JOB_LOCATIONS,
  JOB_TYPES,
  POST_CATEGORIES,
  RESERVED_SLUGS,
  SALARY_UNITS,
  SLUG,
  TESTIMONIAL_CATEGORIES,
  WORK_TYPES,
} from '../content/schemas.ts';

/** The images of a collection: under src/assets, where astro:assets finds them. */
const assetsOf = (folder: string) => `src/assets/${folder}`;

/** The way from an entry's folder up to `src/`: `../../..` from `src/content/posts/en/`. */
const toSrc = (name: CollectionName) => {
  const { folder, translated } = COLLECTIONS[name];
  return Array(folder.split('/').length - 1 + (translated ? 1 : 0))
    .fill('..')
    .join('/');
};

/**
 * Where a collection's images are uploaded (from the project root) and how an entry names them
 * (relative to itself, which is how a content collection's `image()` resolves a path).
 */
const media = (name: CollectionName, folder: string) => ({
  media_folder: `/${assetsOf(folder)}`,
  public_folder: `${toSrc(name)}/assets/${folder}`,
});

const options = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({
    value,
    label: labels[value] ?? value.charAt(0).toUpperCase() + value.slice(1),
  }));

/** A day (`2026-11-10`), as the site's schemas read it. */
const day = (name: string, label: string, hint?: string): Field => ({
  name,
  label,
  widget: 'datetime',
  type: 'date',
  format: 'YYYY-MM-DD',
  ...(hint ? { hint } : {}),
});

/** A moment of an event, entered and stored in the offices' time zone (`2026-11-07T09:30:00+03:00`). */
const moment = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'datetime',
  input_timezone: SITE.timeZone,
  format: 'YYYY-MM-DDTHH:mm:ssZ',
});

/**
 * The draft switch of a post, a job or a course: a choice whose one option is `true`, so that an
 * entry that is not a draft holds no `draft` key at all. Sveltia's boolean widget would not do:
 * it fills a missing boolean with `false` and writes it back, so every file an editor saved would
 * gain a `draft: false` line (fields/boolean/defaults.js in @sveltia/cms 0.221); a choice left
 * unset is empty and, being optional, is left out of the file. Set in one language, it is copied
 * into every language: an entry is a draft everywhere or nowhere.
 */
const draft = (what: string): Field => ({
  name: 'draft',
  label: 'Draft',
  widget: 'select',
  options: [{ label: 'Draft: not on the site', value: true }],
  required: false,
  hint: `A draft ${what} is saved but built nowhere, in no language: no page, no listing, no feed, no sitemap. Choose (None) to publish it.`,
});

const text = (name: string, label: string, hint?: string): Field => ({
  name,
  label,
  widget: 'string',
  ...(hint ? { hint } : {}),
});

/** The article itself: the Markdown after the frontmatter. */
const body = (label: string, hint: string): Field => ({
  name: 'body',
  label,
  widget: 'markdown',
  hint,
});

/**
 * Marks each field, at every depth, as translated (`true`) or edited once and copied into every
 * language (`duplicate`), by its key path in fields.ts. An object whose fields are all shared is
 * shared as a whole.
 */
function localize(fields: readonly Field[], identical: readonly string[], at = ''): Field[] {
  return fields.map((field) => {
    const path = `${at}${field.name}`;
    if ('fields' in field && Array.isArray(field.fields) && field.widget === 'object') {
      const children = localize(field.fields, identical, `${path}.`);
      const shared =
        identical.includes(path) ||
        children.every((child) => 'i18n' in child && child.i18n === 'duplicate');
      return { ...field, fields: children, i18n: shared ? 'duplicate' : true } as Field;
    }
    return { ...field, i18n: identical.includes(path) ? 'duplicate' : true } as Field;
  });
}

/**
 * A folder collection with one file per entry and language (`{folder}/{lang}/{slug}.{ext}`), or
 * one file per entry (`{folder}/{slug}.{ext}`) when nothing is translated. The file name is the
 * slug, the same in every language: it is made from the default language's `identifier` when the
 * entry is created, can be changed then, and not afterwards (it is the page's address).
 */
function collection(
  name: CollectionName,
  definition: Omit<EntryCollection, 'name' | 'folder' | 'fields' | 'extension' | 'format'> & {
    fields: Field[];
    identifier: string;
  },
): EntryCollection {
  const { folder, extension, translated, identical } = COLLECTIONS[name];
  const { identifier, fields, ...rest } = definition;
  const reserved = RESERVED_SLUGS[name];
  const pattern = reserved.length
    ? `^(?!(?:${reserved.join('|')})$)${SLUG.source.slice(1)}`
    : SLUG.source;
  return {
    name,
    folder,
    extension,
    format: extension === 'md' ? 'yaml-frontmatter' : 'json',
    identifier_field: identifier,
    slug: {
      template: `{{${identifier}}}`,
      editable: ['create'],
      pattern: [
        pattern,
        `Lower-case words joined by hyphens, like "ai-week-2026"${reserved.length ? `; not ${reserved.join(', ')}` : ''}.`,
      ],
      hint: 'The file name and the address of the page, the same in every language. It cannot be changed once saved.',
    },
    i18n: translated,
    // Two languages side by side are more use to a translator than a generic preview.
    ...(translated ? { editor: { preview: false } } : {}),
    fields: translated ? localize(fields, identical) : fields,
    ...rest,
  };
}

const postsCollection = () =>
  collection('posts', {
    label: 'Posts',
    label_singular: 'Post',
    description: 'News, events and articles: the Developments page, each with a page of its own.',
    icon: 'article',
    identifier: 'title',
    summary: '{{title}} ({{date}})',
    sortable_fields: {
      fields: ['date', 'title', 'category'],
      default: { field: 'date', direction: 'descending' },
    },
    ...media('posts', 'posts'),
    fields: [
      text('title', 'Title'),
      draft('post'),
      {
        name: 'excerpt',
        label: 'Excerpt',
        widget: 'text',
        hint: 'One or two sentences: the card, the description for search engines and the feed.',
      },
      day(
        'date',
        'Date',
        'The listing shows the newest first. A later day schedules the post: it appears on that day (Istanbul time), with the nightly rebuild.',
      ),
      { name: 'category', label: 'Category', widget: 'select', options: options(POST_CATEGORIES) },
      {
        name: 'cover',
        label: 'Cover',
        widget: 'image',
        hint: 'Wide art (about 16:9), an SVG or a large photo.',
      },
      {
        name: 'author',
        label: 'Author',
        widget: 'relation',
        collection: 'team',
        value_field: '{{slug}}',
        search_fields: ['name'],
        display_fields: ['name'],
      },
      {
        name: 'event',
        label: 'Event',
        widget: 'object',
        required: false,
        hint: 'For a post of category Event: when and where it takes place.',
        fields: [
          moment('startDate', 'Starts'),
          moment('endDate', 'Ends'),
          text('location', 'Venue'),
          text('address', 'Town or city'),
        ],
      },
      body('Article', 'The text of the post, 200 to 400 words. Use ## for section headings.'),
    ],
  });

const jobsCollection = () =>
  collection('jobs', {
    label: 'Jobs',
    label_singular: 'Job',
    description: 'Open positions: the Careers page, each with a page and an application form.',
    icon: 'work',
    identifier: 'title',
    summary: '{{title}} (closes {{validThrough}})',
    sortable_fields: {
      fields: ['datePosted', 'validThrough', 'title'],
      default: { field: 'datePosted', direction: 'descending' },
    },
    fields: [
      text('title', 'Title'),
      draft('job'),
      {
        name: 'type',
        label: 'Type',
        widget: 'select',
        options: options(JOB_TYPES, { internship: 'Internship', fullTime: 'Full time' }),
      },
      { name: 'workType', label: 'Work type', widget: 'select', options: options(WORK_TYPES) },
      { name: 'location', label: 'Location', widget: 'select', options: options(JOB_LOCATIONS) },
      day(
        'datePosted',
        'Posted on',
        'A later day schedules the job: it is listed from that day (Istanbul time), with the nightly rebuild.',
      ),
      day(
        'validThrough',
        'Closing date',
        'After this day the job leaves the list (with the nightly rebuild) and its page says it is closed.',
      ),
      {
        name: 'pinned',
        label: 'Pinned',
        widget: 'number',
        value_type: 'int',
        min: 1,
        max: 3,
        required: false,
        hint: '1 to 3: one of the three cards always shown first, in this order. Empty: shuffled with the others.',
      },
      {
        name: 'salary',
        label: 'Salary',
        widget: 'object',
        hint: 'Gross pay range.',
        fields: [
          {
            name: 'currency',
            label: 'Currency',
            widget: 'string',
            default: 'TRY',
            pattern: ['^[A-Z]{3}$', 'A three-letter code such as TRY.'],
          },
          { name: 'min', label: 'From', widget: 'number', value_type: 'int', min: 1 },
          { name: 'max', label: 'To', widget: 'number', value_type: 'int', min: 1 },
          {
            name: 'unit',
            label: 'Per',
            widget: 'select',
            options: options(SALARY_UNITS),
            default: 'MONTH',
          },
        ],
      },
      {
        name: 'experienceMonths',
        label: 'Experience (months)',
        widget: 'number',
        value_type: 'int',
        min: 0,
        default: 0,
        hint: '0 when none is needed.',
      },
      {
        name: 'education',
        label: 'Education',
        widget: 'select',
        options: options(EDUCATION_LEVELS),
      },
      body(
        'Description',
        'Four sections, each under a ## heading: the role, what you will do, what we look for, what we offer.',
      ),
    ],
  });

const coursesCollection = () =>
  collection('courses', {
    label: 'Courses',
    label_singular: 'Course',
    description: 'Academy courses, each with its application page.',
    icon: 'school',
    identifier: 'title',
    summary: '{{title}} (starts {{startDate}})',
    fields: [
      text('title', 'Title'),
      draft('course'),
      {
        name: 'description',
        label: 'Description',
        widget: 'text',
        hint: 'One sentence, shown above the application form.',
      },
      day('startDate', 'Starts on'),
      {
        name: 'durationWeeks',
        label: 'Duration (weeks)',
        widget: 'number',
        value_type: 'int',
        min: 1,
      },
      { name: 'format', label: 'Format', widget: 'select', options: options(COURSE_FORMATS) },
      {
        name: 'hoursPerWeek',
        label: 'Hours per week',
        widget: 'number',
        value_type: 'float',
        min: 0.5,
        step: 0.5,
      },
      {
        name: 'price',
        label: 'Price',
        widget: 'number',
        value_type: 'int',
        min: 0,
        hint: 'For the whole course; 0 when it is free.',
      },
      {
        name: 'currency',
        label: 'Currency',
        widget: 'string',
        default: 'TRY',
        pattern: ['^[A-Z]{3}$', 'A three-letter code such as TRY.'],
      },
      body('Syllabus', 'What the course covers, week by week.'),
    ],
  });

const teamCollection = () =>
  collection('team', {
    label: 'Team',
    label_singular: 'Team member',
    description: 'The people on the About page; authors of posts.',
    icon: 'group',
    identifier: 'name',
    sortable_fields: {
      fields: ['order', 'name'],
      default: { field: 'order', direction: 'ascending' },
    },
    ...media('team', 'team'),
    fields: [
      text('name', 'Name'),
      text('title', 'Job title'),
      { name: 'quote', label: 'Quote', widget: 'text' },
      {
        name: 'photo',
        label: 'Photo',
        widget: 'image',
        required: false,
        hint: 'Square. Without one, the default profile picture is shown.',
      },
      { name: 'profileUrl', label: 'Profile link', widget: 'string', type: 'url' },
      {
        name: 'order',
        label: 'Order',
        widget: 'number',
        value_type: 'int',
        hint: 'Place on the About page, smallest first.',
      },
      {
        name: 'featured',
        label: 'Core team',
        widget: 'boolean',
        default: false,
        hint: 'Shown in the core team on the About page.',
      },
    ],
  });

const testimonialsCollection = () =>
  collection('testimonials', {
    label: 'Testimonials',
    label_singular: 'Testimonial',
    description: 'What clients say, on the home page.',
    icon: 'format_quote',
    identifier: 'role',
    summary: '{{name}}, {{role}}',
    sortable_fields: {
      fields: ['order', 'name'],
      default: { field: 'order', direction: 'ascending' },
    },
    ...media('testimonials', 'home/testimonials'),
    fields: [
      {
        name: 'name',
        label: 'Name',
        widget: 'string',
        required: false,
        hint: 'Leave empty for a client who prefers not to be named.',
      },
      text('role', 'Role and company'),
      { name: 'quote', label: 'Quote', widget: 'text' },
      { name: 'image', label: 'Picture', widget: 'image', required: false },
      {
        name: 'category',
        label: 'Category',
        widget: 'select',
        options: options(TESTIMONIAL_CATEGORIES),
      },
      {
        name: 'order',
        label: 'Order',
        widget: 'number',
        value_type: 'int',
        hint: 'Smallest first.',
      },
    ],
  });

const insightsCollection = () =>
  collection('insights', {
    label: 'Research insights',
    label_singular: 'Research insight',
    description: 'Findings of outside research, quoted on the GEO and consultancy pages.',
    icon: 'insights',
    identifier: 'source',
    summary: '{{source}} ({{date}})',
    fields: [
      text('source', 'Source'),
      day('date', 'Published on'),
      { name: 'insight', label: 'Finding', widget: 'text' },
      text('category', 'Topic'),
      { name: 'url', label: 'Link', widget: 'string', type: 'url', required: false },
    ],
  });

const partnersCollection = () =>
  collection('partners', {
    label: 'Partners',
    label_singular: 'Partner',
    description: 'Logos of clients and partners: one file each, nothing to translate.',
    icon: 'handshake',
    identifier: 'name',
    sortable_fields: {
      fields: ['order', 'name'],
      default: { field: 'order', direction: 'ascending' },
    },
    ...media('partners', 'partners'),
    fields: [
      text('name', 'Name'),
      {
        name: 'logo',
        label: 'Logo',
        widget: 'image',
        hint: 'A one-colour SVG wordmark drawn in currentColor.',
      },
      {
        name: 'order',
        label: 'Order',
        widget: 'number',
        value_type: 'int',
        hint: 'Smallest first.',
      },
      { name: 'consultancy', label: 'On the consultancy page', widget: 'boolean', default: false },
    ],
  });

/** Every content collection, in the order the admin lists them. */
export const contentCollections = (): EntryCollection[] => [
  postsCollection(),
  jobsCollection(),
  coursesCollection(),
  teamCollection(),
  testimonialsCollection(),
  insightsCollection(),
  partnersCollection(),
];
