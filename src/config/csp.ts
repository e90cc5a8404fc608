/**
 * The Content-Security-Policy: only what the site uses. Astro adds the hashes of its own scripts and
 * styles to the page's CSP meta element (all of the build's on every page, which
 * src/integrations/pagePolicy.ts narrows to each page's own); these are the other sources.
 * frame-ancestors cannot be set by a meta element: HEADER_CSP is sent as a header on every path.
 */
import type { AstroUserConfig } from 'astro';
import { PROVIDERS, providerOf } from './site.ts';

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/** The analytics tag's origins: its script first, then where it sends what it measures. */
const ANALYTICS_ORIGINS = providerOf('google').origins;

/**
 * What the one page that may load the analytics tag (the academy form's, with a measurement id)
 * adds to its own policy (`Astro.csp`); every other page's policy names no Google origin.
 */
export const ANALYTICS_CSP = {
  script: ANALYTICS_ORIGINS[0],
  connect: `connect-src ${ANALYTICS_ORIGINS.join(' ')}`,
} as const;

/** Origins of the frames (the assistant and the office maps): the providers of other sites' content. */
export const FRAME_ORIGINS = [
  ...new Set(
    PROVIDERS.filter((provider) => provider.category === 'content').flatMap(
      (provider) => provider.origins,
    ),
  ),
];

export const csp: CspConfig = {
  directives: [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ],
  scriptDirective: { resources: ["'self'"] },
  // Style attributes cannot run code; islands and charts set sizes through them.
  styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
};

/** GitHub's status page, which the admin asks so it can show a banner when GitHub is down. */
export const GITHUB_STATUS_ORIGIN = 'https://www.githubstatus.com';

/**
 * The directives every response carries as a header, written by the build to dist/_headers
 * (src/integrations/headersFile.ts): frame-ancestors, which a meta element cannot carry, and two
 * that no page needs loosened. A page's meta policy and this header are both enforced.
 */
const HEADER_DIRECTIVES = ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"];
export const HEADER_CSP = HEADER_DIRECTIVES.join('; ');

/**
 * The policy of the editors' admin (/admin/, Sveltia CMS), sent as a header for `/admin/*` (the
 * site's meta policy is Astro's pages', which /admin/ is not): Sveltia's documented policy for the
 * GitHub backend, without the CDN it would otherwise load code and fonts from. It needs no inline
 * script and no eval, but sets inline styles; it previews files through blob: and data: addresses;
 * it talks to GitHub's API and status page, and shows GitHub avatars. It keeps HEADER_CSP's
 * directives, so the admin is as protected whether a host replaces that header for /admin/* or
 * sends both.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://*.githubusercontent.com",
  "media-src 'self' blob:",
  "frame-src 'self' blob:",
  `connect-src 'self' blob: data: https://api.github.com ${GITHUB_STATUS_ORIGIN}`,
  "form-action 'self'",
  ...HEADER_DIRECTIVES,
].join('; ');

/**
 * What the search page adds to its own policy (`Astro.csp`): Pagefind compiles its WebAssembly
 * (`'wasm-unsafe-eval'`, which allows compiling WebAssembly and no other eval) and searches in a
 * worker started from its own script on this origin. Every other page's policy stays as it is.
 */
export const SEARCH_CSP = {
  script: "'wasm-unsafe-eval'",
  worker: "worker-src 'self'",
} as const;
