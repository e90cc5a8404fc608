/**
 * The header's two mega menus, products and services, as data: the same on every page of a
 * language, so a page carries only their triggers and the header's behaviour fills the panels
 * from /<lang>/mega-menus.json after the first paint (src/pages/[lang]/mega-menus.json.ts,
 * header-panels.ts).
 */
import { SITE, pickLocalizedUrl } from '../../config/site';
import type { Locale } from '../../config/locales';
import type { T } from '../../i18n';
import { localizePath } from '../../i18n/paths';

export interface MegaItem {
  href: string;
  title: string;
  text: string;
  external: boolean;
}

export interface MegaMenus {
  /** Read by screen readers after an external link's title. */
  newTab: string;
  menus: Record<MegaMenuId, MegaItem[]>;
}

export const MEGA_MENU_IDS = ['products', 'services'] as const;
export type MegaMenuId = (typeof MEGA_MENU_IDS)[number];

/** Where a language's menus are served. */
export const megaMenusPath = (lang: Locale) => `${localizePath(lang)}mega-menus.json`;

export function megaMenus(lang: Locale, t: T): MegaMenus {
  const products = SITE.products.map((product) => ({
    href: product.url,
    title: product.name,
    text: t(`common:products.${product.key}`),
    external: true,
  }));
  const services = [
    ...(['consultancy', 'assessment', 'geo'] as const).map((key) => ({
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
  return { newTab: t('common:nav.newTab'), menus: { products, services } };
}
