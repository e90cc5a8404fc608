import i18next, { type Resource, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../config/locales.ts';
import { namespaces, resources } from './resources.ts';

const instance = i18next.createInstance();
await instance.init({
  resources: resources as Resource,
  lng: DEFAULT_LOCALE,
  fallbackLng: false,
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (lngs: readonly string[], ns: string, key: string) => {
    // A missing key would render as its own name on the page: fail the build instead.
    throw new Error(`Missing translation ${lngs.join(',')}/${ns}:${key}`);
  },
});

export type T = TFunction;

/**
 * The translate function for a page's language. Keys name their namespace.
 * @example const t = useTranslations('tr'); t('common:nav.about') // 'Hakkımızda'
 */
export const useTranslations = (lang: Locale): TFunction => instance.getFixedT(lang);

/** Reads a structured entry (list or object) from the translations. */
export function tObject<V>(lang: Locale, key: string): V {
  return instance.getFixedT(lang)(key, { returnObjects: true }) as V;
}
