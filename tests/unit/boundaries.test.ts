/**
 * Where code runs, by folder (docs/development.md, "Boundaries"): hydration directives only in src/islands/,
 * no browser bundle that pulls in build-time code, functions that share only src/shared/ and
 * src/config/ with the site. Imports are read as text, so a new file is checked the day it appears.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = /\.(ts|tsx|mts|astro)$/;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const full = path.posix.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : SOURCE.test(entry) ? [full] : [];
  });

const files = [...walk('src'), ...walk('netlify')];

interface Import {
  specifier: string;
  /** The imported file, for imports of this repository's files. */
  target?: string;
  typeOnly: boolean;
}

const IMPORT =
  /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.astro', '/index.ts'];

function resolve(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, '');
  if (!bare.startsWith('.') && !bare.startsWith('/')) return undefined;
  const base = bare.startsWith('/')
    ? bare.slice(1)
    : path.posix.join(path.posix.dirname(from), bare);
  return (
    EXTENSIONS.map((ext) => base + ext).find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    ) ?? base
  );
}

const importsOf = (file: string): Import[] =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => {
    const specifier = match[2] ?? match[3]!;
    return { specifier, target: resolve(file, specifier), typeOnly: Boolean(match[1]) };
  });

const graph = new Map(files.map((file) => [file, importsOf(file)]));
const under = (file: string | undefined, ...folders: string[]) =>
  folders.some((folder) => file?.startsWith(`${folder}/`));

/** Every import of the files under `from` whose target breaks `allowed`, as `file -> specifier`. */
const violations = (from: string, allowed: (imp: Import, file: string) => boolean) =>
  [...graph]
    .filter(([file]) => under(file, from))
    .flatMap(([file, imports]) =>
      imports.filter((imp) => !allowed(imp, file)).map((imp) => `${file} -> ${imp.specifier}`),
    );

/** Build-time only: i18next with every language's texts, Astro components and Astro's virtual modules. */
const isBuildOnly = (imp: Import) =>
  imp.specifier.startsWith('astro:') ||
  imp.target?.endsWith('.astro') ||
  imp.target === 'src/i18n/index.ts' ||
  imp.target === 'src/i18n/resources.ts';

/** The chains by which a browser module reaches build-time code through its runtime imports. */
function buildOnlyReach(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of graph.get(file) ?? []) {
      if (imp.typeOnly) continue;
      if (isBuildOnly(imp)) found.push([...chain, imp.specifier].join(' -> '));
      else if (imp.target && graph.has(imp.target)) visit(imp.target, [...chain, imp.target]);
    }
  };
  visit(entry, [entry]);
  return found;
}

describe('folders say where code runs', () => {
  it('hydrates islands only from src/islands/', () => {
    // Astro's own directives and the site's (client:intent, src/islands/directives/).
    const directive = /\sclient:[a-z]+\b/;
    const outside = files.filter(
      (file) =>
        file.endsWith('.astro') &&
        !under(file, 'src/islands') &&
        directive.test(readFileSync(file, 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('components use an island through its .astro entry point, never its internals', () => {
    expect(
      violations(
        'src/components',
        (imp) => !under(imp.target, 'src/islands') || imp.target!.endsWith('.astro'),
      ),
    ).toEqual([]);
  });

  it('islands import no component, layout or page', () => {
    expect(
      violations(
        'src/islands',
        (imp) => !under(imp.target, 'src/components', 'src/layouts', 'src/pages'),
      ),
    ).toEqual([]);
  });

  it('browser code (islands, the game, consent) never reaches build-time code: Astro files and modules, or the translations', () => {
    const browserModules = files.filter(
      (file) => under(file, 'src/islands', 'src/game', 'src/consent') && !file.endsWith('.astro'),
    );
    expect(browserModules.length).toBeGreaterThan(10);
    expect(browserModules.flatMap(buildOnlyReach)).toEqual([]);
  });

  it('the game takes only its own modules and src/shared/', () => {
    expect(
      violations('src/game', (imp) => !imp.target || under(imp.target, 'src/game', 'src/shared')),
    ).toEqual([]);
  });

  it('the consent code (src/consent/) takes only its own modules and src/config/', () => {
    expect(
      violations(
        'src/consent',
        (imp) => !imp.target || under(imp.target, 'src/consent', 'src/config'),
      ),
    ).toEqual([]);
  });

  it('src/shared/ (browser and functions) and src/config/ import only from themselves', () => {
    expect(
      violations('src/shared', (imp) => !imp.target || under(imp.target, 'src/shared')),
    ).toEqual([]);
    expect(
      violations('src/config', (imp) => !imp.target || under(imp.target, 'src/config')),
    ).toEqual([]);
  });

  it('the functions take from the site only src/shared/, src/config/ and the translations', () => {
    const allowed = (imp: Import) =>
      !imp.target || !under(imp.target, 'src') || under(imp.target, 'src/shared', 'src/config');
    expect(violations('netlify', allowed)).toEqual([]);
  });

  it('reads the imports it checks', () => {
    const imports = graph.get('src/islands/forms/ContactForm.tsx')!;
    expect(imports).toContainEqual({
      specifier: '../../shared/forms/contact.ts',
      target: 'src/shared/forms/contact.ts',
      typeOnly: false,
    });
    expect(graph.get('src/components/runner/CharacterPortrait.astro')).toContainEqual(
      expect.objectContaining({ target: 'src/game/engine.ts', typeOnly: true }),
    );
  });
});
