import type { APIRoute, GetStaticPaths } from 'astro';
import panelStyles from '../../components/layout/header-panels.css?inline';
import { megaMenus, type HeaderPanels } from '../../components/layout/mega-menus';
import type { Locale } from '../../config/locales';
import { useTranslations } from '../../i18n';
import { localeStaticPaths } from '../../i18n/paths';

export const getStaticPaths = localeStaticPaths satisfies GetStaticPaths;

/** The header's panels of one language, which its behaviour readies at the visitor's first intent. */
export const GET: APIRoute = ({ params }) => {
  const lang = params.lang as Locale;
  return Response.json({
    css: panelStyles,
    menus: megaMenus(lang, useTranslations(lang).t),
  } satisfies HeaderPanels);
};
