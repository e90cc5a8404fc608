import { getCollection } from 'astro:content';
import { LOCALES, type Locale } from '../config/locales';
import { splitEntryId } from './fields';

/** The languages that have an entry of this slug, in the site's language order: a page's hreflang alternates. */
export async function languagesOf(
  collection: 'posts' | 'jobs' | 'courses',
  slug: string,
): Promise<Locale[]> {
  const entries = await getCollection(collection, ({ id }) => splitEntryId(id).slug === slug);
  const present = new Set(entries.map(({ id }) => splitEntryId(id).lang));
  return LOCALES.filter((lang) => present.has(lang));
}
