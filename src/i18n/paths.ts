import { LOCALES, isLocale, type Locale } from '../config/locales.ts';

const withSlashes = (path: string) => {
  const trimmed = path.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
};

/**
 * A page's address in one language.
 * @example localizePath('tr', '/careers/apply/') // '/tr/careers/apply/'
 */
export const localizePath = (lang: Locale, path = '/') => withSlashes(`${lang}/${path}`);

/**
 * Removes every leading language segment, so `/en/en/about/` and `/fr/about/` both give `/about/`.
 * @example stripLocale('/en/tr/about/') // '/about/'
 */
export function stripLocale(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  while (segments.length > 0 && isLocale(segments[0])) segments.shift();
  return withSlashes(segments.join('/'));
}

/**
 * The same page in another language, keeping the rest of the path.
 * @example switchLocalePath('/en/careers/apply/', 'tr') // '/tr/careers/apply/'
 */
export const switchLocalePath = (pathname: string, lang: Locale) =>
  localizePath(lang, stripLocale(pathname));

/**
 * The address of a language's news feed.
 * @example feedPath('fr') // '/fr/developments/rss.xml'
 */
export const feedPath = (lang: Locale) => `${localizePath(lang, '/developments/')}rss.xml`;

/** `getStaticPaths` for every page under `src/pages/[lang]/`. */
export const localeStaticPaths = () => LOCALES.map((lang) => ({ params: { lang } }));
