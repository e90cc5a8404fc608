import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../config/locales';

/** What follows `nf_lang=<lang>` in the cookie: sent on every path for a year. */
export const LANGUAGE_COOKIE_ATTRIBUTES = '; Path=/; Max-Age=31536000; SameSite=Lax';

/** Remembers the visitor's language in localStorage and in the cookie that Netlify's Language rules read. */
export function rememberLanguage(lang: string) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${lang}${LANGUAGE_COOKIE_ATTRIBUTES}`;
}
