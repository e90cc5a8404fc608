import { inlineScript } from '../components/scripts/inline-script';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, LOCALES } from '../config/locales';
import { LANGUAGE_COOKIE_ATTRIBUTES } from './preference';

/**
 * The `/` page's choice, where Netlify's cookie and Accept-Language rules did not already send the
 * visitor on: a language still in localStorage wins over the browser's languages (and renews the
 * cookie), then the default. Inline in the head, so it leaves before anything is painted or
 * fetched; and so the header's script is the only one to import src/i18n/preference.ts and is
 * bundled whole, with no chunk to fetch after it.
 */
export const CHOOSER_SCRIPT = inlineScript(`(function (locales) {
  var stored = null;
  try {
    stored = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
  } catch (error) {}
  if (locales.indexOf(stored) < 0) stored = null;
  if (stored) document.cookie = ${JSON.stringify(`${LANGUAGE_COOKIE}=`)} + stored + ${JSON.stringify(LANGUAGE_COOKIE_ATTRIBUTES)};
  var browser = navigator.languages
    .map(function (tag) { return tag.slice(0, 2).toLowerCase(); })
    .filter(function (lang) { return locales.indexOf(lang) >= 0; })[0];
  location.replace('/' + (stored || browser || ${JSON.stringify(DEFAULT_LOCALE)}) + '/' + location.search);
})(${JSON.stringify(LOCALES)});`);
