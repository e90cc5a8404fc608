/**
 * The site's languages. Everything that lists languages reads this table: the pages, routing and
 * headers, hreflang, the sitemap, the switcher, the share cards, the functions' messages and the
 * admin. A new language is an entry here, its translations and its entries (README, "A language").
 */
export const LOCALES = ['tr', 'en', 'es', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  /** The language's own name, shown in the switcher. */
  name: string;
  /** Open Graph locale (`og:locale`): the language and country of the copy; English is British, en_GB. */
  ogLocale: string;
  /**
   * BCP 47 tag of the language as written: Intl formatting (src/i18n/format.ts), `inLanguage`
   * of the structured data, the feed's language. English is British (en-GB): "7 November 2026".
   */
  intl: string;
  /**
   * The flag the switcher shows beside the name, drawn on a 30 x 20 grid (SVG elements): drawn
   * rather than emoji, which do not render on Windows and on many Linux desktops.
   */
  flag: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  tr: {
    code: 'tr',
    name: 'Türkçe',
    ogLocale: 'tr_TR',
    intl: 'tr-TR',
    flag: '<rect width="30" height="20" fill="#e30a17"/><circle cx="11" cy="10" r="5" fill="#fff"/><circle cx="12.3" cy="10" r="4" fill="#e30a17"/><path d="M17.2 10l-3.3 1.1 2-2.8v3.4l-2-2.8z" fill="#fff"/>',
  },
  en: {
    code: 'en',
    name: 'English',
    ogLocale: 'en_GB',
    intl: 'en-GB',
    flag: '<rect width="30" height="20" fill="#012169"/><path d="M0 0l30 20M30 0L0 20" stroke="#fff" stroke-width="4"/><path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" stroke-width="1.6"/><path d="M15 0v20M0 10h30" stroke="#fff" stroke-width="6"/><path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3.4"/>',
  },
  es: {
    code: 'es',
    name: 'Español',
    ogLocale: 'es_ES',
    intl: 'es-ES',
    flag: '<rect width="30" height="20" fill="#aa151b"/><rect y="5" width="30" height="10" fill="#f1bf00"/>',
  },
  fr: {
    code: 'fr',
    name: 'Français',
    ogLocale: 'fr_FR',
    intl: 'fr-FR',
    flag: '<rect width="30" height="20" fill="#fff"/><rect width="10" height="20" fill="#002395"/><rect x="20" width="10" height="20" fill="#ed2939"/>',
  },
};

/** localStorage key and cookie that remember the visitor's choice (the cookie is read by Netlify's Language rules). */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'nf_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
