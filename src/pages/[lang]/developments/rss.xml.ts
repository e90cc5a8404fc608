import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES, LOCALE_INFO, type Locale } from '../../../config/locales';
import { SITE } from '../../../config/site';
import { absoluteUrl } from '../../../config/urls';
import { getPosts } from '../../../content/posts';
import { useTranslations } from '../../../i18n';
import { localizePath } from '../../../i18n/paths';

export const getStaticPaths = (() =>
  LOCALES.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

/** The developments of one language as RSS 2.0, newest first: title, link, date, excerpt, category and author. */
export const GET: APIRoute = async ({ params }) => {
  const lang = params.lang as Locale;
  const { t } = useTranslations(lang);
  const posts = await getPosts(lang);
  return rss({
    title: t('developments:feed.title'),
    description: t('developments:meta.description'),
    site: absoluteUrl(localizePath(lang, '/developments/')),
    trailingSlash: true,
    items: posts.map((post) => ({
      title: post.title,
      link: localizePath(lang, `/developments/${post.slug}/`),
      pubDate: post.date,
      description: post.excerpt,
      categories: [t(`developments:categories.${post.category}`)],
      author: `${SITE.email} (${post.author.name})`,
    })),
    customData: `<language>${LOCALE_INFO[lang].intl}</language>`,
  });
};
