import { z } from 'zod';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../config/locales';
import { CONSENT_MONTHS } from '../config/consent';
import { ANALYTICS_COOKIE_MONTHS, ANALYTICS_RETENTION_MONTHS, SITE } from '../config/site';
import { FUTURE_CONTACT_MONTHS, RETENTION_YEARS } from '../shared/forms/constants';

/**
 * The day each legal text last changed, shown at its top. The terms keep the spec's date
 * (section 9); the privacy notice changed with consent, providers and transfers abroad (issue 22).
 * Change a date with the text it dates: the page states it as a fact.
 */
export const LEGAL_LAST_UPDATED = { privacy: '2026-11-24', terms: '2024-01-15' } as const;

/** A block of a legal section: a paragraph, a bulleted list or a table. */
const legalBlock = z.union([
  z.string(),
  z.object({ list: z.array(z.string()) }),
  /** A part the page derives from the site's tables (src/content/privacy.ts), not written out. */
  z.object({ key: z.enum(['recipients', 'transfers', 'storage', 'settings']) }),
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

/** The facts the legal texts name, filled into their `{{placeholders}}` so they never drift from the config. */
export const LEGAL_VALUES = {
  company: SITE.legalName,
  brand: SITE.name,
  address: `${registeredOffice.address}, ${registeredOffice.city}`,
  email: SITE.email,
  privacyEmail: SITE.privacyEmail,
  phone: SITE.phone,
  url: SITE.url,
  retentionYears: String(RETENTION_YEARS),
  consentYears: String(FUTURE_CONTACT_MONTHS / 12),
  consentMonths: String(CONSENT_MONTHS),
  analyticsMonths: String(ANALYTICS_COOKIE_MONTHS),
  analyticsRetentionMonths: String(ANALYTICS_RETENTION_MONTHS),
  languageKey: LANGUAGE_STORAGE_KEY,
  languageCookie: LANGUAGE_COOKIE,
};
