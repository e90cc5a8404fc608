/**
 * Every date, number and amount of money a page shows, formatted for its language. `Intl` does
 * the work with the language's locale (`LOCALE_INFO[lang].intl`); where a language's guide
 * (docs/translation/{lang}.md, "Numbers, money and dates") departs from what `Intl` prints, the
 * house style below corrects it, so the rule a translator reads is the text a visitor sees.
 */
import { LOCALE_INFO, type Locale } from '../config/locales.ts';
import { SITE } from '../config/site.ts';

const NBSP = '\u00A0';
const NARROW_NBSP = '\u202F';
/** The dash of a range between unspaced ends, held to its second end: "9:30–18:00" never breaks after the dash. */
const RANGE_DASH = '–\u2060';

interface HouseStyle {
  /** The thousands separator, where the guide's differs from the locale's. */
  group?: string;
  /** The space between a number and the percent sign, where the guide's differs. */
  percentSpace?: string;
  /** A time of day from its two-digit hour and minute, where the guide's differs from `Intl`'s. */
  time?: (hour: string, minute: string) => string;
  /** The period a rate is paid per before its amount ("Aylık ₺90.000"), where the guide puts it there. */
  periodFirst?: boolean;
  /** What joins a day to its time of day, where the guide's differs from `Intl`'s. */
  dateTimeJoin?: string;
}

/** A language without an entry writes what `Intl` prints. */
const HOUSE_STYLE: Partial<Record<Locale, HouseStyle>> = {
  // TDK: a full stop between hours and minutes ("09.30"); a salary says its period first, as an
  // adjective: "Aylık ₺90.000–₺130.000".
  tr: { time: (hour, minute) => `${hour}.${minute}`, periodFirst: true },
  // A comma between a day and its time, over several days as on one ("12 December 2025, 18:00"),
  // where Intl writes "at" in a range across days.
  en: { dateTimeJoin: ', ' },
  // Thousands with a no-break space, not a full stop ("14 500 ₺"; four digits stay whole: "9500 ₺").
  es: { group: NBSP },
  // A narrow no-break space before % ("31,47 %"); times as French prose writes them ("9 h 30", "18 h").
  fr: {
    percentSpace: NARROW_NBSP,
    time: (hour, minute) => `${Number(hour)}${NBSP}h${minute === '00' ? '' : `${NBSP}${minute}`}`,
  },
};

type Part = { type: string; value: string };

/** Joins `Intl` parts, applying the language's house style to separators and times of day. */
function styled(lang: Locale, parts: readonly Part[]): string {
  const style = HOUSE_STYLE[lang] ?? {};
  let text = '';
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const [separator, minute] = [parts[i + 1], parts[i + 2]];
    if (
      part.type === 'hour' &&
      style.time &&
      separator?.type === 'literal' &&
      minute?.type === 'minute'
    ) {
      text += style.time(part.value.padStart(2, '0'), minute.value);
      i += 2;
    } else if (part.type === 'group' && style.group) text += style.group;
    else if (part.type === 'literal' && parts[i + 1]?.type === 'percentSign' && style.percentSpace)
      text += style.percentSpace;
    else if (part.type === 'literal' && part.value === '–') text += RANGE_DASH;
    else if (
      part.type === 'literal' &&
      style.dateTimeJoin &&
      parts[i - 1]?.type === 'year' &&
      parts[i + 1]?.type === 'hour'
    )
      text += style.dateTimeJoin;
    else text += part.value;
  }
  return text;
}

const numbers = (lang: Locale, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(LOCALE_INFO[lang].intl, options);

/** Formats a day (a `Date` or an ISO string) for the page's language, e.g. "7 November 2026". */
export const formatDate = (
  lang: Locale,
  date: Date | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
) =>
  styled(
    lang,
    new Intl.DateTimeFormat(LOCALE_INFO[lang].intl, { timeZone: 'UTC', ...options }).formatToParts(
      new Date(date),
    ),
  );

/**
 * A span of time in the offices' time zone, e.g. "7 November 2026, 09:30–18:00", or over several
 * days "12 December 2025, 18:00 – 14 December 2025, 18:00".
 */
export const formatDateTimeRange = (lang: Locale, start: Date, end: Date) =>
  styled(
    lang,
    new Intl.DateTimeFormat(LOCALE_INFO[lang].intl, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: SITE.timeZone,
    }).formatRangeToParts(start, end),
  );

