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
  category: PostCategory;
}

/** The posts in the order the page lists them (the two newest, 14 and 15, sit right after the first two). */
const POST_ENTRIES: readonly PostEntry[] = [
  { id: 1, category: 'event' },
  { id: 2, category: 'seminar' },
  { id: 14, category: 'entrepreneurship' },
  { id: 15, category: 'training' },
  { id: 3, category: 'presentation' },
  { id: 4, category: 'media' },
  { id: 5, category: 'conference' },
  { id: 6, category: 'panel' },
  { id: 7, category: 'event' },
  { id: 8, category: 'training' },
  { id: 9, category: 'seminar' },
  { id: 10, category: 'entrepreneurship' },
  { id: 11, category: 'event' },
  { id: 12, category: 'presentation' },
  { id: 13, category: 'media' },
];

const covers = import.meta.glob<{ default: ImageMetadata }>('../assets/posts/post-*.svg', { eager: true });

const coverOf = (id: number): ImageMetadata => {
  const cover = covers[`../assets/posts/post-${id}.svg`];
  if (!cover) throw new Error(`Post ${id} has no cover art in src/assets/posts/`);
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
  return POST_ENTRIES.map(({ id, category }) => {
    const text = texts[id];
    if (!text) throw new Error(`Post ${id} has no title and excerpt in locales/${lang}/developments.json`);
    return { id, category, ...text, image: coverOf(id) };
  });
}

/** The ids of the posts a filter shows, in page order. */
export const postIdsIn = (category: FilterCategory): number[] =>
  POST_ENTRIES.filter((post) => category === 'all' || post.category === category).map((post) => post.id);
