import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { ADMIN_CSP, HEADER_CSP } from '../config/csp.ts';
import { LOCALES } from '../config/locales.ts';
import { PERMISSIONS_POLICY } from '../config/permissionsPolicy.ts';

/**
 * The headers that follow the site's configuration, in Netlify's `_headers` format: the policies
 * (src/config/csp.ts), the Permissions-Policy, the admin's noindex, and noindex on each language's
 * 404 page (which the local platform also reads to give a rewrite to that page its 404 status).
 */
export const headersFileText = (): string =>
  [
    `/*\n  Content-Security-Policy: ${HEADER_CSP}\n  Permissions-Policy: ${PERMISSIONS_POLICY}`,
    `/admin/*\n  Content-Security-Policy: ${ADMIN_CSP}\n  X-Robots-Tag: noindex`,
    ...LOCALES.map((lang) => `/${lang}/404/*\n  X-Robots-Tag: noindex`),
    '',
  ].join('\n');

/** Writes `_headers` into the build; Netlify (and the local platform) apply it with the fixed headers of netlify.toml. */
export const headersFile = (): AstroIntegration => ({
  name: 'headers-file',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await writeFile(new URL('_headers', dir), headersFileText());
    },
  },
});
