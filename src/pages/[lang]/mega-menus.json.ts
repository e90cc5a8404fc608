import type { APIRoute, GetStaticPaths } from 'astro';
import { megaMenus } from '../../components/layout/mega-menus';
import type { Locale } from '../../config/locales';
import { useTranslations } from '../../i18n';
import { localeStaticPaths } from '../../i18n/paths';

export const getStaticPaths = localeStaticPaths satisfies GetStaticPaths;

/** The header's mega menus of one language, which its behaviour renders after the first paint. */
export const GET: APIRoute = ({ params }) => {
  const lang = params.lang as Locale;
  return Response.json(megaMenus(lang, useTranslations(lang).t));
};