/** The day of a date as `YYYY-MM-DD`, for `<time datetime>` and structured data. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const money = (lang: Locale, currency: string) =>
  numbers(lang, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });

/** An amount of money for the page's language, e.g. "₺14,500" in English, "14 500 ₺" in Spanish. */
export const formatMoney = (lang: Locale, amount: number, currency: string) =>
  styled(lang, money(lang, currency).formatToParts(amount));

/**
 * A range of money joined by an en dash without spaces, as every guide asks: "₺90,000–₺130,000"
 * where the symbol leads, "90 000–130 000 ₺" where it follows (written once, after the range).
 */
export function formatMoneyRange(lang: Locale, min: number, max: number, currency: string): string {
  if (min === max) return formatMoney(lang, min, currency);
  const format = money(lang, currency);
  const from = format.formatToParts(min);
  const symbolLast = from.at(-1)?.type === 'currency';
  const lastDigit = from.findLastIndex(
    (part) => part.type === 'integer' || part.type === 'fraction',
  );
  return `${styled(lang, symbolLast ? from.slice(0, lastDigit + 1) : from)}${RANGE_DASH}${styled(lang, format.formatToParts(max))}`;
}

/**
 * A salary: its range and the period it is paid per (`per`, the language's "per month"), in the
 * language's word order: "₺90,000–₺130,000 per month", "Aylık ₺90.000–₺130.000".
 */
export function formatPay(
  lang: Locale,
  salary: { min: number; max: number; currency: string },
  per: string,
): string {
  const range = formatMoneyRange(lang, salary.min, salary.max, salary.currency);
  return HOUSE_STYLE[lang]?.periodFirst ? `${per} ${range}` : `${range} ${per}`;
}

/** A score on the 0 to 5 scale with one decimal, e.g. "2,3" in Turkish. */
export const formatScore = (lang: Locale, score: number) =>
  styled(
    lang,
    numbers(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).formatToParts(score),
  );

/** A share given in percent, e.g. 31.47 -> "%31,47" in Turkish, "31.47%" in English. */
export const formatShare = (lang: Locale, percent: number) =>
  styled(
    lang,
    numbers(lang, { style: 'percent', minimumFractionDigits: 2 }).formatToParts(percent / 100),
  );

/** A quantity with its unit spelt out, e.g. "8 weeks", "6 hours per week". */
export const formatUnit = (lang: Locale, value: number, unit: 'week' | 'hour-per-week') =>
  styled(lang, numbers(lang, { style: 'unit', unit, unitDisplay: 'long' }).formatToParts(value));

/** A country's name in the page's language, from its ISO 3166 code, e.g. "Amerika Birleşik Devletleri". */
export const formatCountry = (lang: Locale, code: string) =>
  new Intl.DisplayNames([LOCALE_INFO[lang].intl], { type: 'region' }).of(code) ?? code;

/** A number of months, e.g. "13 months", "13 ay". */
export const formatMonths = (lang: Locale, months: number) =>
  styled(
    lang,
    numbers(lang, { style: 'unit', unit: 'month', unitDisplay: 'long' }).formatToParts(months),
  );

/**
 * A period given in months, in years where it is a whole number of them above one: "12 months",
 * "2 years", "2 yıl", "24 meses" never.
 */
export const formatPeriod = (lang: Locale, months: number) =>
  months > 12 && months % 12 === 0
    ? styled(
        lang,
        numbers(lang, { style: 'unit', unit: 'year', unitDisplay: 'long' }).formatToParts(
          months / 12,
        ),
      )
    : formatMonths(lang, months);

/** A list of names joined as the language joins them, e.g. "_ga and _ga_X", "_ga ve _ga_X". */
export const formatList = (lang: Locale, items: readonly string[]) =>
  new Intl.ListFormat(LOCALE_INFO[lang].intl, { type: 'conjunction' }).format(items);
