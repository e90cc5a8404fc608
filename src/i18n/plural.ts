/**
 * Plural forms for texts a browser script fills in with a number it only knows at run time (the
 * runner's score). i18next picks a form by `count` at build time; the script gets every form of
 * the language and picks with `Intl.PluralRules` itself (src/game/game.ts, `PluralForms`).
 */
import { LOCALE_INFO, type Locale } from '../config/locales.ts';
import type { T, TextKey } from './index.ts';

/** A text in each plural category of a language (CLDR): `one`, `other`, and `few` or `many` where it has them. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;

/** Numbers among which every language finds each of its categories (Spanish "many": 1,000,000). */
const SAMPLES = [1, 0, 2, 3, 5, 11, 21, 22, 101, 1_000_000, 1.5];

/**
 * The forms of a plural text, its other placeholders left as `values` give them (a `{score}` slot).
 * @example pluralForms('en', t, 'runner:live.paused', { score: '{score}' })
 * // { one: 'Paused on {score} point.', other: 'Paused on {score} points.' }
 */
export function pluralForms(
  lang: Locale,
  t: T,
  key: TextKey,
  values: Record<string, string> = {},
): PluralForms {
  const rules = new Intl.PluralRules(LOCALE_INFO[lang].intl);
  const forms: PluralForms = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const count = SAMPLES.find((sample) => rules.select(sample) === category);
    if (count === undefined) throw new Error(`No sample number for ${lang} "${category}"`);
    forms[category] = t(key, { ...values, count });
  }
  return forms;
}
