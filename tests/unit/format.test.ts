/**
 * The formats each language's guide asks for (docs/translation/{lang}.md, "Numbers, money and
 * dates"), as src/i18n/format.ts prints them. ⎵ stands for a no-break space (U+00A0), ⍽ for a
 * narrow one (U+202F), ⌒ for a word joiner (U+2060) that keeps the dash of a range on the line
 * of its second end, so the expected texts show which space is where; `Intl` sets the dash of a
 * range whose ends hold spaces between thin spaces (U+2009), where a line may break.
 */
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTimeRange,
  formatMoney,
  formatMoneyRange,
  formatPay,
  formatScore,
  formatShare,
  formatUnit,
} from '../../src/i18n/format';
import { LOCALES, type Locale } from '../../src/config/locales';

const visible = (text: string) =>
  text
    .replace(/\u00A0/g, '⎵')
    .replace(/\u202F/g, '⍽')
    .replace(/\u2060/g, '⌒');
const day = new Date('2026-11-07T09:30:00+03:00');
const evening = new Date('2026-11-07T18:00:00+03:00');
const twoDaysLater = new Date('2026-11-09T18:00:00+03:00');

const EXPECTED: Record<Locale, Record<string, string>> = {
  tr: {
    date: '7 Kasım 2026',
    event: '7 Kasım 2026 09.30–⌒18.00',
    longEvent: '7 Kasım 2026 09.30\u2009–\u20099 Kasım 2026 18.00',
    salary: '₺90.000–⌒₺130.000',
    price: '₺14.500',
    smallPrice: '₺9.500',
    share: '%31,47',
    score: '2,3',
    workload: '6 saat/hafta',
  },
  en: {
    date: '7 November 2026',
    event: '7 November 2026, 09:30–⌒18:00',
    longEvent: '7 November 2026, 09:30\u2009–\u20099 November 2026, 18:00',
    salary: '₺90,000–⌒₺130,000',
    price: '₺14,500',
    smallPrice: '₺9,500',
    share: '31.47%',
    score: '2.3',
    workload: '6 hours per week',
  },
  es: {
    date: '7 de noviembre de 2026',
    event: '7 de noviembre de 2026, 9:30–⌒18:00',
    longEvent: '7 de noviembre de 2026 a las 9:30\u2009–\u20099 de noviembre de 2026 a las 18:00',
    salary: '90⎵000–⌒130⎵000⎵₺',
    price: '14⎵500⎵₺',
    smallPrice: '9500⎵₺',
    share: '31,47⎵%',
    score: '2,3',
    workload: '6 horas por semana',
  },
  fr: {
    date: '7 novembre 2026',
    event: '7 novembre 2026, 9⎵h⎵30\u2009–\u200918⎵h',
    longEvent: '7 novembre 2026 à 9⎵h⎵30\u2009–\u20099 novembre 2026 à 18⎵h',
    salary: '90⍽000–⌒130⍽000⎵₺',
    price: '14⍽500⎵₺',
    smallPrice: '9⍽500⎵₺',
    share: '31,47⍽%',
    score: '2,3',
    workload: '6⎵heures par semaine',
  },
};

describe('formats of dates, numbers and money, per language guide', () => {
  it.each(LOCALES)('%s', (lang) => {
    expect({
      date: visible(formatDate(lang, '2026-11-07')),
      event: visible(formatDateTimeRange(lang, day, evening)),
      longEvent: visible(formatDateTimeRange(lang, day, twoDaysLater)),
      salary: visible(formatMoneyRange(lang, 90000, 130000, 'TRY')),
      price: visible(formatMoney(lang, 14500, 'TRY')),
      smallPrice: visible(formatMoney(lang, 9500, 'TRY')),
      share: visible(formatShare(lang, 31.47)),
      score: visible(formatScore(lang, 2.3)),
      workload: visible(formatUnit(lang, 6, 'hour-per-week')),
    }).toEqual(EXPECTED[lang]);
  });

  it('writes a range whose ends are equal as one amount, and keeps another currency’s symbol', () => {
    expect(visible(formatMoneyRange('es', 30000, 30000, 'TRY'))).toBe('30⎵000⎵₺');
    expect(visible(formatMoneyRange('en', 1500, 2500, 'EUR'))).toBe('€1,500–⌒€2,500');
    expect(visible(formatMoneyRange('fr', 1500, 2500, 'EUR'))).toBe('1⍽500–⌒2⍽500⎵€');
  });

  it('puts the period of a salary where the language says it: after in English, first in Turkish', () => {
    const salary = { min: 90000, max: 130000, currency: 'TRY' };
    expect(visible(formatPay('en', salary, 'per month'))).toBe('₺90,000–⌒₺130,000 per month');
    expect(visible(formatPay('tr', salary, 'Aylık'))).toBe('Aylık ₺90.000–⌒₺130.000');
    expect(visible(formatPay('fr', salary, 'par mois'))).toBe('90⍽000–⌒130⍽000⎵₺ par mois');
  });

  it('leaves times on the hour with their minutes where the language writes them', () => {
    const nine = new Date('2026-11-07T09:00:00+03:00');
    expect(visible(formatDateTimeRange('fr', nine, evening))).toBe(
      '7 novembre 2026, 9⎵h\u2009–\u200918⎵h',
    );
    expect(visible(formatDateTimeRange('tr', nine, evening))).toBe('7 Kasım 2026 09.00–⌒18.00');
  });
});
