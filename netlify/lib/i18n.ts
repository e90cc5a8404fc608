/** The functions answer in the visitor's language with the same texts the forms show. */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../src/config/locales.ts';
import type { MessageKey } from '../../src/shared/forms/messages.ts';
import en from '../../locales/en/validation.json' with { type: 'json' };
import es from '../../locales/es/validation.json' with { type: 'json' };
import fr from '../../locales/fr/validation.json' with { type: 'json' };
import tr from '../../locales/tr/validation.json' with { type: 'json' };

const texts: Record<Locale, unknown> = { en, es, fr, tr };

/** The text of a `validation:group.name` key; the English text when a language lacks it. */
export function translate(lang: Locale, key: MessageKey): string {
  const path = key.replace(/^validation:/, '').split('.');
  const lookup = (tree: unknown) =>
    path.reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      tree,
    );
  const text = lookup(texts[lang]) ?? lookup(texts.en);
  return typeof text === 'string' ? text : key;
}

/**
 * The language of the answer: the form's `lang` field, else `?lang=`, else the first supported
 * language of Accept-Language, else English.
 */
export function answerLanguage(req: Request, declared?: unknown): Locale {
  if (isLocale(declared)) return declared;
  const query = new URL(req.url).searchParams.get('lang');
  if (isLocale(query)) return query;
  const accepted = (req.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase());
  return accepted.find((code): code is Locale => isLocale(code)) ?? DEFAULT_LOCALE;
}

export { LOCALES };
