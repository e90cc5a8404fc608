/** The site's languages. Everything that lists languages (routes, switcher, hreflang, sitemap) reads this table. */
export const LOCALES = ['tr', 'en', 'es', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  /** The language's own name, shown in the switcher. */
  name: string;
  /** Open Graph locale: the four the spec names (English keeps en_US, which Open Graph readers take as English). */
  ogLocale: string;
  /**
   * BCP 47 tag of the language as written: Intl formatting (src/i18n/format.ts), `inLanguage`
   * of the structured data, the feed's language. English is British (en-GB): "7 November 2026".
   */
  intl: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  tr: { code: 'tr', name: 'Türkçe', ogLocale: 'tr_TR', intl: 'tr-TR' },
  en: { code: 'en', name: 'English', ogLocale: 'en_US', intl: 'en-GB' },
  es: { code: 'es', name: 'Español', ogLocale: 'es_ES', intl: 'es-ES' },
  fr: { code: 'fr', name: 'Français', ogLocale: 'fr_FR', intl: 'fr-FR' },
};

/** localStorage key and cookie that remember the visitor's choice (the cookie is read by Netlify's Language rules). */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'nf_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
