import type { APIRoute } from 'astro';
import { addressedStates, stateHref } from '../content/listing';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../config/locales';
import { INDEXED_PATHS } from '../config/routes';
import { absoluteUrl } from '../config/urls';
import { localizePath } from '../i18n/paths';

const xmlEscape = (text: string) => text.replaceAll('&', '&amp;');

/** One indexed page in every language, each entry with the page's hreflang alternates (x-default included). */
const entries = (addressIn: (lang: Locale) => string, xDefault: string) => {
  const alternates = [
    ...LOCALES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(absoluteUrl(addressIn(lang)))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(absoluteUrl(xDefault))}"/>`,
  ].join('');
  return LOCALES.map((lang) => `<url><loc>${xmlEscape(absoluteUrl(addressIn(lang)))}</loc>${alternates}</url>`);
};

/** Every indexed page, and the developments listing's filter and page states, which have addresses of their own. */
export const GET: APIRoute = () => {
  const urls = [
    ...INDEXED_PATHS.flatMap((path) =>
      entries((lang) => localizePath(lang, path), path === '/' ? '/' : localizePath(DEFAULT_LOCALE, path)),
    ),
    ...addressedStates().flatMap((state) => entries((lang) => stateHref(lang, state), stateHref(DEFAULT_LOCALE, state))),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
