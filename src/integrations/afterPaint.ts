import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { BEHAVIOURS_ATTR } from '../enhance/attributes';
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

/** Holds every built page's behaviour scripts until its first paint (withBehavioursAfterPaint). */
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
        for await (const file of htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const held = withBehavioursAfterPaint(html, entries);
          if (held !== html) await writeFile(file, held);
        }
      },
    },
  };
};
