/**
 * The texts of the consent prompts, placeholders and settings, derived at build time from the
 * providers table (src/config/site.ts) and the translations, and handed to the components and
 * islands that show them.
 */
import { LOCALE_INFO, type Locale } from '../config/locales.ts';
import {
  ANALYTICS_COOKIE_MONTHS,
  PROVIDERS,
  SITE,
  SITE_STORAGE,
  needsConsent,
  providerOf,
  type ConsentKey,
  type Provider,
} from '../config/site.ts';
import { privacySettingsPath } from '../content/privacy.ts';
import { formatCountry, formatList, formatMonths } from './format.ts';
import type { Translations } from './index.ts';

/** What a placeholder says before another site's frame is loaded, and its two choices. */
export interface FramePlaceholderTexts {
  provider: ConsentKey;
  title: string;
  text: string;
  load: string;
  always: string;
  /** "You can change this at any time in the {{link}}." */
  settings: { text: string; link: string; href: string };
  noscript: string;
}

/** The placeholder of a frame of `key`'s provider (the assistant, the map). */
export function framePlaceholderTexts(
  lang: Locale,
  texts: Translations,
  key: 'assistant' | 'maps',
): FramePlaceholderTexts {
  const { t, tObject } = texts;
  const provider = providerOf(key);
  const frame = provider.purpose;
  const values = { provider: provider.name, country: formatCountry(lang, provider.country) };
  return {
    provider: key,
    title: t(`consent:frames.${frame}.title`),
    text: t(`consent:frames.${frame}.text`, values),
    load: t(`consent:frames.${frame}.load`),
    always: t('consent:frames.always'),
    settings: {
      text: t('consent:frames.settings.text', { link: '{{link}}' }),
      link: t('consent:frames.settings.link'),
      href: privacySettingsPath(lang, { t, tObject }),
    },
    noscript: t('consent:frames.noscript'),
  };
}

/** The cookies a provider sets, as `data-consent-cookies` lists them for deletion. */
export const cookieNames = (provider: Provider) =>
  provider.sets
    .filter((item) => item.kind === 'cookie')
    .map((item) => item.name)
    .join(' ');

/** The analytics prompt of the academy form, with what the form needs to load the tag. */
export interface AnalyticsPromptTexts {
  /** The measurement id. */
  id: string;
  provider: ConsentKey;
  cookieMonths: number;
  /** The tag's cookies, deleted when the visitor refuses or withdraws (a space-separated list). */
  cookies: string;
  /** The page's locale, for the date of the choice. */
  intl: string;
  title: string;
  text: string;
  allow: string;
  refuse: string;
  /** "You allowed {{service}} on {{date}}.": the date is filled in the browser. */
  granted: string;
  refused: string;
  withdraw: string;
  settings: { text: string; link: string; href: string };
}

/** The analytics prompt of the academy form; undefined without a measurement id (nothing to ask). */
export function analyticsPromptTexts(
  lang: Locale,
  { t, tObject }: Translations,
): AnalyticsPromptTexts | undefined {
  if (!SITE.analyticsId) return undefined;
  const provider = providerOf('google');
  const service = provider.service;
  return {
    id: SITE.analyticsId,
    provider: provider.key,
    cookieMonths: ANALYTICS_COOKIE_MONTHS,
    cookies: cookieNames(provider),
    intl: LOCALE_INFO[lang].intl,
    title: t('consent:analytics.title'),
    text: t('consent:analytics.text', {
      service,
      provider: provider.name,
      country: formatCountry(lang, provider.country),
      cookies: formatList(
        lang,
        provider.sets.map((item) => item.name),
      ),
      duration: formatMonths(lang, ANALYTICS_COOKIE_MONTHS),
    }),
    allow: t('consent:analytics.allow'),
    refuse: t('consent:analytics.refuse'),
    granted: t('consent:analytics.granted', { service, date: '{{date}}' }),
    refused: t('consent:analytics.refused', { service, date: '{{date}}' }),
    withdraw: t('consent:analytics.withdraw'),
    settings: {
      text: t('consent:analytics.settings.text', { link: '{{link}}' }),
      link: t('consent:analytics.settings.link'),
      href: privacySettingsPath(lang, { t, tObject }),
    },
  };
}

/** One provider's line in the privacy settings. */
interface SettingsProvider {
  key: string;
  /** What it is for, as a short title ("Office map"). */
  title: string;
  /** Who, and where: "Example Maps Inc., United States". */
  provider: string;
  purpose: string;
  stores: string;
  /** The cookies to delete when the visitor withdraws (a space-separated list). */
  cookies: string;
  needsConsent: boolean;
}

/** The privacy settings: each category with its providers, what they do and keep, and the site's own storage. */
export function settingsTexts(lang: Locale, { t }: Translations) {
  const stores = (names: readonly string[]) =>
    names.length ? formatList(lang, names) : t('consent:settings.storesNothing');
  const where = (name: string, country: string) => `${name}, ${formatCountry(lang, country)}`;
  const site: SettingsProvider = {
    key: 'site',
    title: t('consent:purposes.site.title'),
    provider: where(SITE.legalName, SITE.country),
    purpose: t('consent:purposes.site.text'),
    stores: stores(SITE_STORAGE.map((item) => item.name)),
    cookies: '',
    needsConsent: false,
  };
  const line = (provider: Provider): SettingsProvider => ({
    key: provider.key,
    title:
      'service' in provider ? provider.service : t(`consent:purposes.${provider.purpose}.title`),
    provider: where(provider.name, provider.country),
    purpose: t(`consent:purposes.${provider.purpose}.text`),
    stores:
      provider.category === 'content'
        ? t('consent:settings.storesFrame')
        : stores(provider.sets.map((item) => item.name)),
    cookies: cookieNames(provider),
    needsConsent: needsConsent(provider),
  });
  const categories = (['necessary', 'analytics', 'content'] as const).map((category) => ({
    key: category,
    title: t(`consent:categories.${category}.title`),
    text: t(`consent:categories.${category}.text`),
    providers: [
      ...(category === 'necessary' ? [site] : []),
      ...PROVIDERS.filter((provider) => provider.category === category).map(line),
    ],
  }));
  return {
    intl: LOCALE_INFO[lang].intl,
    categories,
    labels: {
      provider: t('consent:settings.provider'),
      purpose: t('consent:settings.purpose'),
      stores: t('consent:settings.stores'),
      choice: t('consent:settings.choice'),
      alwaysOn: t('consent:settings.alwaysOn'),
      notChosen: t('consent:settings.notChosen'),
      allowed: t('consent:settings.allowed', { date: '{{date}}' }),
      refused: t('consent:settings.refused', { date: '{{date}}' }),
      allow: t('consent:settings.allow'),
      refuse: t('consent:settings.refuse'),
      noscript: t('consent:settings.noscript'),
    },
  };
}
