import { LOCALE_INFO, type Locale } from '../config/locales.ts';

/** Formats a date for the page's language. */
export const formatDate = (lang: Locale, iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) =>
  new Intl.DateTimeFormat(LOCALE_INFO[lang].intl, { timeZone: 'UTC', ...options }).format(new Date(iso));

/** A score on the 0 to 5 scale with one decimal, e.g. "2,3" in Turkish. */
export const formatScore = (lang: Locale, score: number) =>
  new Intl.NumberFormat(LOCALE_INFO[lang].intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);

/** A share given in percent, e.g. 31.47 -> "%31,47" in Turkish, "31.47%" in English. */
export const formatShare = (lang: Locale, percent: number) =>
  new Intl.NumberFormat(LOCALE_INFO[lang].intl, { style: 'percent', minimumFractionDigits: 2 }).format(percent / 100);
