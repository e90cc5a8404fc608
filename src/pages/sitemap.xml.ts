import type { APIRoute } from 'astro';
import { DEFAULT_LOCALE, LOCALES } from '../config/locales';
import { INDEXED_PATHS } from '../config/routes';
import { absoluteUrl } from '../config/urls';
import { localizePath } from '../i18n/paths';

/** Every indexed page in every language, each with its hreflang alternates (x-default included). */
export const GET: APIRoute = () => {
  const alternates = (path: string) =>
    [
      ...LOCALES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${absoluteUrl(localizePath(lang, path))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(path === '/' ? '/' : localizePath(DEFAULT_LOCALE, path))}"/>`,
    ].join('');
  const urls = INDEXED_PATHS.flatMap((path) =>
    LOCALES.map((lang) => `<url><loc>${absoluteUrl(localizePath(lang, path))}</loc>${alternates(path)}</url>`),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
