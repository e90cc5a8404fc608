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

/** The stored choice if valid, else the browser's first supported language, else undefined. */
export function preferredLanguage(): Locale | undefined {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (isLocale(stored)) return stored;
  return navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLocale);
}
