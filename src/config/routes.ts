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
 * Pages without `robots` are indexed and listed in the sitemap.
 */
export const PAGES = {
  home: { path: '/', texts: 'home:' },
  about: { path: '/about/', texts: 'about:' },
  consultancy: { path: '/consultancy/', texts: 'consultancy:' },
  assessment: { path: '/assessment/', texts: 'assessment:' },
  geo: { path: '/geo/', texts: 'geo:' },
  developments: { path: '/developments/', texts: 'developments:' },
  careers: { path: '/careers/', texts: 'careers:' },
  contact: { path: '/contact/', texts: 'contact:' },
  privacy: { path: '/privacy/', texts: 'privacy:' },
  terms: { path: '/terms/', texts: 'terms:' },
  careersApply: { path: '/careers/apply/', texts: 'careers:apply.', robots: ROBOTS.success },
  careersSuccess: { path: '/careers/success/', texts: 'careers:success.', robots: ROBOTS.success },
  academy: { path: '/academy/', texts: 'academy:', robots: ROBOTS.success },
  /** One page per course: `/academy/apply/{courseId}/`. */
  academyApply: { path: '/academy/apply/', texts: 'academy:apply.', robots: ROBOTS.success },
  academySuccess: {
    path: '/academy/apply/success/',
    texts: 'academy:success.',
    robots: ROBOTS.success,
  },
  runner: { path: '/runner/', texts: 'runner:', robots: ROBOTS.hidden },
} as const satisfies Record<string, { path: string; texts: string; robots?: string }>;

export type PageKey = keyof typeof PAGES;

export const INDEXED_PATHS = Object.values(PAGES)
  .filter((page) => !('robots' in page))
  .map((page) => page.path);
