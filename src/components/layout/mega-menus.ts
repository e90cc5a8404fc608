/**
 * The header's two mega menus, products and services: the same on every page of a language, so a
 * page carries only their triggers, and the header's behaviour fills the panels with this markup
 * from /<lang>/header-panels.json at the visitor's first intent on the header
 * (src/pages/[lang]/header-panels.json.ts, header-panels.ts). Written here, at build time, so the
 * browser gets markup, not a renderer.
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

export type MegaMenuId = 'products' | 'services';

/** Each menu's panel content, as markup. */
export type MegaMenus = Record<MegaMenuId, string>;

/** What the header's panels need: their styles (header-panels.css) and the menus' markup. */
export interface HeaderPanels {
  css: string;
  menus: MegaMenus;
}

/** Text made safe to place in markup, in an element or a quoted attribute. */
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The arrow after an external link's title. */
const NEW_TAB_ARROW =
  '<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path d="M6 3h7v7M13 3L5 11" fill="none" stroke="currentColor" stroke-width="1.8"/></svg>';

/** One menu's links, each with its initial, title and text; `newTab` is read after an external one's title. */
export const megaList = (items: MegaItem[], newTab: string) =>
  `<ul class="mega__list">${items
    .map(
      ({ href, title, text, external }) =>
        `<li><a class="mega__link" href="${escape(href)}"${external ? ' target="_blank" rel="noopener"' : ''}><span class="mega__icon" aria-hidden="true">${escape(title.slice(0, 1))}</span><span><span class="mega__title">${escape(title)}${external ? `${NEW_TAB_ARROW}<span class="visually-hidden">(${escape(newTab)})</span>` : ''}</span><span class="mega__text">${escape(text)}</span></span></a></li>`,
    )
    .join('')}</ul>`;

/** Where a language's header panels are served. */
export const headerPanelsPath = (lang: Locale) => `${localizePath(lang)}header-panels.json`;

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
  const newTab = t('common:nav.newTab');
  return { products: megaList(products, newTab), services: megaList(services, newTab) };
}
