/**
 * Consent and the privacy notice's facts: the stored choice and when it stops counting,
 * the inline script that shows a stored choice before the first paint, and the notice's tables
 * derived from the providers table in every language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMPT_STATE_SCRIPT } from '../../src/components/consent/prompt-state';
import { CONSENT_MONTHS, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../src/config/consent';
import { FRAME_ORIGINS } from '../../src/config/csp';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, LOCALES } from '../../src/config/locales';
import { PROVIDERS, SITE, SITE_STORAGE, isAbroad, needsConsent } from '../../src/config/site';
import { MONTH_MS } from '../../src/consent/months';
import { parseChoices } from '../../src/consent/record';
import { legalSections, legalValues } from '../../src/content/legal';
import {
  privacySettingsPath,
  recipientsTable,
  storageTable,
  transfersTable,
} from '../../src/content/privacy';
import { CHARACTER_STORAGE_KEY } from '../../src/game/game';
import { SCORES_STORAGE_KEY } from '../../src/game/scores';
import { useTranslations } from '../../src/i18n';
import { formatCountry } from '../../src/i18n/format';
import { resources } from '../../src/i18n/resources';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const MAX_AGE = CONSENT_MONTHS * MONTH_MS;
const record = (version: number, choices: Record<string, unknown>) =>
  JSON.stringify({ version, choices });

describe('the stored choices', () => {
  it('keep each valid choice of the current version', () => {
    const raw = record(CONSENT_VERSION, {
      google: { granted: true, at: '2026-11-20T10:00:00.000Z' },
      maps: { granted: false, at: '2026-10-01T10:00:00.000Z' },
    });
    expect(parseChoices(raw, CONSENT_VERSION, NOW, MAX_AGE)).toEqual({
      google: { granted: true, at: '2026-11-20T10:00:00.000Z' },
      maps: { granted: false, at: '2026-10-01T10:00:00.000Z' },
    });
  });

  it('count for nothing under another policy version: the visitor is asked again', () => {
    const raw = record(CONSENT_VERSION - 1, {
      google: { granted: true, at: '2026-11-20T10:00:00.000Z' },
    });
    expect(parseChoices(raw, CONSENT_VERSION, NOW, MAX_AGE)).toEqual({});
  });

  it(`count for ${CONSENT_MONTHS} months, then the visitor is asked again`, () => {
    const raw = record(CONSENT_VERSION, {
      google: { granted: true, at: new Date(NOW - MAX_AGE + 60_000).toISOString() },
      maps: { granted: true, at: new Date(NOW - MAX_AGE - 60_000).toISOString() },
    });
    expect(Object.keys(parseChoices(raw, CONSENT_VERSION, NOW, MAX_AGE))).toEqual(['google']);
  });

  it('ignore anything that is not a choice: no record, another shape, a date to come', () => {
    for (const raw of [null, '', '{', '"yes"', '[]', record(CONSENT_VERSION, null as never)])
      expect(parseChoices(raw, CONSENT_VERSION, NOW, MAX_AGE), String(raw)).toEqual({});
    const odd = record(CONSENT_VERSION, {
      google: { granted: 'yes', at: '2026-11-20T10:00:00.000Z' },
      maps: { granted: true, at: 'yesterday' },
      assistant: { granted: true, at: '2027-01-01T00:00:00.000Z' },
    });
    expect(parseChoices(odd, CONSENT_VERSION, NOW, MAX_AGE)).toEqual({});
  });
});

/** Runs the prompt's inline script against a prompt element and a storage of our own. */
function runPromptScript(stored: string | null) {
  const attributes = new Map<string, string>([
    ['data-consent-prompt', 'google'],
    ['data-intl', 'en-US'],
    ['data-state', 'ask'],
  ]);
  const status = {
    textContent: '',
    getAttribute: (name: string) =>
      ({ 'data-granted': 'You allowed it on {{date}}.', 'data-refused': 'Refused on {{date}}.' })[
        name
      ] ?? null,
  };
  const prompt = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    querySelector: () => status,
  };
  const localStorage = { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? stored : null) };
  const document = { currentScript: { previousElementSibling: prompt } };
  new Function('document', 'localStorage', PROMPT_STATE_SCRIPT.code)(document, localStorage);
  return { state: attributes.get('data-state'), status: status.textContent };
}

