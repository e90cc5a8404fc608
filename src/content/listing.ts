import type { Locale } from '../config/locales';
import { localizePath } from '../i18n/paths';
import { FILTER_CATEGORIES, type FilterCategory, type PostCategory } from './schemas';

/** Posts per page (news page size). */
export const PAGE_SIZE = 6;

/** What the visitor is looking at: a filter and a page of it. */
export interface ListingState {
  category: FilterCategory;
  page: number;
}

/** What the listing needs of a post: the posts come newest first (src/content/posts.ts). */
interface Listed {
  slug: string;
  category: PostCategory;
}

/** The posts a filter shows, in page order. */
export const postsIn = <P extends Listed>(posts: readonly P[], category: FilterCategory): P[] =>
  posts.filter((post) => category === 'all' || post.category === category);

export const pageCount = (posts: readonly Listed[], category: FilterCategory) =>
  Math.max(1, Math.ceil(postsIn(posts, category).length / PAGE_SIZE));

/** The posts shown in a state, in page order. */
export const postsOnPage = <P extends Listed>(
  posts: readonly P[],
  { category, page }: ListingState,
): P[] => postsIn(posts, category).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

/**
 * The public address of a state: the filter and the page live in the query, and the defaults
 * (all categories, page 1) are left out, so every state has exactly one address.
 * @example stateHref('en', { category: 'seminar', page: 2 }) // '/en/developments/?category=seminar&page=2'
 */
export function stateHref(lang: Locale, { category, page }: ListingState): string {
  const query = new URLSearchParams();
  if (category !== 'all') query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${localizePath(lang, '/developments/')}${search ? `?${search}` : ''}`;
}

/**
 * The pre-rendered files behind the query addresses, relative to `/{lang}/developments/`: the host
 * rewrites `?category=c&page=n` to `c/page/n/`, `?category=c` to `c/` and `?page=n` to `page/n/`
 * (src/config/redirects.ts), so every state is plain HTML that works without JavaScript. The plain listing
 * (all, page 1) is `developments.astro` itself.
 * @example staticRoutes(posts)[0] // { segment: 'page/1', state: { category: 'all', page: 1 } }
 */
export const staticRoutes = (
  posts: readonly Listed[],
): { segment: string; state: ListingState }[] =>
  FILTER_CATEGORIES.flatMap((category) => {
    const pages = Array.from({ length: pageCount(posts, category) }, (_, index) => index + 1);
    const paged = pages.map((page) => ({
      segment: category === 'all' ? `page/${page}` : `${category}/page/${page}`,
      state: { category, page },
    }));
    return category === 'all'
      ? paged
      : [{ segment: category, state: { category, page: 1 } }, ...paged];
  });

/** Every state with an address of its own besides the plain listing: what search engines may index. */
export const addressedStates = (posts: readonly Listed[]): ListingState[] => {
  const byAddress = new Map(
    staticRoutes(posts).map(({ state }) => [stateHref('en', state), state]),
  );
  byAddress.delete(stateHref('en', { category: 'all', page: 1 }));
  return [...byAddress.values()];
};
