// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { LOCALES, DEFAULT_LOCALE } from './src/config/locales.ts';
import { csp } from './src/config/csp.ts';
import { SITE } from './src/config/site.ts';
import { headersFile } from './src/integrations/headersFile.ts';
import { admin } from './src/integrations/admin.ts';
import { redirectsFile } from './src/integrations/redirectsFile.ts';
import { clientIntent } from './src/integrations/clientIntent.ts';
import { pagePolicy } from './src/integrations/pagePolicy.ts';
import { searchIndex } from './src/integrations/searchIndex.ts';

export default defineConfig({
  site: SITE.url,
  output: 'static',
  trailingSlash: 'always',
  // Every stylesheet inline: a page's first paint waits for its HTML alone, not for CSS requests
  // (the whole site's CSS is a few KB per page compressed; the CSP carries each block's hash).
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    // Routing on the host (dist/_redirects, src/config/redirects.ts) picks the language for `/`; Astro must not add its own redirect page.
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  integrations: [
    react(),
    clientIntent(),
    headersFile(),
    redirectsFile(),
    pagePolicy(),
    admin(),
    // Last: it indexes the pages as they are served.
    searchIndex(),
  ],
  security: { csp },
  // Share images are the posts' SVG covers rendered to JPEG (src/seo/socialImage.ts): social networks
  // show no SVG. Only the repository's own art is processed; pages keep the SVGs as they are.
  image: { dangerouslyProcessSVG: true },
  // The social glyphs are CSS masks: as data URIs they would put their bytes back into every page.
  vite: {
    build: {
      assetsInlineLimit: (file) => (file.includes('/src/assets/social/') ? false : undefined),
    },
  },
  // No code blocks on this site; Shiki's inline styles would also break the CSP.
  markdown: { syntaxHighlight: false },
});
