/**
 * The faces a share card is drawn with: Inter, the site's typeface, from the files of
 * @fontsource-variable/inter (the package the site's own fonts come from; nothing is fetched).
 * Those files are WOFF2 and variable; the card renderer (satori) reads neither, so each file a text
 * needs is cut, at build time, to a static TrueType instance of each weight holding only that text's
 * letters (by subset-font, HarfBuzz's subsetter): a few kilobytes each.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkitten';
import subsetFont from 'subset-font';

/** Inter's files, in the order a letter is looked for: Latin first, then the other scripts it covers. */
const SUBSETS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
] as const;

const resolve = createRequire(import.meta.url).resolve;
const fileOf = (subset: string) =>
  resolve(`@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`);

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 500 | 600 | 700 | 800;
  style: 'normal';
}

/** The faces, the CSS font family list that lets each letter find its file, and a text's width. */
export interface CardFonts {
  fonts: CardFont[];
  family: string;
  /** The advance of `text` at `weight` and `size` pixels, letter by letter (kerning left out). */
  width(text: string, weight: CardFont['weight'], size: number): number;
}

/** A font file as fontkitten reads it: one face (these files are never collections). */
export const openFont = (bytes: Buffer) => create(bytes) as Font;

let files: { subset: string; bytes: Buffer; font: Font }[] | undefined;
const interFiles = () =>
  (files ??= SUBSETS.map((subset) => {
    const bytes = readFileSync(fileOf(subset));
    return { subset, bytes, font: openFont(bytes) };
  }));

/** A family name per file, one word: `InterLatinExt`. */
const familyOf = (subset: string) =>
  `Inter${subset.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())}`;

/** Letters a card may hold that are not drawn: breaks and controls. */
const INVISIBLE = /[\s\u200b-\u200d\u2060\ufeff]/u;

/**
 * Inter at `weights`, cut to the letters of `text`. Fails, naming the letter, when Inter has no
 * glyph for one: a share card never shows an empty box.
 */
export async function cardFonts(
  text: string,
  weights: readonly CardFont['weight'][],
): Promise<CardFonts> {
  const letters = [...new Set(text)].filter((letter) => !INVISIBLE.test(letter));
  const bySubset = new Map<string, string[]>();
  for (const letter of letters) {
    const file = interFiles().find(({ font }) => font.hasGlyphForCodePoint(letter.codePointAt(0)!));
    if (!file)
      throw new Error(
        `A share card needs "${letter}" (U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}), which Inter does not have`,
      );
    bySubset.set(file.subset, [...(bySubset.get(file.subset) ?? []), letter]);
  }
  const used = interFiles().filter(({ subset }) => bySubset.has(subset));
  const fonts = await Promise.all(
    used.flatMap(({ subset, bytes }) =>
      weights.map(async (weight) => ({
        name: familyOf(subset),
        // The space sizes every word gap, whichever file the word's letters come from.
        data: await subsetFont(bytes, ` ${bySubset.get(subset)!.join('')}`, {
          targetFormat: 'sfnt',
          variationAxes: { wght: weight },
        }),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  const faces = fonts.map((face) => ({ ...face, font: openFont(face.data) }));
  return {
    fonts,
    family: used.map(({ subset }) => familyOf(subset)).join(', '),
    width: (text, weight, size) =>
      [...text].reduce((sum, letter) => {
        const codePoint = letter.codePointAt(0)!;
        const face = faces.find(
          (candidate) =>
            candidate.weight === weight && candidate.font.hasGlyphForCodePoint(codePoint),
        );
        if (!face) return sum;
        return (
          sum + (face.font.glyphForCodePoint(codePoint).advanceWidth / face.font.unitsPerEm) * size
        );
      }, 0),
  };
}
