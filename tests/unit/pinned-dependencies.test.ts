/**
 * The dependencies whose internals the project patches, works around or re-implements are pinned
 * to the version that code was written for: an update must be a decision, made with the patch
 * re-checked, not something `npm update` does. Each code comment naming such a package's version
 * names the installed one.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Each package, and what depends on its internals. */
const PATCHED: Record<string, string> = {
  '@netlify/dev':
    'scripts/lib/local-platform.ts: builds functions per request directory, 404 handling',
  '@netlify/functions-dev':
    'scripts/lib/local-platform.ts: base64-encodes binary bodies it reads as text',
  '@netlify/blobs':
    'scripts/lib/blobs-emulator.ts, netlify/lib/storage.ts, scripts/lib/operations/: the emulator’s conditional writes, the client’s errors',
  '@sveltia/cms': 'src/admin/: the files its save writes (serialization.ts, contentCollections.ts)',
  astro: 'src/integrations/pagePolicy.ts: reads the policy element Astro writes',
};

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
};
const declared = (name: string) =>
  manifest.dependencies[name] ?? manifest.devDependencies[name] ?? manifest.overrides?.[name];
const installed = (name: string) =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string })
    .version;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx|astro|mjs)$/.test(entry)) yield file;
  }
}

describe('patched dependencies', () => {
  for (const [name, why] of Object.entries(PATCHED)) {
    it(`${name} is pinned and installed at the version its patch was written for`, () => {
      const version = installed(name);
      expect(
        declared(name),
        `${name} must be pinned exactly in package.json (dependencies, devDependencies or overrides): ${why}`,
      ).toBe(version);
    });
  }

  it('every comment naming a patched package’s version names the installed one', () => {
    const stale: string[] = [];
    for (const dir of ['src', 'scripts', 'netlify', 'tests']) {
      for (const file of sourceFiles(dir)) {
        const text = readFileSync(file, 'utf8');
        for (const [, name, version] of text.matchAll(
          /(@netlify\/[a-z-]+|@sveltia\/cms)(?:\/server)? (\d+\.\d+(?:\.\d+)?)\b/g,
        )) {
          if (!(name! in PATCHED)) continue;
          if (!installed(name!).startsWith(version!))
            stale.push(`${file}: ${name} ${version}, installed ${installed(name!)}`);
        }
      }
    }
    expect(stale, 'a patch written for another version: re-check it, then its comment').toEqual([]);
  });
});
