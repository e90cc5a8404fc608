import i18next, {
  type FlatNamespace,
  type ParseKeys,
  type Resource,
  type TFunction,
} from 'i18next';
import type { z } from 'zod';
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

/** The translate function of one language. Keys name their namespace and are typed by the English files. */
export type T = TFunction<FlatNamespace[]>;

/** The key of a text. */
export type TextKey = ParseKeys<FlatNamespace[]>;

/** The key of a structured entry of the translations: a list or an object. */
export type ObjectKey = ParseKeys<FlatNamespace[], { returnObjects: true }>;

/**
 * Reads a structured entry and parses it with its schema: an entry of another shape in any language
 * fails the build. `values` fill the entry's `{{placeholders}}`.
 * @example tObject('home:hero.words', z.array(z.string())) // ['Transform', 'Grow', …]
 */
export type TObject = <S extends z.ZodType>(
  key: ObjectKey,
  schema: S,
  values?: Record<string, string>,
) => z.output<S>;

export interface Translations {
  t: T;
  tObject: TObject;
}

/**
 * The texts of one language. Pages and components read them from `Astro.locals`, where
 * src/middleware.ts puts them; content modules that take a language call this.
 * @example const { t } = useTranslations('tr'); t('common:nav.about') // 'Hakkımızda'
 */
export function useTranslations(lang: Locale): Translations {
  const t: T = instance.getFixedT(lang, namespaces);
  // The key is checked by `ObjectKey` and the value by the schema, so the lookup itself needs no types.
  const lookup = instance.getFixedT(lang) as (key: string, options: object) => unknown;
  return {
    t,
    tObject: (key, schema, values) => schema.parse(lookup(key, { returnObjects: true, ...values })),
  };
}
