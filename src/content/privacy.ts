/**
 * The parts of the privacy notice derived from the site's tables (src/config/site.ts: PROVIDERS,
 * SITE_STORAGE), so that who receives data, where, and what is kept in the browser are written
 * once, in code, and read the same in every language.
 */
import type { Locale } from '../config/locales';
import {
  PROVIDERS,
  SITE_STORAGE,
  isAbroad,
  needsConsent,
  type Provider,
  type StoredItem,
} from '../config/site';
import { z } from 'zod';
import type { Translations } from '../i18n';
import { formatCountry, formatMonths } from '../i18n/format';
import { localizePath } from '../i18n/paths';
import { LEGAL_VALUES, legalSections } from './legal';

export interface LegalTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

/** A provider as a reader knows it: the company, and its product where it has a name. */
export const providerLabel = (provider: Provider) =>
  'service' in provider ? `${provider.name} (${provider.service})` : provider.name;

const columns = (
  { tObject }: Translations,
  key: 'recipients' | 'transfers' | 'storage',
): string[] => tObject(`privacy:tables.${key}.columns`, z.array(z.string()));

/** Every service provider, what it does and whether it waits for the visitor's consent. */
export function recipientsTable(texts: Translations): LegalTable {
  const { t } = texts;
  return {
    caption: t('privacy:tables.recipients.caption'),
    columns: columns(texts, 'recipients'),
    rows: PROVIDERS.map((provider) => [
      providerLabel(provider),
      t(`consent:purposes.${provider.purpose}.text`),
      t(
        needsConsent(provider)
          ? 'privacy:tables.recipients.withConsent'
          : 'privacy:tables.recipients.always',
      ),
    ]),
  };
}

/** The providers outside Türkiye, their countries and the safeguard of the transfer (KVKK Art. 9). */
export function transfersTable(lang: Locale, texts: Translations): LegalTable {
  const { t } = texts;
  return {
    caption: t('privacy:tables.transfers.caption'),
    columns: columns(texts, 'transfers'),
    rows: PROVIDERS.filter(isAbroad).map((provider) => [
      providerLabel(provider),
      formatCountry(lang, provider.country),
      t('privacy:tables.transfers.safeguard'),
    ]),
  };
}

/** Every cookie and local storage key of the site and its providers, and each frame's own cookies. */
export function storageTable(lang: Locale, texts: Translations): LegalTable {
  const { t } = texts;
  const kept = (item: StoredItem) =>
    item.months === undefined
      ? t('privacy:tables.storage.untilDeleted')
      : formatMonths(lang, item.months);
  const row = (item: StoredItem, setBy: string) => [
    item.name,
    t(`privacy:tables.kinds.${item.kind}`),
    setBy,
    t(`consent:storage.${item.purpose}`),
    kept(item),
    t(`privacy:tables.bases.${item.basis}`),
  ];
  const site = t('consent:purposes.site.title');
  return {
    caption: t('privacy:tables.storage.caption'),
    columns: columns(texts, 'storage'),
    rows: [
      ...SITE_STORAGE.map((item) => row(item, site)),
      ...PROVIDERS.flatMap((provider) => provider.sets.map((item) => row(item, provider.name))),
      ...PROVIDERS.filter((provider) => provider.category === 'content').map((provider) => [
        t('privacy:tables.storage.frameCookies'),
        t('privacy:tables.storage.inFrame'),
        provider.name,
        t(`consent:purposes.${provider.purpose}.text`),
        t('privacy:tables.storage.providerSets'),
        t('privacy:tables.bases.consent'),
      ]),
    ],
  };
}

/**
 * The address of the privacy settings, a section of the privacy page whose anchor is in the
 * page's language (the footer, the placeholders and the analytics prompt link to it).
 * @example privacySettingsPath('en', useTranslations('en')) // '/en/privacy/#settings'
 */
export function privacySettingsPath(lang: Locale, { tObject }: Translations): string {
  const sections = tObject('privacy:sections', legalSections, LEGAL_VALUES);
  const section = sections.find((candidate) =>
    candidate.body.some(
      (block) => typeof block === 'object' && 'key' in block && block.key === 'settings',
    ),
  );
  if (!section) throw new Error('The privacy notice has no section with the privacy settings');
  return `${localizePath(lang, '/privacy/')}#${section.id}`;
}
