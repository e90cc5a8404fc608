/**
 * The retention periods come from one config entry (src/config/retention.ts): the
 * privacy notice and the future-contact box state them in every language, written out from the
 * config, and no text types a period of its own. The functions store and purge by the same entry
 * (tests/functions/maintenance.test.ts).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../src/config/locales';
import { ERASURE_RECORD_MONTHS, RETENTION, retentionMonths } from '../../src/config/retention';
import { legalPeriods, legalSections, legalValues } from '../../src/content/legal';
import { purposesTable } from '../../src/content/privacy';
import { useTranslations } from '../../src/i18n';
import { ASSISTANT_RETENTION_MONTHS, providerOf } from '../../src/config/site';
import { formatPeriod } from '../../src/i18n/format';
import { resources } from '../../src/i18n/resources';

/** The notice's section that states how long each submission is kept (its `{{…Period}}` placeholders). */
const retentionSection = (lang: string) =>
  (resources[lang]!.privacy as { sections: { id: string; body: unknown[] }[] }).sections.find(
    (section) => JSON.stringify(section.body).includes('{{applicationPeriod}}'),
  );

describe('retention periods', () => {
  afterEach(() => {
    vi.doUnmock('../../src/config/retention');
    vi.resetModules();
  });

  it('are one rule by kind and consent', () => {
    expect(retentionMonths('contact', false)).toBe(RETENTION.contactMonths);
    expect(retentionMonths('academy', false)).toBe(RETENTION.applicationMonths);
    expect(retentionMonths('job', false)).toBe(RETENTION.applicationMonths);
    expect(retentionMonths('job', true)).toBe(RETENTION.futureContactMonths);
    // Only the future-contact consent keeps an application longer.
    expect(RETENTION.futureContactMonths).toBeGreaterThan(RETENTION.applicationMonths);
  });

  it('keep the record of a deletion three years, as KVKK requires, and past everything it accounts for', () => {
    // KVKK Deletion Regulation Art. 7(3): at least three years.
    expect(ERASURE_RECORD_MONTHS).toBeGreaterThanOrEqual(36);
    expect(ERASURE_RECORD_MONTHS).toBeGreaterThanOrEqual(Math.max(...Object.values(RETENTION)));
    expect(legalPeriods('en').erasurePeriod).toBe('3 years');
  });

  for (const lang of LOCALES) {
    const texts = useTranslations(lang);
    const { t, tObject } = texts;
    const periods = {
      contact: formatPeriod(lang, RETENTION.contactMonths),
      application: formatPeriod(lang, RETENTION.applicationMonths),
      futureContact: formatPeriod(lang, RETENTION.futureContactMonths),
    };

    it(`${lang}: the notice states the config's periods`, () => {
      const raw = retentionSection(lang);
      expect(raw, 'a section names {{applicationPeriod}}').toBeDefined();
      const section = tObject('privacy:sections', legalSections, legalValues(lang)).find(
        (candidate) => candidate.id === raw!.id,
      )!;
      const text = JSON.stringify(section.body);
      for (const period of Object.values(periods)) expect(text).toContain(period);
      expect(text).not.toMatch(/{{|}}/);
      const futureContact = purposesTable(lang, texts).rows.find((row) =>
        row[1]!.includes(periods.futureContact),
      );
      expect(futureContact, 'the purposes table names the future-contact window').toBeDefined();
    });

    it(`${lang}: the notice says who keeps what the site does not, and for how long`, () => {
      // The site stores no conversation with the assistant (RETENTION has no entry for it): the
      // retention section names the provider, from the providers table, as the one keeping it for
      // us, and the period agreed with it (ASSISTANT_RETENTION_MONTHS), written out from the config.
      const raw = retentionSection(lang)!;
      const section = tObject('privacy:sections', legalSections, legalValues(lang)).find(
        (candidate) => candidate.id === raw.id,
      )!;
      expect(JSON.stringify(raw.body)).toMatch(
        /{{assistantProvider}}[^"]*{{assistantPeriod}}|{{assistantPeriod}}[^"]*{{assistantProvider}}/,
      );
      expect(JSON.stringify(section.body)).toContain(providerOf('assistant').name);
      expect(JSON.stringify(section.body)).toContain(
        formatPeriod(lang, ASSISTANT_RETENTION_MONTHS),
      );
    });

    it(`${lang}: the notice states how long the records of deletions are kept, as the purge keeps them`, () => {
      // netlify/lib/erasure.ts keeps an erasure's receipt (pseudonymised: a keyed hash of the
      // address) and netlify/lib/purgeRecords.ts each scheduled purge's record for
      // ERASURE_RECORD_MONTHS; the notice names that period for both, written out from the constant.
      const body = retentionSection(lang)!.body.filter((block) => typeof block === 'string');
      expect(body.filter((text) => text.includes('{{erasurePeriod}}'))).toHaveLength(2);
      expect(legalPeriods(lang).erasurePeriod).toBe(formatPeriod(lang, ERASURE_RECORD_MONTHS));
    });

    it(`${lang}: the future-contact box states the config's window`, () => {
      const text = t('forms:job.consent.futureContact.text', {
        period: legalPeriods(lang).futureContactPeriod,
        link: 'x',
      });
      expect(text).toContain(periods.futureContact);
    });

    it(`${lang}: no retention text types a number of its own`, () => {
      const typed = [
        JSON.stringify(retentionSection(lang)!.body),
        t('forms:job.consent.futureContact.text'),
        t('privacy:purposes.futureContact.purpose'),
      ];
      for (const text of typed) expect(text.replace(/{{\w+}}/g, '')).not.toMatch(/\d/);
    });
  }

  it("are the ones the operators' docs state (docs/privacy.md, Retention)", () => {
    const doc = readFileSync('docs/privacy.md', 'utf8');
    const row = (months: number, name: string) =>
      new RegExp(`\\|\\s+${months} months\\s+\\|\\s+\`${name.replace('.', '\\.')}\``);
    for (const [key, months] of Object.entries(RETENTION))
      expect(doc).toMatch(row(months, `RETENTION.${key}`));
    expect(doc).toMatch(row(ERASURE_RECORD_MONTHS, 'ERASURE_RECORD_MONTHS'));
  });

  it('follow the config when it changes', async () => {
    vi.doMock('../../src/config/retention', async (original) => ({
      ...(await original<typeof import('../../src/config/retention')>()),
      RETENTION: { contactMonths: 6, applicationMonths: 9, futureContactMonths: 36 },
    }));
    vi.resetModules();
    const legal = await import('../../src/content/legal');
    expect(legal.legalPeriods('en')).toMatchObject({
      contactPeriod: '6 months',
      applicationPeriod: '9 months',
      futureContactPeriod: '3 years',
    });
    expect(legal.legalPeriods('tr').futureContactPeriod).toBe('3 yıl');
  });
});
