import type { ImageMetadata } from 'astro';
import type { Locale } from '../config/locales';
import { z } from 'zod';
import { useTranslations } from '../i18n';
import { textsNamed } from '../i18n/schemas';

/** The categories a visitor can filter by, in the order the filter shows them ('all' first). */
export const FILTER_CATEGORIES = ['all', 'event', 'seminar', 'presentation', 'training', 'media', 'conference', 'panel'] as const;
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];

/** Every category a post can carry: the filterable ones, plus entrepreneurship (listed under 'all' only). */
export type PostCategory = Exclude<FilterCategory, 'all'> | 'entrepreneurship';

/** A development post as stored: text lives in `locales/{lang}/developments.json` under `posts.{id}`. */
interface PostEntry {
  id: number;
  slug: string;
  category: PostCategory;
}

/** The posts in the order the page lists them (the two newest, 14 and 15, sit right after the first two). */
const POST_ENTRIES: readonly PostEntry[] = [
  { id: 1, slug: 'nova-ai-day-istanbul', category: 'event' },
  { id: 2, slug: 'responsible-ai-customer-service-seminar', category: 'seminar' },
  { id: 14, slug: 'founders-evening-prototype-to-customer', category: 'entrepreneurship' },
  { id: 15, slug: 'real-time-voice-agents-training', category: 'training' },
  { id: 3, slug: 'on-premises-agentic-ai-finance', category: 'presentation' },
  { id: 4, slug: 'turkish-language-models-on-air', category: 'media' },
  { id: 5, slug: 'multilingual-models-keynote', category: 'conference' },
  { id: 6, slug: 'ai-future-of-work-panel', category: 'panel' },
  { id: 7, slug: 'technopark-open-office-day', category: 'event' },
  { id: 8, slug: 'ai-literacy-workshop-teachers', category: 'training' },
  { id: 9, slug: 'vision-language-models-retail-seminar', category: 'seminar' },
  { id: 10, slug: 'mentoring-ai-startups', category: 'entrepreneurship' },
  { id: 11, slug: 'speech-ai-hackathon', category: 'event' },
  { id: 12, slug: 'self-service-kiosk-demo', category: 'presentation' },
  { id: 13, slug: 'small-team-big-models-profile', category: 'media' },
];

const covers = import.meta.glob<{ default: ImageMetadata }>('../assets/posts/*.svg', { eager: true });

const coverOf = (slug: string): ImageMetadata => {
  const cover = covers[`../assets/posts/${slug}.svg`];
  if (!cover) throw new Error(`Post ${slug} has no cover art in src/assets/posts/`);
  return cover.default;
};

/** A post as shown in one language. */
export interface Post {
  id: number;
  title: string;
  excerpt: string;
  image: ImageMetadata;
  category: PostCategory;
}

export function getPosts(lang: Locale): Post[] {
  const texts = useTranslations(lang).tObject('developments:posts', z.record(z.string(), textsNamed('title', 'excerpt')));
  return POST_ENTRIES.map(({ id, slug, category }) => {
    const text = texts[id];
    if (!text) throw new Error(`Post ${id} has no title and excerpt in locales/${lang}/developments.json`);
    return { id, category, ...text, image: coverOf(slug) };
  });
}

/** The ids of the posts a filter shows, in page order. */
export const postIdsIn = (category: FilterCategory): number[] =>
  POST_ENTRIES.filter((post) => category === 'all' || post.category === category).map((post) => post.id);
