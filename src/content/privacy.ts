/**
 * The parts of the privacy notice derived from the site's tables (src/config/processing.ts:
 * PURPOSES; src/config/site.ts: PROVIDERS, SITE_STORAGE), so that why data is processed and on
 * which basis, who receives it, where, and what is kept in the browser are written once, in code,
 * and read the same in every language.
 */
import type { Locale } from '../config/locales';
import { PURPOSES, type Purpose } from '../config/processing';
import {
  PROVIDERS,
  SITE_STORAGE,
  isAbroad,
  needsConsent,
  type Provider,
  type StoredItem,
} from '../config/site';
import { z } from 'zod';
import type { TextKey, Translations } from '../i18n';
import { formatCountry, formatMonths } from '../i18n/format';
import { localizePath } from '../i18n/paths';
import { legalSections, legalValues } from './legal';

export interface LegalTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

/** A provider as a reader knows it: the company, and its product where it has a name. */
const providerLabel = (provider: Provider) =>
  'service' in provider ? `${provider.name} (${provider.service})` : provider.name;

const columns = (
  { tObject }: Translations,
  key: 'purposes' | 'recipients' | 'transfers' | 'storage',
): string[] => tObject(`privacy:tables.${key}.columns`, z.array(z.string()));

/** A purpose's legal bases, one sentence each, a legitimate interest naming the purpose's own. */
export function basesText(lang: Locale, { t }: Translations, purpose: Purpose): string {
  return purpose.bases
    .map((basis) =>
      basis === 'legitimateInterest'
        ? t('privacy:bases.legitimateInterest', {
            // Only a purpose with a legitimate interest has one to name.
            interest: t(`privacy:purposes.${purpose.key}.interest` as TextKey),
          })
        : t(`privacy:bases.${basis}`, legalValues(lang)),
    )
    .join(' ');
}

/** Every purpose of processing (src/config/processing.ts), what data it concerns and its legal bases. */
export function purposesTable(lang: Locale, texts: Translations): LegalTable {
  const { t } = texts;
  const values = legalValues(lang);
  return {
    caption: t('privacy:tables.purposes.caption'),
    columns: columns(texts, 'purposes'),
    rows: PURPOSES.map((purpose) => [
      t(`privacy:purposes.${purpose.key}.data`),
      t(`privacy:purposes.${purpose.key}.purpose`, values),
      basesText(lang, texts, purpose),
    ]),
  };
}

/** Every service provider, what it does, its role (processor or controller) and whether it waits for the visitor's consent. */
export function recipientsTable(texts: Translations): LegalTable {
  const { t } = texts;
  return {
    caption: t('privacy:tables.recipients.caption'),
    columns: columns(texts, 'recipients'),
    rows: PROVIDERS.map((provider) => [
      providerLabel(provider),
      t(`consent:purposes.${provider.purpose}.text`),
      t(`privacy:tables.recipients.roles.${provider.role}`),
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
    t(`privacy:bases.${item.basis}`),
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
        t('privacy:bases.consent'),
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
  const sections = tObject('privacy:sections', legalSections, legalValues(lang));
  const section = sections.find((candidate) =>
    candidate.body.some(
      (block) => typeof block === 'object' && 'key' in block && block.key === 'settings',
    ),
  );
  if (!section) throw new Error('The privacy notice has no section with the privacy settings');
  return `${localizePath(lang, '/privacy/')}#${section.id}`;
}
