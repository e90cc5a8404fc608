import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';

/**
 * A script that must run while the page is parsed, before the first paint (so what it changes never
 * shifts), with its hash for the page's Content-Security-Policy: Astro hashes only the scripts it bundles.
 * It is minified: it travels in the HTML of every page that has it, within the first round trip.
 */
export const inlineScript = (source: string) => {
  const code = transformSync(source, { minify: true }).code.trim();
  return { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` as const };
};
