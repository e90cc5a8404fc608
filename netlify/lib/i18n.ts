/** The functions answer in the visitor's language with the same texts the forms show. */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../src/config/locales.ts';
import type { MessageKey } from '../../src/shared/forms/messages.ts';

/**
 * The forms' messages (`locales/{lang}/validation.json`) of every language of the table. The path
 * is a pattern, which a bundler follows: esbuild, as Netlify bundles a function, puts every file
 * it matches into the function's bundle, so no language is listed here and nothing is read from
 * outside the bundle at run time (no `included_files`); unbundled, Node imports the same files.
 */
const texts = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (lang) => {
      const file = (await import(`../../locales/${lang}/validation.json`, {
        with: { type: 'json' },
      })) as { default: unknown };
      return [lang, file.default] as const;
    }),
  ),
) as Record<Locale, unknown>;

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
