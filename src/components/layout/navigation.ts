/**
 * The site's two menus, products and services: the header shows them as mega menus, and the
 * footer lists the service pages, so every page links to each of them in its HTML.
 */
import { SITE, pickLocalizedUrl } from '../../config/site';
import type { Locale } from '../../config/locales';
import type { T } from '../../i18n';
import { localizePath } from '../../i18n/paths';

export interface MenuItem {
  href: string;
  title: string;
  text: string;
  external: boolean;
}

/** The site's own service pages, by their language-independent path. */
export const SERVICE_PAGES = ['consultancy', 'assessment', 'geo'] as const;

export const productItems = (t: T): MenuItem[] =>
  SITE.products.map((product) => ({
    href: product.url,
    title: product.name,
    text: t(`common:products.${product.key}`),
    external: true,
  }));

export const serviceItems = (lang: Locale, t: T): MenuItem[] => [
  ...SERVICE_PAGES.map((key) => ({
    href: localizePath(lang, `/${key}/`),
    title: t(`common:services.${key}.title`),
    text: t(`common:services.${key}.text`),
    external: false,
  })),
  ...(['academy', 'events'] as const).map((key) => ({
    href: pickLocalizedUrl(SITE[key], lang),
    title: t(`common:services.${key}.title`),
    text: t(`common:services.${key}.text`),
    external: true,
  })),
];
