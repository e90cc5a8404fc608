/**
 * Writes the font subset for the letters Turkish needs beyond the Latin subset that
 * @fontsource-variable/inter ships (ğ, Ğ, İ, Ş, ş): a few kilobytes instead of its 85 KB latin-ext
 * file. Run `npm run fonts` after changing EXTRA_CHARACTERS; tests/unit/fonts.test.ts says when a
 * translation needs a letter that neither subset has.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { EXTRA_CHARACTERS, EXTRA_FONT_FILE } from '../src/config/fonts.ts';

const require = createRequire(import.meta.url);
const latinExt = readFileSync(
  require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'),
);
const subset = await subsetFont(latinExt, EXTRA_CHARACTERS, { targetFormat: 'woff2' });
writeFileSync(EXTRA_FONT_FILE, subset);
console.log(`${EXTRA_FONT_FILE}: ${[...EXTRA_CHARACTERS].join(' ')}, ${subset.length} bytes`);
