import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EXTRA_CHARACTERS, EXTRA_FONT_FILE } from '../../src/config/fonts';

/** The code points of a CSS `unicode-range` value. */
function codePoints(range: string): Set<number> {
  return new Set(
    range.split(',').flatMap((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
      return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
    }),
  );
}

const ranges = (css: string) => [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]!.replace(/\s+/g, ' ').trim());
const siteFaces = ranges(readFileSync('src/styles/fonts.css', 'utf8'));
const fontsourceCss = readFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/inter/wght.css'), 'utf8');
const fontsourceLatin = ranges(/\/\* inter-latin-wght-normal \*\/[^}]+}/.exec(fontsourceCss)![0])[0]!;

describe('self-hosted fonts', () => {
  it('declare the Latin face with the range of the file it uses', () => {
    expect(siteFaces[0]!.replace(/\s/g, '')).toBe(fontsourceLatin.replace(/\s/g, ''));
  });

  it('declare the Turkish face with exactly the letters of its subset, which is built', () => {
    const letters = [...EXTRA_CHARACTERS].map((letter) => letter.codePointAt(0)!);
    expect([...codePoints(siteFaces[1]!)].sort()).toEqual(letters.sort());
    expect(existsSync(EXTRA_FONT_FILE)).toBe(true);
  });

  it('cover every letter of every translation (else add it to EXTRA_CHARACTERS and run npm run fonts)', () => {
    const covered = [codePoints(siteFaces[0]!), codePoints(siteFaces[1]!)];
    const missing = new Set<string>();
    for (const lang of readdirSync('locales')) {
      for (const file of readdirSync(`locales/${lang}`)) {
        for (const char of readFileSync(`locales/${lang}/${file}`, 'utf8')) {
          if (!covered.some((points) => points.has(char.codePointAt(0)!))) missing.add(char);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
