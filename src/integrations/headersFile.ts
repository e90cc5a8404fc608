import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { PERMISSIONS_POLICY } from '../config/permissionsPolicy.ts';

/**
 * Writes `_headers` into the build: the headers that depend on the site's configuration. Netlify
 * (and the local platform) apply it together with the fixed headers of netlify.toml.
 */
export const headersFile = (): AstroIntegration => ({
  name: 'headers-file',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await writeFile(new URL('_headers', dir), `/*\n  Permissions-Policy: ${PERMISSIONS_POLICY}\n`);
    },
  },
});
