import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { BEHAVIOURS_ATTR, ENHANCE_ATTR } from '../enhance/attributes';
import { htmlFiles } from './htmlFiles';

/** The module every behaviour script drives its parts with. */
const DRIVE_MODULE = /\/src\/enhance\/drive\.ts$/;

/**
 * The page with each behaviour script's tag put in an inert template, which the page's
 * early-presses script starts once the page has painted (src/enhance/early-presses.ts).
 * Astro writes a bundled script as a module script tag, which the browser fetches as it reads the
 * HTML, before the first paint; a script with imports it never writes inline.
 */
export function withBehavioursAfterPaint(html: string, entries: ReadonlySet<string>): string {
  return html.replace(/<script type="module" src="\/([^"]+)"><\/script>/g, (tag, file: string) =>
    entries.has(file) ? `<template ${BEHAVIOURS_ATTR}>${tag}</template>` : tag,
  );
}

/** Astro's island code, which it writes inline: a client directive, announcing itself by an event. */
const DIRECTIVE = /window\.dispatchEvent\(new Event\("astro:([a-z-]+)"\)\);?\}\)\(\);?\s*$/;
/** …and the `astro-island` element that hydrates each island. */
const RUNTIME = 'customElements.define("astro-island"';

/**
 * The page with Astro's inline island code (the `astro-island` element and the client directives,
 * 2.7 KB gzipped, more than the page's first round trip has left) moved into files, `files`
 * gaining each by name, which a template in the head starts once the page has painted, before any
 * behaviour. Until then the page holds presses on the islands that client:intent watches, marked
 * as driven parts (src/enhance/early-presses.ts), and the directive replays them as it starts
 * watching (src/islands/directives/intent.ts); typing and ticking work natively, and the island
 * adopts them as it hydrates.
 */
export function withIslandsAfterPaint(html: string, files: Map<string, string>): string {
  const started: string[] = [];
  const rest = html.replace(/<script>([\s\S]*?)<\/script>/g, (tag, code: string) => {
    const kind = code.includes(RUNTIME) ? 'island' : DIRECTIVE.exec(code)?.[1];
    if (!kind) return tag;
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    const file = `_astro/astro-${kind}.${hash}.js`;
    files.set(file, code);
    started.push(`<script src="/${file}"></script>`);
    return '';
  });
  if (started.length === 0) return html;
  return rest
    .replace('</head>', `<template ${BEHAVIOURS_ATTR}>${started.join('')}</template></head>`)
    .replace(/<astro-island (?=[^>]*\sclient="intent")/g, `<astro-island ${ENHANCE_ATTR} `);
}

/** Holds every built page's behaviour scripts and island code until its first paint (above). */
export const afterPaint = (): AstroIntegration => {
  const entries = new Set<string>();
  return {
    name: 'after-paint',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'after-paint-entries',
                generateBundle(_, bundle) {
                  // A script that drives parts: an entry importing drive.ts, itself or by a chunk.
                  const drives = (ids: readonly string[]) =>
                    ids.some((id) => DRIVE_MODULE.test(id));
                  for (const output of Object.values(bundle)) {
                    if (output.type !== 'chunk' || !output.isEntry) continue;
                    const imported = output.imports.flatMap((file) => {
                      const chunk = bundle[file];
                      return chunk?.type === 'chunk' ? chunk.moduleIds : [];
                    });
                    if (drives(output.moduleIds) || drives(imported)) entries.add(output.fileName);
                  }
                },
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        if (entries.size === 0) throw new Error('after-paint: no behaviour script was bundled');
        const dist = fileURLToPath(dir);
        const islandCode = new Map<string, string>();
        for await (const file of htmlFiles(dist)) {
          const html = await readFile(file, 'utf8');
          const held = withIslandsAfterPaint(withBehavioursAfterPaint(html, entries), islandCode);
          if (held !== html) await writeFile(file, held);
        }
        for (const [file, code] of islandCode) await writeFile(path.join(dist, file), code);
      },
    },
  };
};
