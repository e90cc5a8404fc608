import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listPages, readPage } from '../../scripts/lib/built-site';
import { PAGES } from '../../src/config/routes';

const digest = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const pages = listPages().filter((page) => page.endsWith('/') || page.endsWith('.html'));

/** The hashes a page's policy names for one directive, and the digests of its inline code of that kind. */
function hashes(html: string, kind: 'script' | 'style') {
  const policy = /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1];
  const directive = policy?.split(';').find((d) => d.trim().startsWith(`${kind}-src `)) ?? '';
  const inline = [
    ...html.matchAll(new RegExp(`<${kind}\\b(?![^>]*\\bsrc=)([^>]*)>([\\s\\S]*?)</${kind}>`, 'g')),
  ]
    .filter(([, attributes]) => !/\btype="application\/(?:ld\+)?json"/.test(attributes!))
    .map(([, , body]) => digest(body!));
  return {
    named: new Set(directive.match(/'sha256-[^']+'/g) ?? []),
    own: new Set(inline),
    hasPolicy: policy !== undefined,
  };
}

describe("each page's Content-Security-Policy (src/integrations/pagePolicy.ts)", () => {
  it('names exactly the hashes of its own inline scripts and styles: none of other pages', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const page of pages) {
      const html = readPage(page);
      for (const kind of ['script', 'style'] as const) {
        const { named, own, hasPolicy } = hashes(html, kind);
        if (!hasPolicy) continue;
        checked++;
        const missing = [...own].filter((hash) => !named.has(hash));
        const foreign = [...named].filter((hash) => !own.has(hash));
        if (missing.length || foreign.length)
          wrong.push(
            `${page} ${kind}: ${missing.length} missing, ${foreign.length} of other pages`,
          );
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('allows scripts only from the site, by hash or from named origins; inline styles only as attributes', () => {
    const wrong = pages.flatMap((page) => {
      const policy =
        /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(readPage(page))?.[1] ??
        '';
      const directive = (name: string) =>
        policy
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${name} `)) ?? '';
      const problems = [
        !directive('default-src').includes("'self'") && 'default-src',
        !directive('script-src')
          .split(' ')
          .slice(1)
          .every(
            (source) =>
              /^'self'$|^'sha256-[^']+'$|^https:\/\/[^ ']+$/.test(source) ||
              // Pagefind's WebAssembly, on the search page alone (SEARCH_CSP).
              (source === "'wasm-unsafe-eval'" && page.endsWith(PAGES.search.path)),
          ) && `script-src: ${directive('script-src')}`,
        directive('style-src').includes('unsafe-inline') && 'style-src allows inline',
      ].filter(Boolean);
      return problems.map((problem) => `${page}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });
});
