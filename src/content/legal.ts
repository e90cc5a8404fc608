import { z } from 'zod';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../config/locales';
import { SITE } from '../config/site';
import { FUTURE_CONTACT_MONTHS, RETENTION_YEARS } from '../shared/forms/constants';

/** The date the privacy policy and the terms of use were last changed (spec section 9). */
export const LEGAL_LAST_UPDATED = '2024-01-15';

/** A block of a legal section: a paragraph, a bulleted list or a table. */
const legalBlock = z.union([
  z.string(),
  z.object({ list: z.array(z.string()) }),
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
  phone: SITE.phone,
  url: SITE.url,
  retentionYears: String(RETENTION_YEARS),
  consentYears: String(FUTURE_CONTACT_MONTHS / 12),
  languageKey: LANGUAGE_STORAGE_KEY,
  languageCookie: LANGUAGE_COOKIE,
};