describe('the prompt shows a stored choice before the first paint', () => {
  it('a choice of this version: the choice and its date, not the question', () => {
    const at = new Date(Date.now() - 86_400_000).toISOString();
    const shown = runPromptScript(record(CONSENT_VERSION, { google: { granted: true, at } }));
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(at));
    expect(shown).toEqual({ state: 'granted', status: `You allowed it on ${date}.` });
  });

  it('a refusal', () => {
    const at = new Date().toISOString();
    expect(runPromptScript(record(CONSENT_VERSION, { google: { granted: false, at } })).state).toBe(
      'refused',
    );
  });

  it('no choice, a choice of an older version, or a broken record: the question', () => {
    const at = new Date().toISOString();
    for (const stored of [
      null,
      record(CONSENT_VERSION - 1, { google: { granted: true, at } }),
      '{broken',
    ])
      expect(runPromptScript(stored).state, String(stored)).toBe('ask');
  });

  it('is allowed by the pages it runs on: its hash is that of its code', async () => {
    const { createHash } = await import('node:crypto');
    expect(PROMPT_STATE_SCRIPT.hash).toBe(
      `sha256-${createHash('sha256').update(PROMPT_STATE_SCRIPT.code).digest('base64')}`,
    );
  });
});

describe('the providers table', () => {
  it('names every key the site itself keeps in the browser', () => {
    const names = SITE_STORAGE.map((item) => item.name);
    for (const key of [
      LANGUAGE_STORAGE_KEY,
      LANGUAGE_COOKIE,
      CONSENT_STORAGE_KEY,
      CHARACTER_STORAGE_KEY,
      SCORES_STORAGE_KEY,
    ])
      expect(names).toContain(key);
  });

  it('has a provider that needs consent for every frame the page may load', () => {
    const asked = PROVIDERS.filter(needsConsent).flatMap((provider) => provider.origins);
    expect(FRAME_ORIGINS.length).toBeGreaterThan(0);
    for (const origin of FRAME_ORIGINS) expect(asked).toContain(origin);
    expect(FRAME_ORIGINS).toContain(new URL(SITE.assistantUrl).origin);
    for (const office of SITE.offices)
      expect(FRAME_ORIGINS).toContain(new URL(office.mapUrl).origin);
  });
});

