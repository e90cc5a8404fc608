import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fallbackOverrides } from '../../scripts/lib/font-metrics';
import {
  EXTRA_CHARACTERS,
  EXTRA_FONT_FILE,
  FALLBACK_CSS_FILE,
  FALLBACK_FACES,
  WEB_FONT_FAMILY,
} from '../../src/config/fonts';
import { FONT_READY_CLASS } from '../../src/components/layout/fontLoading';

/** The code points of a CSS `unicode-range` value. */
function codePoints(range: string): Set<number> {
  return new Set(
    range.split(',').flatMap((part) => {
      const [from, to = from] = part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
    }),
  );
}

const ranges = (css: string) =>
  [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]!.replace(/\s+/g, ' ').trim());
const siteFaces = ranges(readFileSync('src/styles/fonts.css', 'utf8'));
const fontsourceCss = readFileSync(
  createRequire(import.meta.url).resolve('@fontsource-variable/inter/wght.css'),
  'utf8',
);
const fontsourceLatin = ranges(
  /\/\* inter-latin-wght-normal \*\/[^}]+}/.exec(fontsourceCss)![0],
)[0]!;

describe('self-hosted fonts', () => {
  it('declare both faces under the family the page loads after its first paint', () => {
    const css = readFileSync('src/styles/fonts.css', 'utf8');
    expect([...css.matchAll(/font-family:\s*'([^']+)'/g)].map((m) => m[1])).toEqual([
      WEB_FONT_FAMILY,
      WEB_FONT_FAMILY,
    ]);
  });

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

/** The descriptors of the generated fallback rule for one family and weight range, in percent. */
function fallbackRule(css: string, family: string, weight: string) {
  const rule = [...css.matchAll(/@font-face\s*{([^}]+)}/g)]
    .map((match) => match[1]!)
    .find(
      (body) =>
        body.includes(`font-family: '${family}';`) && body.includes(`font-weight: ${weight};`),
    );
  if (rule === undefined) return undefined;
  const descriptor = (name: string) => Number(new RegExp(`${name}:\\s*([\\d.]+)%`).exec(rule)?.[1]);
  return {
    src: /src:([^;]+);/.exec(rule)![1]!,
    sizeAdjust: descriptor('size-adjust'),
    ascentOverride: descriptor('ascent-override'),
    descentOverride: descriptor('descent-override'),
    lineGapOverride: descriptor('line-gap-override'),
  };
}

describe('fallback faces, metric-matched to Inter', () => {
  const css = readFileSync(FALLBACK_CSS_FILE, 'utf8');

  for (const face of FALLBACK_FACES) {
    it(`${face.family} ${face.weight} takes Inter's room, as the font files give it (else run npm run fonts)`, async () => {
      const rule = fallbackRule(css, face.family, face.weight);
      expect(rule, 'rule missing').toBeTruthy();
      for (const name of face.local) expect(rule!.src).toContain(`local('${name}')`);
      const expected = await fallbackOverrides(face);
      // Translations change the mean advance a little; half a percent is well under a letter per line.
      expect(Math.abs(rule!.sizeAdjust - expected.sizeAdjust * 100)).toBeLessThan(0.5);
      expect(Math.abs(rule!.ascentOverride - expected.ascentOverride * 100)).toBeLessThan(0.5);
      expect(Math.abs(rule!.descentOverride - expected.descentOverride * 100)).toBeLessThan(0.5);
      expect(Math.abs(rule!.lineGapOverride - expected.lineGapOverride * 100)).toBeLessThan(0.5);
    }, 30_000);
  }

  it("are scaled so that every face keeps Inter's ascent and descent", () => {
    for (const face of FALLBACK_FACES) {
      const rule = fallbackRule(css, face.family, face.weight)!;
      // Overrides are scaled by size-adjust: their product is Inter's ascent (1984/2048) and descent (494/2048).
      expect((rule.ascentOverride * rule.sizeAdjust) / 1e4).toBeCloseTo(1984 / 2048, 2);
      expect((rule.descentOverride * rule.sizeAdjust) / 1e4).toBeCloseTo(494 / 2048, 2);
    }
  });

  it("follow Inter in the site's font stack, before any unadjusted font, and lead it until Inter is cached", () => {
    const tokens = readFileSync('src/styles/tokens.css', 'utf8');
    const fallbackStack = /--font-fallback:\s*([^;]+);/
      .exec(tokens)![1]!
      .split(',')
      .map((name) => name.trim().replace(/'/g, ''));
    const families = [...new Set(FALLBACK_FACES.map((face) => face.family))];
    expect(fallbackStack.slice(0, families.length)).toEqual(families);
    // The first page of a visit paints with the fallback; a later one names Inter first.
    expect(tokens).toMatch(/:root\s*{[^}]*--font-sans:\s*var\(--font-fallback\);/);
    expect(tokens).toContain(
      `:root.${FONT_READY_CLASS} {\n  --font-sans: '${WEB_FONT_FAMILY}', var(--font-fallback);\n}`,
    );
    expect(readFileSync('src/styles/fonts.css', 'utf8')).toContain(
      "@import './font-fallbacks.css';",
    );
  });

  it('are the fallback while Inter is late: Inter is optional, never swapped in after the first paint', () => {
    const displays = [
      ...readFileSync('src/styles/fonts.css', 'utf8').matchAll(/font-display:\s*(\w+)/g),
    ].map((m) => m[1]);
    expect(displays.length).toBe(siteFaces.length);
    expect(new Set(displays)).toEqual(new Set(['optional']));
  });
});
