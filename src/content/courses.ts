import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '../config/locales';
import { splitEntryId } from './fields';

/** A course as shown in one language. */
export type Course = CollectionEntry<'courses'>['data'] & {
  id: string;
  entry: CollectionEntry<'courses'>;
};

const toCourse = (entry: CollectionEntry<'courses'>): Course => ({
  id: splitEntryId(entry.id).slug,
  ...entry.data,
  entry,
});

/** The courses in one language, soonest start first. */
export async function getCourses(lang: Locale): Promise<Course[]> {
  const entries = await getCollection('courses', ({ id }) => splitEntryId(id).lang === lang);
  return entries
    .map(toCourse)
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || a.id.localeCompare(b.id));
}

/** The end of a course: its start plus its weeks. */
export const courseEnd = ({
  startDate,
  durationWeeks,
}: Pick<Course, 'startDate' | 'durationWeeks'>) =>
  new Date(startDate.getTime() + (durationWeeks * 7 - 1) * 24 * 60 * 60 * 1000);
