/**
 * Entries that test what a build publishes (src/content/publishing.ts), written into a copy of the
 * project in each of its languages: a post, a job and a course that are drafts, a post and a job
 * dated a week after the build, a post, a job and a course that are published, dated the day
 * before, and a job that closed the day before. Dates are counted from the day the test runs, in
 * Istanbul, as the build counts them.
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COLLECTIONS } from '../../../src/content/fields';

const DAY = 24 * 60 * 60 * 1000;
/** The day `offset` days from today in Istanbul (UTC+3 all year), as a frontmatter date. */
const istanbulDay = (offset: number) =>
  new Date(Date.now() + 3 * 60 * 60 * 1000 + offset * DAY).toISOString().slice(0, 10);

/** The slugs, by collection and by whether a build made today must publish them. */
export const FIXTURES = {
  published: {
    posts: ['zz-published-post'],
    jobs: ['zz-published-job'],
    courses: ['zz-published-course'],
  },
  unpublished: {
    posts: ['zz-draft-post', 'zz-scheduled-post'],
    jobs: ['zz-draft-job', 'zz-scheduled-job'],
    courses: ['zz-draft-course'],
  },
  /** Published, and past its closing day: its page answers, closed, and is neither listed nor searched. */
  closed: { jobs: ['zz-closed-job'] },
} as const;

const frontmatter = (fields: Record<string, string | number | boolean>, body: string) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n${body}\n`;

const post = (slug: string, date: string, draft: boolean) =>
  frontmatter(
    {
      title: `Fixture ${slug}`,
      ...(draft ? { draft: true } : {}),
      excerpt: `Excerpt of ${slug}.`,
      date,
      category: 'media',
      cover: '../../../assets/posts/nova-ai-day-istanbul.svg',
      author: 'selin-koc',
    },
    `Text of ${slug}.`,
  );

const job = (slug: string, datePosted: string, draft: boolean, validThrough = istanbulDay(60)) =>
  `${frontmatter(
    {
      title: `Fixture ${slug}`,
      ...(draft ? { draft: true } : {}),
      type: 'fullTime',
      workType: 'hybrid',
      location: 'istanbul',
      datePosted,
      validThrough,
    },
    `## The role\n\nText of ${slug}.`,
  ).replace(
    '---\n\n',
    'salary:\n  currency: TRY\n  min: 1000\n  max: 2000\n  unit: MONTH\nexperienceMonths: 0\neducation: none\n---\n\n',
  )}`;

const course = (slug: string, draft: boolean) =>
  frontmatter(
    {
      title: `Fixture ${slug}`,
      ...(draft ? { draft: true } : {}),
      description: `Description of ${slug}.`,
      startDate: istanbulDay(30),
      durationWeeks: 4,
      format: 'online',
      hoursPerWeek: 2,
      price: 0,
      currency: 'TRY',
    },
    `Syllabus of ${slug}.`,
  );

/** Writes every fixture into every language folder of the copy at `root`. */
export async function addPublishingFixtures(root: string) {
  const files: Record<string, string> = {
    [`${COLLECTIONS.posts.folder}/{lang}/zz-published-post.md`]: post(
      'zz-published-post',
      istanbulDay(-1),
      false,
    ),
    [`${COLLECTIONS.posts.folder}/{lang}/zz-draft-post.md`]: post(
      'zz-draft-post',
      istanbulDay(-1),
      true,
    ),
    [`${COLLECTIONS.posts.folder}/{lang}/zz-scheduled-post.md`]: post(
      'zz-scheduled-post',
      istanbulDay(7),
      false,
    ),
    [`${COLLECTIONS.jobs.folder}/{lang}/zz-published-job.md`]: job(
      'zz-published-job',
      istanbulDay(-1),
      false,
    ),
    [`${COLLECTIONS.jobs.folder}/{lang}/zz-draft-job.md`]: job(
      'zz-draft-job',
      istanbulDay(-1),
      true,
    ),
    [`${COLLECTIONS.jobs.folder}/{lang}/zz-scheduled-job.md`]: job(
      'zz-scheduled-job',
      istanbulDay(7),
      false,
    ),
    [`${COLLECTIONS.jobs.folder}/{lang}/zz-closed-job.md`]: job(
      'zz-closed-job',
      istanbulDay(-30),
      false,
      istanbulDay(-1),
    ),
    [`${COLLECTIONS.courses.folder}/{lang}/zz-published-course.md`]: course(
      'zz-published-course',
      false,
    ),
    [`${COLLECTIONS.courses.folder}/{lang}/zz-draft-course.md`]: course('zz-draft-course', true),
  };
  const languages = await readdir(path.join(root, COLLECTIONS.posts.folder));
  for (const [file, text] of Object.entries(files))
    for (const lang of languages)
      await writeFile(path.join(root, file.replace('{lang}', lang)), text);
}
