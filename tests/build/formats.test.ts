/**
 * Dates, money and numbers as a visitor reads them on the built pages, in every language, against
 * each language's guide (docs/translation/{lang}.md, "Numbers, money and dates"). ⎵ stands for a
 * no-break space (U+00A0), ⍽ for a narrow one (U+202F), ⌒ for a word joiner (U+2060), so the
 * expected texts show which space is where: a space that lets "₺" or "h 30" wrap onto the next
 * line, or a range that breaks after its dash ("9:30–" / "18:00"), is a fault.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../scripts/lib/built-site';
import { LOCALES, type Locale } from '../../src/config/locales';
import { LEGAL_LAST_UPDATED } from '../../src/content/legal';
import { useTranslations } from '../../src/i18n';
import { formatDate } from '../../src/i18n/format';

const visible = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/[ \n\t]+/g, ' ')
    .trim()
    .replace(/\u00A0/g, '⎵')
    .replace(/\u202F/g, '⍽')
    .replace(/\u2060/g, '⌒');

/** The text of the first element a pattern finds (its group 1 holds the element's content). */
const textAt = (page: string, pattern: RegExp) => {
  const match = pattern.exec(readPage(page));
  if (!match) throw new Error(`${page}: nothing matches ${pattern}`);
  return visible(match[1]!);
};

const timeOf = (datetime: string) => new RegExp(`<time datetime="${datetime}"[^>]*>([^<]*)</time>`);

interface Expected {
  /** The AI developer job: its salary line, posting date and closing date. */
  salary: string;
  posted: string;
  closes: string;
  /** The Nova AI Day post: its date, and when and where the event was. */
  published: string;
  when: string;
  where: string;
  /** The multi-day hackathon. */
  hackathon: string;
  /** The courses' fees (one of four digits) and a start date. */
  fees: [string, string, string];
  starts: string;
  /** A research insight's date on the home page. */
  insight: string;
}

const EXPECTED: Record<Locale, Expected> = {
  tr: {
    salary: 'Aylık ₺90.000–⌒₺130.000',
    posted: '12 Ekim 2026',
    closes: '30 Kasım 2027',
    published: '10 Kasım 2026',
    when: '7 Kasım 2026 09.30–⌒18.00',
    where: 'Nova Istanbul AI, Beyoğlu ofisi, İstanbul',
    hackathon: '12 Aralık 2025 18.00\u2009–\u200914 Aralık 2025 18.00',
    fees: ['₺14.500', '₺16.000', '₺9.500'],
    starts: '15 Şubat 2027',
    insight: '12 Mart 2025',
  },
  en: {
    salary: '₺90,000–⌒₺130,000 per month',
    posted: '12 October 2026',
    closes: '30 November 2027',
    published: '10 November 2026',
    when: '7 November 2026, 09:30–⌒18:00',
    where: 'Nova Istanbul AI, Beyoğlu office, Istanbul',
    hackathon: '12 December 2025, 18:00\u2009–\u200914 December 2025, 18:00',
    fees: ['₺14,500', '₺16,000', '₺9,500'],
    starts: '15 February 2027',
    insight: '12 March 2025',
  },
  es: {
    salary: '90⎵000–⌒130⎵000⎵₺ al mes',
    posted: '12 de octubre de 2026',
    closes: '30 de noviembre de 2027',
    published: '10 de noviembre de 2026',
    when: '7 de noviembre de 2026, 9:30–⌒18:00',
    where: 'Nova Istanbul AI, oficina de Beyoğlu, Estambul',
    hackathon:
      '12 de diciembre de 2025 a las 18:00\u2009–\u200914 de diciembre de 2025 a las 18:00',
    fees: ['14⎵500⎵₺', '16⎵000⎵₺', '9500⎵₺'],
    starts: '15 de febrero de 2027',
    insight: '12 de marzo de 2025',
  },
  fr: {
    salary: '90⍽000–⌒130⍽000⎵₺ par mois',
    posted: '12 octobre 2026',
    closes: '30 novembre 2027',
    published: '10 novembre 2026',
    when: '7 novembre 2026, 9⎵h⎵30\u2009–\u200918⎵h',
    where: 'Nova Istanbul AI, bureau de Beyoğlu, Istanbul',
    hackathon: '12 décembre 2025 à 18⎵h\u2009–\u200914 décembre 2025 à 18⎵h',
    fees: ['14⍽500⎵₺', '16⍽000⎵₺', '9⍽500⎵₺'],
    starts: '15 février 2027',
    insight: '12 mars 2025',
  },
};

describe('dates, money and numbers on the built pages, as each language guide writes them', () => {
  it.each(LOCALES)('%s', (lang) => {
    const job = `/${lang}/careers/ai-developer/`;
    const day = `/${lang}/developments/nova-ai-day-istanbul/`;
    const course = (id: string) => `/${lang}/academy/apply/${id}/`;
    expect({
      salary: textAt(job, /data-field="salary"[^>]*>([^<]*)</),
      posted: textAt(job, timeOf('2026-10-12')),
      closes: textAt(job, timeOf('2027-11-30')),
      published: textAt(day, timeOf('2026-11-10')),
      when: textAt(day, timeOf('2026-11-07T06:30:00.000Z')),
      where: textAt(
        day,
        /<dl class="article__facts"[\s\S]*<\/time>[\s\S]*?<dd[^>]*>([\s\S]*?)<\/dd>/,
      ),
      hackathon: textAt(
        `/${lang}/developments/speech-ai-hackathon/`,
        timeOf('2025-12-12T15:00:00.000Z'),
      ),
      fees: ['ai-mobile-development', 'ai-web-applications', 'startup-building'].map((id) =>
        textAt(course(id), /data-fact="price"[^>]*>([^<]*)</),
      ),
      starts: textAt(course('ai-mobile-development'), timeOf('2027-02-15')),
      insight: textAt(`/${lang}/`, timeOf('2025-03-12')),
    }).toEqual(EXPECTED[lang]);
  });
});

describe('the legal pages', () => {
  it.each(LOCALES)('%s: show the date of their last revision, as the config gives it', (lang) => {
    const { t } = useTranslations(lang);
    for (const page of ['privacy', 'terms'] as const) {
      const shown = textAt(`/${lang}/${page}/`, /data-last-updated[^>]*>([\s\S]*?)<\/p>/);
      const date = formatDate(lang, LEGAL_LAST_UPDATED[page]);
      expect(shown).toBe(visible(t(`${page}:lastUpdated`, { date })));
    }
  });
});
