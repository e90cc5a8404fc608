/** Robots directives used across the site. */
export const ROBOTS = {
  /** Success pages: kept out of results, their links still followed. */
  success: 'noindex,follow',
  hidden: 'noindex',
} as const;

/**
 * Every page that exists in each language, by its language-independent path.
 * Pages without `robots` are indexed and listed in the sitemap.
 */
export const PAGES = {
  home: { path: '/' },
  about: { path: '/about/' },
  consultancy: { path: '/consultancy/' },
  assessment: { path: '/assessment/' },
  geo: { path: '/geo/' },
  developments: { path: '/developments/' },
  careers: { path: '/careers/' },
  contact: { path: '/contact/' },
  privacy: { path: '/privacy/' },
  terms: { path: '/terms/' },
  careersApply: { path: '/careers/apply/', robots: ROBOTS.success },
  careersSuccess: { path: '/careers/success/', robots: ROBOTS.success },
  academy: { path: '/academy/', robots: ROBOTS.success },
  /** One page per course: `/academy/apply/{courseId}/`. */
  academyApply: { path: '/academy/apply/', robots: ROBOTS.success },
  academySuccess: { path: '/academy/apply/success/', robots: ROBOTS.success },
  runner: { path: '/runner/', robots: ROBOTS.hidden },
} as const satisfies Record<string, { path: string; robots?: string }>;

export type PageKey = keyof typeof PAGES;

export const INDEXED_PATHS = Object.values(PAGES)
  .filter((page) => !('robots' in page))
  .map((page) => page.path);
