import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { redirectsFile as rules } from '../config/redirects.ts';

/**
 * Writes `_redirects` into the build: the routing of src/config/redirects.ts, which Netlify (and the
 * local platform, through @netlify/dev's config) applies before any rule of netlify.toml.
 */
export const redirectsFile = (): AstroIntegration => ({
  name: 'redirects-file',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await writeFile(new URL('_redirects', dir), rules());
    },
  },
});
