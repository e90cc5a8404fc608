import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '../config/locales';
import { useTranslations } from '../i18n';
import { buildTime } from './buildTime';
import { splitEntryId } from './fields';
import { listedJobs } from './openings';

type JobData = CollectionEntry<'jobs'>['data'];

/** A job as shown in one language: its data, its labels in that language and its entry (for `render()`). */
export interface Job extends JobData {
  slug: string;
  lang: Locale;
  labels: { type: string; workType: string; location: string };
  entry: CollectionEntry<'jobs'>;
}

const toJob = (lang: Locale, entry: CollectionEntry<'jobs'>): Job => {
  const { t } = useTranslations(lang);
  return {
    slug: splitEntryId(entry.id).slug,
    lang,
    ...entry.data,
    labels: {
      type: t(`careers:labels.types.${entry.data.type}`),
      workType: t(`careers:labels.workTypes.${entry.data.workType}`),
      location: t(`careers:labels.locations.${entry.data.location}`),
    },
    entry,
  };
};

/** Every job of one language, open or closed, by address. */
export async function getJobs(lang: Locale): Promise<Job[]> {
  const entries = await getCollection('jobs', ({ id }) => splitEntryId(id).lang === lang);
  const jobs = entries
    .map((entry) => toJob(lang, entry))
    .sort((a, b) => a.slug.localeCompare(b.slug));
  const pins = jobs.filter((job) => job.pinned !== undefined).map((job) => job.pinned);
  if (new Set(pins).size !== pins.length) {
    throw new Error(
      `Two jobs in src/content/jobs/${lang}/ share a \`pinned\` place: ${jobs
        .filter((job) => job.pinned)
        .map((job) => `${job.slug}=${job.pinned}`)
        .join(', ')}`,
    );
  }
  return jobs;
}

/** The jobs the careers page lists at `now` (by default the build's time), in page order. */
export const getListedJobs = async (lang: Locale, now = buildTime()) =>
  listedJobs(await getJobs(lang), now);
