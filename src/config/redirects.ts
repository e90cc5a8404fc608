/**
 * The site's routing on Netlify, derived from the locale table, the page table and the academy's
 * addresses; the build writes it to `dist/_redirects` (src/integrations/redirectsFile.ts), which
 * Netlify and the local platform read. netlify.toml holds no redirects, so this order is the whole
 * order: the first rule that matches wins, and a rule that is not forced gives way to a file at its
 * address.
 */
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LOCALES, type Locale } from './locales.ts';
import { PAGES } from './routes.ts';
import { SITE, pickLocalizedUrl } from './site.ts';

export interface Redirect {
  from: string;
  /** Query keys the address must carry, their values named for `to`, e.g. `{ page: ':page' }`. */
  query?: Record<string, string>;
  to: string;
  status: 200 | 301 | 302 | 404;
  /** Applies even where a file exists at `from`. */
  force?: boolean;
  /** Netlify's Language condition: the `nf_lang` cookie, else the first language of Accept-Language. */
  language?: Locale;
  /** Netlify's Cookie condition: applies only when the request carries this cookie, whatever its value. */
  cookie?: string;
}

interface RuleGroup {
  /** Why the rules are there, written above them in the file. */
  why: string;
  rules: Redirect[];
}

const at = (lang: Locale, path: string) => `/${lang}${path}`;
const OTHER_LOCALES = LOCALES.filter((lang) => lang !== DEFAULT_LOCALE);

/** `from` sent to its address in the chosen or detected language, else in the default one. */
const byLanguage = (
  from: string,
  to: (lang: Locale) => string,
  force?: true,
  cookie?: string,
): Redirect[] => [
  ...OTHER_LOCALES.map((lang): Redirect => ({
    from,
    to: to(lang),
    status: 302,
    force,
    language: lang,
    cookie,
  })),
  { from, to: to(DEFAULT_LOCALE), status: 302, force, cookie },
];

const { academy, academyApply, careersApply, developments } = PAGES;

const REDIRECT_GROUPS: readonly RuleGroup[] = [
  {
    why: "`/` with the nf_lang cookie: the stored choice, at the edge. Forced: the x-default page at /index.html would otherwise be served first. Without the cookie (expired or cleared) the x-default page decides in the browser, where the choice may still be in localStorage, then by the browser's languages.",
    rules: byLanguage('/', (lang) => at(lang, '/'), true, LANGUAGE_COOKIE),
  },
  {
    why: '/{lang}/academy/ sends the browser to the academy site (its Turkish page for Turkish, its English one for the rest).',
    rules: LOCALES.map((lang) => ({
      from: at(lang, academy.path),
      to: pickLocalizedUrl(SITE.academy, lang),
      status: 302,
      force: true,
    })),
  },
  {
    why: 'An unknown course (no pre-rendered /{lang}/academy/apply/{courseId}/ page) goes to the academy. Not forced: the course and success pages are files and are served first.',
    rules: LOCALES.map((lang) => ({
      from: at(lang, `${academyApply.path}*`),
      to: at(lang, academy.path),
      status: 302,
    })),
  },
  {
    why: 'A duplicated language collapses: /en/en/about/ -> /en/about/.',
    rules: LOCALES.map((lang) => ({
      from: at(lang, `/${lang}/*`),
      to: at(lang, '/:splat'),
      status: 301,
      force: true,
    })),
  },
  {
    why: 'Unprefixed paths get the stored or detected language (the query string is kept).',
    rules: [
      ...byLanguage(careersApply.path, (lang) => at(lang, careersApply.path)),
      ...byLanguage(`${academyApply.path}*`, (lang) => at(lang, `${academyApply.path}:splat`)),
      ...byLanguage('/:name/', (lang) => at(lang, '/:name/')),
    ],
  },
  {
    why: 'Developments: the filter and the page live in the query (`?category=seminar&page=2`); each state is a pre-rendered page (src/pages/[lang]/developments/[...state].astro) served under the query address, which the visitor keeps. Forced: /{lang}/developments/index.html exists. Netlify matches query keys, not values: an unknown category or an out-of-range page rewrites to a file that does not exist, and Netlify answers 404. Most specific first.',
    rules: [
      { query: { category: ':category', page: ':page' }, to: ':category/page/:page/' },
      { query: { category: ':category' }, to: ':category/' },
      { query: { page: ':page' }, to: 'page/:page/' },
    ].map(({ query, to }) => ({
      from: `/:lang${developments.path}`,
      query,
      to: `/:lang${developments.path}${to}`,
      status: 200,
      force: true,
    })),
  },
  {
    why: '/{lang}/{name}/: one unknown segment shows the home page.',
    rules: LOCALES.map((lang) => ({ from: at(lang, '/:name/'), to: at(lang, '/'), status: 200 })),
  },
  {
    why: 'Anything deeper under a language is its localized 404 page.',
    rules: LOCALES.map((lang) => ({ from: at(lang, '/*'), to: at(lang, '/404/'), status: 404 })),
  },
];

/** Every rule, in the order Netlify tries them. */
export const REDIRECTS: readonly Redirect[] = REDIRECT_GROUPS.flatMap((group) => group.rules);

const line = ({ from, query = {}, to, status, force, language, cookie }: Redirect) =>
  [
    from,
    ...Object.entries(query).map(([key, value]) => `${key}=${value}`),
    to,
    `${status}${force ? '!' : ''}`,
    ...(language ? [`Language=${language}`] : []),
    ...(cookie ? [`Cookie=${cookie}`] : []),
  ].join('  ');

/**
 * The rules in Netlify's `_redirects` format: `from [key=value…] to status[!] [Language=xx]`.
 * @example redirectsFile().split('\n')[3] // '/  /tr/  302!  Language=tr  Cookie=nf_lang'
 */
export const redirectsFile = (): string =>
  [
    '# Generated by the build from src/config/redirects.ts: edit that file, not this one.',
    ...REDIRECT_GROUPS.flatMap((group) => ['', `# ${group.why}`, ...group.rules.map(line)]),
    '',
  ].join('\n');
