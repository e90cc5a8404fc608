import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE, isLocale } from './config/locales';
import { useTranslations } from './i18n';

/**
 * Puts the page's language and its texts on `Astro.locals`, so pages and components read them there
 * instead of passing the language down. Runs at build time for every pre-rendered page.
 */
export const onRequest = defineMiddleware(({ params, locals }, next) => {
  const localized = isLocale(params.lang);
  const lang = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
  Object.assign(locals, { lang, localized }, useTranslations(lang));
  return next();
});
