import type { APIRoute } from 'astro';
import { LOCALES, LOCALE_INFO } from '../config/locales';
import { PAGES } from '../config/routes';
import { SITE } from '../config/site';
import { absoluteUrl } from '../config/urls';
import { buildTime } from '../content/buildTime';
import { getJobs } from '../content/jobs';
import { listedJobs } from '../content/openings';
import { getPosts } from '../content/posts';
import { useTranslations } from '../i18n';
import { feedPath, localizePath } from '../i18n/paths';

/** The page table's indexed pages: what the site offers, its news and careers, how to reach it. */
const KEY_PAGES = Object.values(PAGES).filter((page) => !('robots' in page));

/** A page title without the brand after it: "About us | Nova Istanbul AI" gives "About us". */
const short = (title: string) => title.split(' | ')[0]!;

const line = (title: string, path: string, note?: string) =>
  `- [${title}](${absoluteUrl(path)})${note ? `: ${note}` : ''}`;

/**
 * `/llms.txt` (llmstxt.org): what the company does, then per language the key pages, every post
 * and every open job, with links, generated from the translations and the collections at build time.
 */
export const GET: APIRoute = async () => {
  const en = useTranslations('en').t;
  const now = buildTime();
  const sections = await Promise.all(
    LOCALES.map(async (lang) => {
      const { t } = useTranslations(lang);
      const posts = await getPosts(lang);
      const jobs = listedJobs(await getJobs(lang), now);
      return [
        `## ${LOCALE_INFO[lang].name} (${lang})`,
        '',
        ...KEY_PAGES.map(({ path, texts }) =>
          line(
            short(t(`${texts}meta.title`)),
            localizePath(lang, path),
            t(`${texts}meta.description`),
          ),
        ),
        line(t('developments:feed.title'), feedPath(lang), 'RSS'),
        '',
        `### ${t('developments:intro.title')}`,
        '',
        ...posts.map((post) =>
          line(post.title, localizePath(lang, `/developments/${post.slug}/`), post.excerpt),
        ),
        '',
        `### ${t('careers:openings.title')}`,
        '',
        ...jobs.map((job) =>
          line(
            job.title,
            localizePath(lang, `/careers/${job.slug}/`),
            `${job.labels.type}, ${job.labels.workType}, ${job.labels.location}`,
          ),
        ),
      ].join('\n');
    }),
  );
  const text = [
    `# ${SITE.name}`,
    '',
    `> ${en('home:meta.description')}`,
    '',
    `${SITE.legalName}, Istanbul. Contact: ${SITE.email}, ${SITE.phone}. Every page exists in ${LOCALES.map((lang) => LOCALE_INFO[lang].name).join(', ')}; the address starts with the language code.`,
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