describe('the privacy notice, derived from the table in every language', () => {
  for (const lang of LOCALES) {
    const texts = useTranslations(lang);

    it(`${lang}: the recipients name every provider with its role, processor or controller`, () => {
      // GDPR Art. 13(1)(e), KVKK Art. 10(1)(ç): a map provider is no processor of ours.
      const table = recipientsTable(texts);
      expect(table.rows).toHaveLength(PROVIDERS.length);
      const role = table.columns.length - 2;
      PROVIDERS.forEach((provider, index) => {
        const row = table.rows[index]!;
        expect(row).toHaveLength(table.columns.length);
        expect(row[0]).toContain(provider.name);
        expect(row[role]).toBe(texts.t(`privacy:tables.recipients.roles.${provider.role}`));
      });
      const roles = new Set(table.rows.map((row) => row[role]));
      expect(roles.size, 'each role reads differently').toBe(
        new Set(PROVIDERS.map((p) => p.role)).size,
      );
    });

    it(`${lang}: the notice's postal address has the postcode and the country`, () => {
      const office = SITE.offices.find((candidate) => candidate.key === SITE.defaultOffice)!;
      const { address } = legalValues(lang);
      expect(address).toContain(`${office.postalCode} ${office.city}`);
      expect(address).toContain(formatCountry(lang, SITE.country));
      const requests = notice().find((section) => section.text.includes(SITE.kepAddress));
      expect(requests, 'a section names the KEP address').toBeDefined();
      expect(requests!.text).toContain(address);
      expect(requests!.text).toContain(SITE.privacyEmail);
    });

    it(`${lang}: the transfers abroad name every provider outside ${SITE.country}, with its country`, () => {
      const table = transfersTable(lang, texts);
      const abroad = PROVIDERS.filter(isAbroad);
      expect(table.rows).toHaveLength(abroad.length);
      const countries = new Intl.DisplayNames([lang], { type: 'region' });
      abroad.forEach((provider, index) => {
        expect(table.rows[index]![0]).toContain(provider.name);
        expect(table.rows[index]![1]).toBe(countries.of(provider.country));
      });
    });

    it(`${lang}: the cookie table lists every cookie and storage key, each with its columns`, () => {
      const table = storageTable(lang, texts);
      const names = table.rows.map((row) => row[0]);
      for (const item of [...SITE_STORAGE, ...PROVIDERS.flatMap((provider) => provider.sets)])
        expect(names).toContain(item.name);
      for (const row of table.rows) {
        expect(row).toHaveLength(table.columns.length);
        for (const cell of row) expect(cell.trim()).not.toBe('');
      }
    });

    const notice = () =>
      texts.tObject('privacy:sections', legalSections, legalValues(lang)).map((section) => ({
        ...section,
        text: JSON.stringify(section.body),
      }));

    it(`${lang}: the notice names the EU representative of the config (GDPR Arts. 13(1)(a), 27)`, () => {
      const { name, address, country, email } = SITE.euRepresentative;
      const named = notice().filter((section) => section.text.includes(name));
      expect(named, 'one section names the representative').toHaveLength(1);
      expect(named[0]!.text).toContain(`${address}, ${formatCountry(lang, country)}`);
      expect(named[0]!.text).toContain(email);
      // It is named where the notice says who is responsible: the section with the controller.
      expect(named[0]!.text).toContain(SITE.legalName);
    });

    it(`${lang}: the settings' address is a section of the privacy notice`, () => {
      const path = privacySettingsPath(lang, texts);
      const [page, anchor] = path.split('#');
      expect(page).toBe(`/${lang}/privacy/`);
      const ids = (resources[lang]!.privacy as { sections: { id: string }[] }).sections.map(
        (section) => section.id,
      );
      expect(ids).toContain(anchor);
    });
  }
});

describe('the terms, naming the company from the config in every language', () => {
  for (const lang of LOCALES) {
    it(`${lang}: "Who we are" gives the registered office and the registration numbers`, () => {
      // Turkish Commercial Code Arts. 39(2) and 1524: trade registry and MERSIS numbers.
      const { tObject } = useTranslations(lang);
      const sections = tObject('terms:sections', legalSections, legalValues(lang));
      const operator = sections
        .map((section) => JSON.stringify(section.body))
        .find((text) => text.includes(SITE.registration.mersis));
      expect(operator, 'a section names the MERSIS number').toBeDefined();
      for (const fact of [
        SITE.legalName,
        legalValues(lang).address,
        SITE.registration.mersis,
        SITE.registration.tradeRegistry,
        SITE.email,
        SITE.phone,
      ])
        expect(operator).toContain(fact);
    });
  }
});

describe('the analytics tag', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("is named by no page's policy but its own: the site-wide CSP has no Google origin", async () => {
    vi.stubEnv('PUBLIC_GA_MEASUREMENT_ID', 'G-ABC123');
    vi.resetModules();
    const { csp, ANALYTICS_CSP } = await import('../../src/config/csp');
    expect(JSON.stringify(csp)).not.toMatch(/google/);
    expect(ANALYTICS_CSP.script).toBe('https://www.googletagmanager.com');
  });

  it('without a measurement id, nothing is asked', async () => {
    vi.stubEnv('PUBLIC_GA_MEASUREMENT_ID', '');
    vi.resetModules();
    const { analyticsPromptTexts } = await import('../../src/i18n/consent');
    const { useTranslations: translations } = await import('../../src/i18n');
    expect(analyticsPromptTexts('en', translations('en'))).toBeUndefined();
  });

  it('with one, the prompt names its cookies', async () => {
    vi.stubEnv('PUBLIC_GA_MEASUREMENT_ID', 'G-ABC123');
    vi.resetModules();
    const { analyticsPromptTexts } = await import('../../src/i18n/consent');
    const { useTranslations: translations } = await import('../../src/i18n');
    const prompt = analyticsPromptTexts('en', translations('en'));
    expect(prompt?.id).toBe('G-ABC123');
    expect(prompt?.cookies).toBe('_ga _ga_ABC123');
  });
});
