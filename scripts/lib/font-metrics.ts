/**
 * What a local fallback face needs to take exactly the room Inter takes: Inter's ascent, descent
 * and line gap, and a size that gives the site's own text the same mean advance. Read from the
 * font files, never guessed. Shared by `npm run fonts` and tests/unit/fonts.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkitten';
import subsetFont from 'subset-font';
import { FALLBACK_FACES, INTER_LATIN_FILE, type FallbackFace } from '../../src/config/fonts.ts';

interface FallbackOverrides {
  /** `size-adjust`, `ascent-override`, `descent-override`, `line-gap-override`, as fractions (1 = 100%). */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

const resolve = createRequire(import.meta.url).resolve;

/** Every string of every translation: the text whose letters the fallback must size like Inter's. */
function siteText(localesDir = 'locales'): string {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const lang of readdirSync(localesDir)) {
    for (const file of readdirSync(path.join(localesDir, lang)))
      collect(JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8')));
  }
  return strings.join(' ');
}

const open = (bytes: Buffer) => create(bytes) as Font;

/** Inter at one weight, as a static font (the variable font's advances depend on the weight). */
async function interAt(weight: number, text: string): Promise<Font> {
  const variable = readFileSync(resolve(INTER_LATIN_FILE));
  const characters = [...new Set(text)].join('');
  return open(
    await subsetFont(variable, characters, {
      targetFormat: 'truetype',
      variationAxes: { wght: weight },
    }),
  );
}

/** Mean advance in em of the characters of `text` that every font has, each counted as often as it occurs. */
function meanAdvances(fonts: Font[], text: string): number[] {
  const totals = fonts.map(() => 0);
  let count = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (!fonts.every((font) => font.hasGlyphForCodePoint(codePoint))) continue;
    fonts.forEach(
      (font, index) =>
        (totals[index]! += font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm),
    );
    count++;
  }
  return totals.map((total) => total / count);
}

/**
 * The overrides that make `face` (a local font) take Inter's room at its weight. Overrides scale
 * with size-adjust, so Inter's vertical metrics are divided by it.
 */
export async function fallbackOverrides(
  face: FallbackFace,
  text = siteText(),
): Promise<FallbackOverrides> {
  const inter = await interAt(face.interWeight, text);
  const fallback = open(readFileSync(resolve(face.metricsFrom)));
  const [interAdvance, fallbackAdvance] = meanAdvances([inter, fallback], text);
  const sizeAdjust = interAdvance! / fallbackAdvance!;
  const em = inter.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: inter.hhea.ascent / em,
    descentOverride: Math.abs(inter.hhea.descent) / em,
    lineGapOverride: inter.hhea.lineGap / em,
  };
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** The @font-face rules of every fallback face. */
export async function fallbackCss(text = siteText()): Promise<string> {
  const rules: string[] = [];
  for (const face of FALLBACK_FACES) {
    const o = await fallbackOverrides(face, text);
    rules.push(
      [
        '@font-face {',
        `  font-family: '${face.family}';`,
        '  font-style: normal;',
        `  font-weight: ${face.weight};`,
        `  src: ${face.local.map((name) => `local('${name}')`).join(', ')};`,
        `  size-adjust: ${percent(o.sizeAdjust)};`,
        `  ascent-override: ${percent(o.ascentOverride)};`,
        `  descent-override: ${percent(o.descentOverride)};`,
        `  line-gap-override: ${percent(o.lineGapOverride)};`,
        '}',
      ].join('\n'),
    );
  }
  return rules.join('\n\n');
}
