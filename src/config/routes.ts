import type { SearchType } from './search.ts';

/** Robots directives used across the site. */
export const ROBOTS = {
  /** Success pages: kept out of results, their links still followed. */
  success: 'noindex,follow',
  hidden: 'noindex',
} as const;

/**
 * Every page that exists in each language, by its language-independent path.
 * Pages without `robots` are indexed and listed in the sitemap. Pages with `searchAs` are found by
 * the site's search as that type (docs/search.md); the listings are not, their entries are.
 */
export const PAGES = {
  home: { path: '/', searchAs: 'page' },
  about: { path: '/about/', searchAs: 'page' },
  consultancy: { path: '/consultancy/', searchAs: 'page' },
  assessment: { path: '/assessment/', searchAs: 'page' },
  geo: { path: '/geo/', searchAs: 'page' },
  developments: { path: '/developments/' },
  careers: { path: '/careers/', searchAs: 'page' },
  contact: { path: '/contact/', searchAs: 'page' },
  privacy: { path: '/privacy/', searchAs: 'page' },
  terms: { path: '/terms/', searchAs: 'page' },
  search: { path: '/search/' },
  careersApply: { path: '/careers/apply/', robots: ROBOTS.success },
  careersSuccess: { path: '/careers/success/', robots: ROBOTS.success },
  academy: { path: '/academy/', robots: ROBOTS.success },
  /** One page per course: `/academy/apply/{courseId}/`. */
  academyApply: { path: '/academy/apply/', robots: ROBOTS.success, searchAs: 'course' },
  academySuccess: { path: '/academy/apply/success/', robots: ROBOTS.success },
  runner: { path: '/runner/', robots: ROBOTS.hidden },
} as const satisfies Record<string, { path: string; robots?: string; searchAs?: SearchType }>;

export type PageKey = keyof typeof PAGES;

export const INDEXED_PATHS = Object.values(PAGES)
  .filter((page) => !('robots' in page))
  .map((page) => page.path);
