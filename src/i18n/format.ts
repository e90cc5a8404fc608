import { LOCALE_INFO, type Locale } from '../config/locales.ts';
import { SITE } from '../config/site.ts';

/** Formats a date (a `Date` or an ISO string) for the page's language. */
export const formatDate = (
  lang: Locale,
  date: Date | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
) =>
  new Intl.DateTimeFormat(LOCALE_INFO[lang].intl, { timeZone: 'UTC', ...options }).format(
    new Date(date),
  );

/** A span of time in the offices' time zone, e.g. "7 November 2026, 09:30 – 18:00". */
export const formatDateTimeRange = (lang: Locale, start: Date, end: Date) =>
  new Intl.DateTimeFormat(LOCALE_INFO[lang].intl, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SITE.timeZone,
  }).formatRange(start, end);

/** The day of a date as `YYYY-MM-DD`, for `<time datetime>` and structured data. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** An amount of money for the page's language, e.g. "₺14.500" in Turkish. */
export const formatMoney = (lang: Locale, amount: number, currency: string) =>
  new Intl.NumberFormat(LOCALE_INFO[lang].intl, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);

/** A range of money, e.g. "90.000 ₺ – 130.000 ₺". */
export const formatMoneyRange = (lang: Locale, min: number, max: number, currency: string) =>
  new Intl.NumberFormat(LOCALE_INFO[lang].intl, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).formatRange(min, max);

/** A score on the 0 to 5 scale with one decimal, e.g. "2,3" in Turkish. */
export const formatScore = (lang: Locale, score: number) =>
  new Intl.NumberFormat(LOCALE_INFO[lang].intl, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(score);

/** A share given in percent, e.g. 31.47 -> "%31,47" in Turkish, "31.47%" in English. */
export const formatShare = (lang: Locale, percent: number) =>
  new Intl.NumberFormat(LOCALE_INFO[lang].intl, {
    style: 'percent',
    minimumFractionDigits: 2,
  }).format(percent / 100);

/** A country's name in the page's language, from its ISO 3166 code, e.g. "Amerika Birleşik Devletleri". */
export const formatCountry = (lang: Locale, code: string) =>
  new Intl.DisplayNames([LOCALE_INFO[lang].intl], { type: 'region' }).of(code) ?? code;

/** A number of months, e.g. "13 months", "13 ay". */
export const formatMonths = (lang: Locale, months: number) =>
  new Intl.NumberFormat(LOCALE_INFO[lang].intl, {
    style: 'unit',
    unit: 'month',
    unitDisplay: 'long',
  }).format(months);

/** A list of names joined as the language joins them, e.g. "_ga and _ga_X", "_ga ve _ga_X". */
export const formatList = (lang: Locale, items: readonly string[]) =>
  new Intl.ListFormat(LOCALE_INFO[lang].intl, { type: 'conjunction' }).format(items);
