import { createHash } from 'node:crypto';

/**
 * A script that must run while the page is parsed, before the first paint (so what it changes never
 * shifts), with its hash for the page's Content-Security-Policy: Astro hashes only the scripts it bundles.
 */
export const inlineScript = (code: string) => ({
  code,
  hash: `sha256-${createHash('sha256').update(code).digest('base64')}` as const,
});
