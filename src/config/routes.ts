import type { SearchType } from './search.ts';

/** Robots directives used across the site. */
export const ROBOTS = {
  /** Success pages: kept out of results, their links still followed. */
  success: 'noindex,follow',
  hidden: 'noindex',
} as const;

/**
 * Every page that exists in each language, by its language-independent path, with where its texts
 * live in the translations (`{texts}meta.title`, `{texts}meta.description`, and for a page with a
 * standard header `{texts}intro.title` and `{texts}intro.lead`; the pages' `t()` calls type-check
 * each of them).
 * Pages without `robots` are indexed and listed in the sitemap. Pages with `searchAs` are found by
 * the site's search as that type (docs/search.md); the listings are not, their entries are.
 */
export const PAGES = {
  home: { path: '/', texts: 'home:', searchAs: 'page' },
  about: { path: '/about/', texts: 'about:', searchAs: 'page' },
  consultancy: { path: '/consultancy/', texts: 'consultancy:', searchAs: 'page' },
  assessment: { path: '/assessment/', texts: 'assessment:', searchAs: 'page' },
  geo: { path: '/geo/', texts: 'geo:', searchAs: 'page' },
  developments: { path: '/developments/', texts: 'developments:' },
  careers: { path: '/careers/', texts: 'careers:', searchAs: 'page' },
  contact: { path: '/contact/', texts: 'contact:', searchAs: 'page' },
  privacy: { path: '/privacy/', texts: 'privacy:', searchAs: 'page' },
  terms: { path: '/terms/', texts: 'terms:', searchAs: 'page' },
  search: { path: '/search/', texts: 'search:' },
  careersApply: { path: '/careers/apply/', texts: 'careers:apply.', robots: ROBOTS.success },
  careersSuccess: { path: '/careers/success/', texts: 'careers:success.', robots: ROBOTS.success },
  academy: { path: '/academy/', texts: 'academy:', robots: ROBOTS.success },
  /** One page per course: `/academy/apply/{courseId}/`. */
  academyApply: {
    path: '/academy/apply/',
    texts: 'academy:apply.',
    robots: ROBOTS.success,
    searchAs: 'course',
  },
  academySuccess: {
    path: '/academy/apply/success/',
    texts: 'academy:success.',
    robots: ROBOTS.success,
  },
  runner: { path: '/runner/', texts: 'runner:', robots: ROBOTS.hidden },
} as const satisfies Record<
  string,
  { path: string; texts: string; robots?: string; searchAs?: SearchType }
>;

export type PageKey = keyof typeof PAGES;

export const INDEXED_PATHS = Object.values(PAGES)
  .filter((page) => !('robots' in page))
  .map((page) => page.path);
