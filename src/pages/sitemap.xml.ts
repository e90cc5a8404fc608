import type { APIRoute } from 'astro';
import { addressedStates, stateHref } from '../content/listing';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../config/locales';
import { INDEXED_PATHS } from '../config/routes';
import { absoluteUrl } from '../config/urls';
import { buildTime } from '../content/buildTime';
import { getJobs } from '../content/jobs';
import { isOpen } from '../content/openings';
import { getPosts } from '../content/posts';
import { localizePath } from '../i18n/paths';

const xmlEscape = (text: string) => text.replaceAll('&', '&amp;');

/**
 * One indexed page in each of its languages (all by default), each entry with the page's hreflang
 * alternates: x-default is the default language, or the first language the page exists in.
 */
const entries = (
  addressIn: (lang: Locale) => string,
  xDefault: string,
  languages: readonly Locale[] = LOCALES,
) => {
  const alternates = [
    ...languages.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(absoluteUrl(addressIn(lang)))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(absoluteUrl(xDefault))}"/>`,
  ].join('');
  return languages.map(
    (lang) => `<url><loc>${xmlEscape(absoluteUrl(addressIn(lang)))}</loc>${alternates}</url>`,
  );
};

/** The slugs of a collection with the languages each exists in, in the site's language order. */
const bySlug = (lists: { lang: Locale; slugs: string[] }[]) => {
  const languages = new Map<string, Locale[]>();
  for (const { lang, slugs } of lists)
    for (const slug of slugs) languages.set(slug, [...(languages.get(slug) ?? []), lang]);
  return [...languages];
};

const perEntry = (section: string, pages: [slug: string, languages: Locale[]][]) =>
  pages.flatMap(([slug, languages]) => {
    const path = `/${section}/${slug}/`;
    const xDefault = localizePath(
      languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : languages[0]!,
      path,
    );
    return entries((lang) => localizePath(lang, path), xDefault, languages);
  });

/** Every indexed page: the site's pages, the developments listing's filter and page states, every post and every open job. */
export const GET: APIRoute = async () => {
  const now = buildTime();
  const posts = await Promise.all(
    LOCALES.map(async (lang) => ({ lang, posts: await getPosts(lang) })),
  );
  const jobs = await Promise.all(
    LOCALES.map(async (lang) => ({
      lang,
      slugs: (await getJobs(lang)).filter((job) => isOpen(job, now)).map((job) => job.slug),
    })),
  );
  const urls = [
    ...INDEXED_PATHS.flatMap((path) =>
      entries(
        (lang) => localizePath(lang, path),
        path === '/' ? '/' : localizePath(DEFAULT_LOCALE, path),
      ),
    ),
    ...addressedStates(posts.find(({ lang }) => lang === DEFAULT_LOCALE)!.posts).flatMap((state) =>
      entries((lang) => stateHref(lang, state), stateHref(DEFAULT_LOCALE, state)),
    ),
    ...perEntry(
      'developments',
      bySlug(posts.map(({ lang, posts }) => ({ lang, slugs: posts.map((post) => post.slug) }))),
    ),
    ...perEntry('careers', bySlug(jobs)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
