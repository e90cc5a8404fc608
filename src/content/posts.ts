import type { ImageMetadata } from 'astro';
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '../config/locales';
import { splitEntryId } from './fields';
import type { PostCategory } from './schemas';
import { getTeam, type TeamMember } from './team';

export { FILTER_CATEGORIES, type FilterCategory, type PostCategory } from './schemas';

/** A development post as shown in one language. */
export interface Post {
  slug: string;
  lang: Locale;
  title: string;
  excerpt: string;
  date: Date;
  category: PostCategory;
  cover: ImageMetadata;
  author: TeamMember;
  event?: CollectionEntry<'posts'>['data']['event'];
  /** The entry itself, for `render()`. */
  entry: CollectionEntry<'posts'>;
}

/** Newest first; posts of the same day in a fixed order, by address. */
const newestFirst = (a: Post, b: Post) =>
  b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug);

/**
 * The posts of one language, newest first. An author who is not in the team fails the build, naming the post's file.
 * @example (await getPosts('en'))[0].slug // 'nova-ai-day-istanbul'
 */
export async function getPosts(lang: Locale): Promise<Post[]> {
  const team = new Map((await getTeam(lang)).map((member) => [member.slug, member]));
  const entries = await getCollection('posts', ({ id }) => splitEntryId(id).lang === lang);
  return entries
    .map((entry): Post => {
      const { slug } = splitEntryId(entry.id);
      const author = team.get(entry.data.author);
      if (!author)
        throw new Error(
          `${entry.filePath}: author "${entry.data.author}" is not a file of src/content/team/${lang}/`,
        );
      return { slug, lang, ...entry.data, author, entry };
    })
    .sort(newestFirst);
}
