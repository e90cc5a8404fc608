import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '../config/locales';
import { splitEntryId } from './fields';

type Insight = CollectionEntry<'insights'>['data'] & { slug: string };

/** The research insights in one language, newest first. */
export async function getInsights(lang: Locale): Promise<Insight[]> {
  const entries = await getCollection('insights', ({ id }) => splitEntryId(id).lang === lang);
  return entries
    .map(({ id, data }) => ({ slug: splitEntryId(id).slug, ...data }))
    .sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
}
