import { getCollection } from 'astro:content';
import type { Locale } from '../config/locales';
import { splitEntryId } from './fields';
import type { TestimonialCategory } from './schemas';

export type { TestimonialCategory } from './schemas';

/** A testimonial as an island receives it: translated, with the image as a URL. */
export interface ShownTestimonial {
  id: string;
  name?: string;
  role: string;
  quote: string;
  image?: string;
}

/** The testimonials of one category (or all) in one language, in their order. */
export async function shownTestimonials(
  lang: Locale,
  category?: TestimonialCategory,
): Promise<ShownTestimonial[]> {
  const entries = await getCollection(
    'testimonials',
    ({ id, data }) => splitEntryId(id).lang === lang && (!category || data.category === category),
  );
  return entries
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ id, data }) => ({
      id: splitEntryId(id).slug,
      name: data.name,
      role: data.role,
      quote: data.quote,
      image: data.image?.src,
    }));
}
