import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './htmlFiles';

const POLICY = /<meta http-equiv="content-security-policy" content="([^"]*)">/;
/** Inline scripts and styles: what a hash in the policy allows (a data block is not run, so it needs none). */
const INLINE = /<(script|style)\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/\1>/g;
const DATA_BLOCK = /\btype="application\/(?:ld\+)?json"/;

const digest = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The page with a policy whose script-src and style-src name only the hashes of its own inline
 * scripts and styles. Astro writes the hashes of every inline script and style of the whole build
 * into every page's policy (16 scripts and 30 styles, here): each page allowed the other pages'
 * code, and the hashes, which do not compress, were some 2.3 KB of every page's head (1.5 KB
 * gzipped), in the first round trip a page needs.
 */
function withOwnPolicy(html: string): string {
  const policy = POLICY.exec(html);
  if (!policy) return html;
  const own = new Set<string>();
  for (const [, , attributes, body] of html.matchAll(INLINE))
    if (!DATA_BLOCK.test(attributes!)) own.add(digest(body!));
  const narrowed = policy[1]!
    .split(';')
    .map((directive) =>
      /^\s*(script|style)-src\s/.test(directive)
        ? directive.replace(/\s'sha256-[^']+'/g, (source) => (own.has(source.trim()) ? source : ''))
        : directive,
    )
    .join(';');
  return html.replace(policy[0], policy[0].replace(policy[1]!, narrowed));
}

/**
 * Narrows every built page's policy to the page's own inline code (see withOwnPolicy). A page whose
 * policy element is not where Astro 7 writes it fails the build: an upgrade that moves it must not
 * leave every page allowing the whole build's code unnoticed.
 */
export const pagePolicy = (): AstroIntegration => ({
  name: 'page-policy',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      for await (const file of htmlFiles(fileURLToPath(dir))) {
        const html = await readFile(file, 'utf8');
        if (!POLICY.test(html))
          throw new Error(`page-policy: no Content-Security-Policy element in ${file}`);
        await writeFile(file, withOwnPolicy(html));
      }
    },
  },
});
