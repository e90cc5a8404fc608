import type { Locale } from '../config/locales';
import { useTranslations } from '../i18n';

/**
 * The open positions. The first three are always listed first; the careers page shuffles the rest
 * on every visit. Titles and labels live in `locales/{lang}/careers.json`.
 */
export const FIXED_JOB_SLUGS = ['ai-developer-intern', 'ui-ux-developer-intern', 'ai-developer'] as const;
export const SHUFFLED_JOB_SLUGS = [
  'ai-engineer',
  'data-scientist',
  'full-stack-developer',
  'social-media-intern',
  'ui-ux-developer',
  'data-analyst-intern',
  'ai-engineer-intern',
] as const;

export type JobSlug = (typeof FIXED_JOB_SLUGS)[number] | (typeof SHUFFLED_JOB_SLUGS)[number];
export type JobType = 'internship' | 'fullTime';

const JOB_TYPES: Record<JobSlug, JobType> = {
  'ai-developer-intern': 'internship',
  'ui-ux-developer-intern': 'internship',
  'ai-developer': 'fullTime',
  'ai-engineer': 'fullTime',
  'data-scientist': 'fullTime',
  'full-stack-developer': 'fullTime',
  'social-media-intern': 'internship',
  'ui-ux-developer': 'fullTime',
  'data-analyst-intern': 'internship',
  'ai-engineer-intern': 'internship',
};

export const JOB_SLUGS: readonly JobSlug[] = [...FIXED_JOB_SLUGS, ...SHUFFLED_JOB_SLUGS];

/** A job card as shown in one language. */
export interface Job {
  slug: JobSlug;
  title: string;
  type: string;
  workType: string;
  location: string;
}

export function getJob(lang: Locale, slug: JobSlug): Job {
  const { t } = useTranslations(lang);
  return {
    slug,
    title: t(`careers:jobs.${slug}.title`),
    type: t(`careers:labels.types.${JOB_TYPES[slug]}`),
    workType: t('careers:labels.workTypes.hybrid'),
    location: t('careers:labels.locations.istanbul'),
  };
}

export const getJobs = (lang: Locale): Job[] => JOB_SLUGS.map((slug) => getJob(lang, slug));
