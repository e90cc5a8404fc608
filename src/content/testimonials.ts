/**
 * Testimonials: eleven fixed sample entries from the invented partner companies (no real person
 * or company). Roles and quotes live in `locales/{lang}/testimonials.json` under `items.{id}`.
 * One entry is anonymous, as some clients prefer: no name and no image.
 */
import type { Locale } from '../config/locales';
import { z } from 'zod';
import { useTranslations } from '../i18n';
import { textsNamed } from '../i18n/schemas';
import selin from '../assets/home/testimonials/selin.svg';
import marc from '../assets/home/testimonials/marc.svg';
import elif from '../assets/home/testimonials/elif.svg';
import burak from '../assets/home/testimonials/burak.svg';
import kerem from '../assets/home/testimonials/kerem.svg';
import deniz from '../assets/home/testimonials/deniz.svg';
import zeynep from '../assets/home/testimonials/zeynep.svg';

export type TestimonialCategory = 'consultancy' | 'solutions' | 'products';

export interface Testimonial {
  id: string;
  name?: string;
  image?: { src: string };
  category: TestimonialCategory;
}

const entry = (id: string, category: TestimonialCategory, name?: string, image?: { src: string }): Testimonial => ({
  id,
  name,
  image,
  category,
});

export const TESTIMONIALS: readonly Testimonial[] = [
  entry('bank', 'consultancy', 'Selin Aydemir', selin),
  entry('logistics', 'consultancy', 'Marc Delorme', marc),
  entry('health', 'consultancy', 'Elif Karaca', elif),
  entry('retail', 'consultancy'),
  entry('telecom', 'solutions', 'Burak Özkan', burak),
  entry('foods', 'solutions', 'Lucía Ferrer'),
  entry('mobility', 'consultancy', 'Kerem Yalçın', kerem),
  entry('energy', 'consultancy', 'Anna Weber'),
  entry('media', 'products', 'Deniz Arslan', deniz),
  entry('insurance', 'consultancy', 'Julien Marchand'),
  entry('innovation', 'solutions', 'Zeynep Çelik', zeynep),
];

/** A testimonial as an island receives it: translated, with the image as a URL. */
export interface ShownTestimonial {
  id: string;
  name?: string;
  role: string;
  quote: string;
  image?: string;
}

/** The testimonials of one category (or all), translated for the page. */
export function shownTestimonials(lang: Locale, category?: TestimonialCategory): ShownTestimonial[] {
  const texts = useTranslations(lang).tObject('testimonials:items', z.record(z.string(), textsNamed('role', 'quote')));
  return TESTIMONIALS.filter((item) => !category || item.category === category).map((item) => {
    const text = texts[item.id];
    if (!text) throw new Error(`Testimonial ${item.id} has no role and quote in locales/${lang}/testimonials.json`);
    return { id: item.id, name: item.name, ...text, image: item.image?.src };
  });
}
