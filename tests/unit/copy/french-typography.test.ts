import { describe, expect, it } from 'vitest';
import {
  findFrenchTypographyFaults,
  frenchTypographyFaults,
  NARROW_NBSP,
  NBSP,
} from './french-typography';
import { readTexts } from './texts';

const N = NARROW_NBSP;
const S = NBSP;
const record = (text: string) => ({
  lang: 'fr',
  file: 'locales/fr/home.json',
  key: 'cta.title',
  text,
});

describe('French typography', () => {
  it('every French string follows it (docs/translation/fr.md, “Typography”)', () => {
    expect(findFrenchTypographyFaults(readTexts('fr'))).toEqual([]);
  });

  it('accepts correct French, and leaves URLs, e-mail addresses, placeholders, code and times alone', () => {
    for (const text of [
      `Prêt à commencer${N}? Écrivez-nous${S}: nous répondons vite${N}!`,
      `Il l’a dit${S}: «${S}bonjour${S}»${N}; puis «${S}au revoir${S}».`,
      `Prêt, {{name}}${N}?`,
      'Voir https://example.com/a?b=1;c=2 ou écrire à jean.dupont@example.com.',
      'Adresses commençant par http:// ou https://.',
      `Rendez-vous à 14:30, format 16:9, +30${N}% d’économies.`,
      `Quoi${N}?! Et \`a: b\` dans le code, [un lien](https://example.com/x?y) aussi.`,
    ]) {
      expect(frenchTypographyFaults(text), text).toEqual([]);
    }
  });

  it('names the file, the key and each fault of a planted mistake', () => {
    const faults = findFrenchTypographyFaults([
      record('L\'IA, c\'est "maintenant": prêt? oui ; non! 30%'),
    ]);
    expect(faults).toHaveLength(9);
    expect(faults.every((fault) => fault.startsWith('locales/fr/home.json:cta.title: '))).toBe(
      true,
    );
    expect(faults.join('\n')).toContain('straight apostrophe');
    expect(faults.join('\n')).toContain('straight quotation mark');
    expect(faults.join('\n')).toContain('before “:” write a no-break space (U+00A0)');
    expect(faults.join('\n')).toContain('before “?” write a narrow no-break space (U+202F)');
    expect(faults.join('\n')).toContain('before “;” write a narrow no-break space (U+202F)');
    expect(faults.join('\n')).toContain('before “!” write a narrow no-break space (U+202F)');
    expect(faults.join('\n')).toContain('before “%” write a narrow no-break space (U+202F)');
  });

  it('wants no-break spaces, not ordinary ones, before : and inside « », and shows which space is there', () => {
    expect(frenchTypographyFaults('Langue : « français »')).toEqual([
      'before “:” write a no-break space (U+00A0) at “Langue : « fran”',
      'after “«” write a no-break space (U+00A0) at “Langue : « frança”',
      'before “»” write a no-break space (U+00A0) at “ « français »”',
    ]);
    expect(frenchTypographyFaults(`Prêt${S}?`)).toEqual([
      'before “?” write a narrow no-break space (U+202F) at “Prêt⎵?”',
    ]);
  });
});
