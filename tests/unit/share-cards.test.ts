import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/config/locales';
import { SITE } from '../../src/config/site';
import { cardFonts, openFont } from '../../src/seo/cardFonts';
import { CARD_WEIGHTS, cardTexts, drawShareCard } from '../../src/seo/shareCards';

const LETTERS = [...'İşğñçœ«»'];
const texts = (lang: string, ns: string) =>
  JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<
    string,
    Record<string, string>
  >;

/** The card's pixels, for comparing two drawings. */
const pixels = async (image: Buffer) => sharp(image).raw().toBuffer();

describe('share cards', () => {
  it('show the texts of their page in each language, as the translations hold them', () => {
    for (const lang of LOCALES) {
      const { hero } = texts(lang, 'assessment');
      expect(cardTexts('assessment', lang), lang).toEqual({
        title: [{ text: hero!.highlight, accent: true }, { text: hero!.suffix }],
        subtitle: hero!.subtitle,
      });
      expect(cardTexts('geo', lang), lang).toEqual({
        title: [{ text: texts(lang, 'geo').hero!.title }],
        subtitle: texts(lang, 'geo').hero!.subtitle,
      });
      expect(cardTexts('brand', lang), lang).toEqual({
        title: [{ text: SITE.name }],
        subtitle: texts(lang, 'common').brandTagline,
      });
    }
  });

  it('draw Turkish, Spanish and French letters from Inter: each has an outline at every weight, and leaves ink', async () => {
    const fonts = await cardFonts(`${SITE.name} ${LETTERS.join(' ')}`, CARD_WEIGHTS);
    for (const weight of CARD_WEIGHTS) {
      const faces = fonts.fonts
        .filter((face) => face.weight === weight)
        .map(({ data }) => openFont(data));
      for (const letter of LETTERS) {
        const face = faces.find((font) => font.hasGlyphForCodePoint(letter.codePointAt(0)!));
        expect(
          face?.glyphForCodePoint(letter.codePointAt(0)!).path.commands.length,
          `${letter} ${weight}`,
        ).toBeGreaterThan(4);
      }
    }
    const draw = (subtitle: string) =>
      drawShareCard('brand', { title: [{ text: SITE.name }], subtitle }, fonts).then(pixels);
    const [blank, drawn] = await Promise.all([draw(''), draw(LETTERS.join(' '))]);
    const inked = drawn.filter((value, index) => Math.abs(value - blank[index]!) > 64).length;
    expect(inked).toBeGreaterThan(LETTERS.length * 100);
  });

  it('refuse a letter Inter lacks, naming it, rather than draw an empty box', async () => {
    await expect(cardFonts('Nova 漢', CARD_WEIGHTS)).rejects.toThrow(/"漢" \(U\+6F22\)/);
  });

  it('refuse a heading too long for its lines rather than let it overflow the card', async () => {
    const fonts = await cardFonts('a', CARD_WEIGHTS);
    await expect(
      drawShareCard('assessment', { title: [{ text: 'a '.repeat(200) }], subtitle: '' }, fonts),
    ).rejects.toThrow(/does not fit in 3 lines/);
  });
});
