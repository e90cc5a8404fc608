import type { Locale } from '../config/locales';
import { tObject, useTranslations } from './index';
import type { MessageKey } from '../shared/forms/messages';

/** The page language's texts for the validation message keys a form may show. */
export function messageTexts(lang: Locale, keys: readonly MessageKey[]): Record<string, string> {
  const t = useTranslations(lang);
  return Object.fromEntries(keys.map((key) => [key, t(key)]));
}

/** A tree of texts under `forms:{key}`, e.g. a form's field labels and placeholders. */
export const formTexts = <V,>(lang: Locale, key: string): V => tObject<V>(lang, `forms:${key}`);

/**
 * A sentence with a link, `{ text: '... {{link}} ...', link }` under `forms:{key}`, with the
 * placeholder kept for the island to put the link in.
 */
export function linkedText(lang: Locale, key: string, href: string) {
  const t = useTranslations(lang);
  return { text: t(`forms:${key}.text`, { skipInterpolation: true }), link: t(`forms:${key}.link`), href };
}
