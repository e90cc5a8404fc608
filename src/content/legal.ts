import { z } from 'zod';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Locale } from '../config/locales';
import { CONSENT_MONTHS } from '../config/consent';
import { ERASURE_RECORD_MONTHS, RETENTION } from '../config/retention';
import {
  ANALYTICS_COOKIE_MONTHS,
  ANALYTICS_RETENTION_MONTHS,
  ASSISTANT_RETENTION_MONTHS,
  SITE,
  providerOf,
} from '../config/site';
import { formatCountry, formatPeriod } from '../i18n/format';

/**
 * The day each legal text last changed, shown at its top: the terms when they named the consumer's
 * remedies under Law No. 6502 and the company's registration numbers, the privacy notice when it
 * gained the providers' roles, the assistant's retention period, the KVKK channels for requests,
 * the erasure receipts, the GDPR basis of obligations under Turkish law, what the withdrawal of
 * the future-contact consent leaves of an application and the three-year record of deletions.
 * Change a date with the text it dates: the page states it as a fact.
 */
export const LEGAL_LAST_UPDATED = { privacy: '2026-11-27', terms: '2026-11-27' } as const;

/** A block of a legal section: a paragraph, a bulleted list or a table. */
const legalBlock = z.union([
  z.string(),
  z.object({ list: z.array(z.string()) }),
  /** A part the page derives from the site's tables (src/content/privacy.ts), not written out. */
  z.object({ key: z.enum(['purposes', 'recipients', 'transfers', 'storage', 'settings']) }),
  z.object({
    table: z.object({
      caption: z.string(),
      columns: z.array(z.string()),
      rows: z.array(z.array(z.string())),
    }),
  }),
]);

/** The sections of a legal text, as its translations hold them under `sections`. */
export const legalSections = z.array(
  z.object({
    /** The section's anchor, e.g. `#retention`. */
    id: z.string(),
    title: z.string(),
    body: z.array(legalBlock),
  }),
);

const registeredOffice =
  SITE.offices.find((office) => office.key === SITE.defaultOffice) ?? SITE.offices[0];

/**
 * The periods the legal texts state, written out in the page's language ("12 months", "2 years")
 * from the config (src/config/retention.ts, consent.ts, site.ts), so no text types a number that
 * the code does not keep.
 */
export const legalPeriods = (lang: Locale) => ({
  contactPeriod: formatPeriod(lang, RETENTION.contactMonths),
  applicationPeriod: formatPeriod(lang, RETENTION.applicationMonths),
  futureContactPeriod: formatPeriod(lang, RETENTION.futureContactMonths),
  choicesPeriod: formatPeriod(lang, CONSENT_MONTHS),
  analyticsPeriod: formatPeriod(lang, ANALYTICS_COOKIE_MONTHS),
  analyticsRetentionPeriod: formatPeriod(lang, ANALYTICS_RETENTION_MONTHS),
  assistantPeriod: formatPeriod(lang, ASSISTANT_RETENTION_MONTHS),
  /** How long the record of a deletion is kept: an erasure's receipt and a scheduled purge's record. */
  erasurePeriod: formatPeriod(lang, ERASURE_RECORD_MONTHS),
});

/** The facts the legal texts name, filled into their `{{placeholders}}` so they never drift from the config. */
export const legalValues = (lang: Locale) => ({
  company: SITE.legalName,
  brand: SITE.name,
  /** The postal address, where the notice invites letters from abroad too: postcode and country included. */
  address: `${registeredOffice.address}, ${registeredOffice.postalCode} ${registeredOffice.city}, ${formatCountry(lang, SITE.country)}`,
  email: SITE.email,
  privacyEmail: SITE.privacyEmail,
  kepAddress: SITE.kepAddress,
  mersisNumber: SITE.registration.mersis,
  tradeRegistryNumber: SITE.registration.tradeRegistry,
  euRepresentative: SITE.euRepresentative.name,
  euRepresentativeAddress: `${SITE.euRepresentative.address}, ${formatCountry(lang, SITE.euRepresentative.country)}`,
  euRepresentativeEmail: SITE.euRepresentative.email,
  /** Who keeps the conversations with the assistant, for us: the site keeps none (src/config/site.ts, PROVIDERS). */
  assistantProvider: providerOf('assistant').name,
  phone: SITE.phone,
  url: SITE.url,
  languageKey: LANGUAGE_STORAGE_KEY,
  languageCookie: LANGUAGE_COOKIE,
  ...legalPeriods(lang),
});
