import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isLocale, type Locale } from '../config/locales';

/** Remembers the visitor's language in localStorage and in the cookie that Netlify's Language rules read. */
export function rememberLanguage(lang: string) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The visitor's own choice, from localStorage, if it names a language of the site. */
export function storedLanguage(): Locale | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The first of the browser's languages that the site has. */
export const browserLanguage = (): Locale | undefined =>
  navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLocale);
