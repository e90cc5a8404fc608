/**
 * A fifth language, added to a copy of the project exactly as the README's "A language" says: an
 * entry in src/config/locales.ts, its translations (locales/de/, the English texts as
 * placeholders) and its entries (each translated collection's en/ folder as de/). The copy must
 * build, and German must get everything the other languages have.
 *
 * The same copy (one build, to spare CI a second one) holds drafts and dated entries in every
 * language (support/publishingFixtures.ts): what a build publishes is checked in its output.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { zipFunction } from '@netlify/zip-it-and-ship-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPages, readPage } from '../../scripts/lib/built-site';
import {
  copyRepository,
  linkPackages,
  PROJECT_ROOT,
  type LocalRepository,
} from '../../scripts/lib/local-repository';
import { DEFAULT_LOCALE, LOCALES } from '../../src/config/locales';
import { pickLocalizedUrl, SITE } from '../../src/config/site';
import { COLLECTIONS } from '../../src/content/fields';
import { FORMS } from '../../src/shared/forms/forms';
import { feedPath, localizePath } from '../../src/i18n/paths';
import { addPublishingFixtures, FIXTURES } from './support/publishingFixtures';
import { indexedLanguages, indexedPages } from './support/searchIndex';
import { shareImageProblems } from './support/shareImages';

const run = promisify(execFile);

const GERMAN = {
  code: 'de',
  name: 'Deutsch',
  ogLocale: 'de_DE',
  intl: 'de-DE',
  flag: '<rect width="30" height="20" fill="#000"/><rect y="6.67" width="30" height="6.67" fill="#d00"/><rect y="13.33" width="30" height="6.67" fill="#ffce00"/>',
};
/** The forms' messages of the placeholder translation are marked, to tell them from the English fallback. */
const MARK = '[de] ';
/**
 * The language whose pages and rules German's must mirror: one that, like German, is not the
 * default and has no site of its own elsewhere (Turkish has its own academy site).
 */
const MODEL = LOCALES.find(
  (lang) =>
    lang !== DEFAULT_LOCALE &&
    pickLocalizedUrl(SITE.academy, lang) === pickLocalizedUrl(SITE.academy, DEFAULT_LOCALE),
)!;
const ALL = [...LOCALES, GERMAN.code];

let repo: LocalRepository;
let dist: string;

/** The entry in the table: the language's code in LOCALES, its row in LOCALE_INFO. */
async function addToTable(root: string) {
  const file = path.join(root, 'src/config/locales.ts');
  const source = await readFile(file, 'utf8');
  const edited = source
    .replace(/(export const LOCALES = \[[^\]]*?)(,?\s*\] as const;)/, `$1, '${GERMAN.code}'$2`)
    .replace(
      /(export const LOCALE_INFO: Record<Locale, LocaleInfo> = \{)/,
      `$1\n  ${GERMAN.code}: ${JSON.stringify(GERMAN)},`,
    );
  expect(
    edited.match(new RegExp(`'${GERMAN.code}'|${GERMAN.code}: \\{`, 'g')),
    'the table changed shape',
  ).toHaveLength(2);
  await writeFile(file, edited);
}

const mark = (value: unknown): unknown =>
  typeof value === 'string'
    ? `${MARK}${value}`
    : Array.isArray(value)
      ? value.map(mark)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mark(child)]))
        : value;

/** Its translations: the English files, the forms' messages marked. */
async function addTranslations(root: string) {
  await cp(path.join(root, 'locales', DEFAULT_LOCALE), path.join(root, 'locales', GERMAN.code), {
    recursive: true,
  });
  const validation = path.join(root, 'locales', GERMAN.code, 'validation.json');
  await writeFile(
    validation,
    `${JSON.stringify(mark(JSON.parse(await readFile(validation, 'utf8'))), null, 2)}\n`,
  );
}

/** Its entries: each translated collection's English entries. */
async function addEntries(root: string) {
  for (const { folder, translated } of Object.values(COLLECTIONS)) {
    if (!translated) continue;
    await cp(path.join(root, folder, DEFAULT_LOCALE), path.join(root, folder, GERMAN.code), {
      recursive: true,
    });
  }
}

const inGerman = (page: string) => page.replace(new RegExp(`^/${MODEL}/`), `/${GERMAN.code}/`);
const modelPages = () => listPages(dist).filter((page) => page.startsWith(`/${MODEL}/`));
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

beforeAll(async () => {
  const started = performance.now();
  repo = await copyRepository();
  await linkPackages(repo.root);
  await addToTable(repo.root);
  await addTranslations(repo.root);
  await addPublishingFixtures(repo.root);
  await addEntries(repo.root);
  await run(
    process.execPath,
    [path.join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'],
    { cwd: repo.root, maxBuffer: 64 * 1024 * 1024 },
  );
  dist = path.join(repo.root, 'dist');
  console.log(`fifth language: copied and built in ${Math.round(performance.now() - started)} ms`);
}, 240_000);

afterAll(() => repo?.remove());

describe('a fifth language, added as the README says', () => {
  it('has every page the other languages have, in German', () => {
    const model = modelPages();
    expect(model.length).toBeGreaterThan(50);
    const german = listPages(dist).filter((page) => page.startsWith(`/${GERMAN.code}/`));
    expect(german.sort()).toEqual(model.map(inGerman).sort());
    expect(readPage(`/${GERMAN.code}/`, dist)).toMatch(/<html lang="de"/);
  });

  it('is in every page set of hreflang alternates, and its pages name every language', () => {
    const alternate = (html: string, lang: string) =>
      new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)"`).exec(html)?.[1];
    const problems: string[] = [];
    for (const page of modelPages()) {
      const html = readPage(page, dist);
      const own = alternate(html, MODEL);
      if (!own) continue;
      const german = own.replace(`/${MODEL}/`, `/${GERMAN.code}/`);
      if (alternate(html, GERMAN.code) !== german)
        problems.push(`${page}: no hreflang de, ${german}`);
      const germanPage = readPage(inGerman(page), dist);
      for (const lang of ALL)
        if (!alternate(germanPage, lang)) problems.push(`${inGerman(page)}: no hreflang ${lang}`);
    }
    expect(problems).toEqual([]);
  });

  it('has its pages in the sitemap', () => {
    const sitemap = read('sitemap.xml');
    const count = (lang: string) =>
      sitemap.match(new RegExp(`<loc>https://example\\.com/${lang}/`, 'g'))?.length ?? 0;
    expect(count(GERMAN.code)).toBe(count(MODEL));
    expect(count(GERMAN.code)).toBeGreaterThan(40);
  });

  it('has every routing rule and header rule another language has', () => {
    for (const file of ['_redirects', '_headers']) {
      const lines = read(file).split('\n');
      const missing = lines
        .filter((line) => line.includes(`/${MODEL}/`) || line.includes(`Language=${MODEL}`))
        .map((line) =>
          line
            .replace(new RegExp(`/${MODEL}(?=/)`, 'g'), `/${GERMAN.code}`)
            .replace(`Language=${MODEL}`, `Language=${GERMAN.code}`),
        )
        .filter((line) => !lines.includes(line));
      expect(missing, file).toEqual([]);
    }
  });

  it('is in the language switcher of every page, with its name and flag', () => {
    for (const page of [`/${MODEL}/about/`, `/${GERMAN.code}/careers/`]) {
      const html = readPage(page, dist);
      const option = new RegExp(
        `<a [^>]*href="/de/${page.split('/').slice(2).join('/')}"[^>]*data-lang-option="de"[^>]*>\\s*<svg class="flag"[^>]*>${GERMAN.flag.replaceAll('.', '\\.')}</svg>\\s*Deutsch`,
      );
      expect(html, page).toMatch(option);
    }
  });

  it('has its share cards, and every German page shows one in German', async () => {
    expect(await shareImageProblems(dist, ALL, DEFAULT_LOCALE)).toEqual([]);
  });

  it("has the forms' messages in German in the function Netlify bundles", async () => {
    // Bundled by Netlify's own bundler (zip-it-and-ship-it, esbuild), left unzipped, then run on its own.
    const bundled = await zipFunction(
      path.join(repo.root, 'netlify/functions/contact.mts'),
      path.join(repo.root, '.functions'),
      {
        archiveFormat: 'none',
        basePath: repo.root,
        repositoryRoot: repo.root,
        config: { '*': { nodeBundler: 'esbuild' } },
      },
    );
    const bundle = path.join(bundled!.path, 'netlify/functions/contact.mjs');
    expect(existsSync(path.join(bundled!.path, 'locales'))).toBe(false);
    const request = `new Request('https://example.com${FORMS.contact.path}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: '', email: 'no', message: '', lang: 'de' }) })`;
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { default: handler } = await import(${JSON.stringify(bundle)}); const answer = await handler(${request}, {}); console.log(JSON.stringify({ status: answer.status, body: await answer.json() }));`,
      ],
      { cwd: repo.root },
    );
    const { status, body } = JSON.parse(stdout) as {
      status: number;
      body: { errors: string[] };
    };
    expect(status).toBe(400);
    expect(body.errors.length).toBeGreaterThan(0);
    for (const error of body.errors) expect(error).toMatch(new RegExp(`^\\${MARK}`));
  });

  it("has a search index of its own, holding German's pages as the model language's holds its own", () => {
    expect(indexedLanguages(dist)).toEqual([...ALL].sort());
    const index = indexedPages(dist);
    const urls = (lang: string) => (index.get(lang) ?? []).map((page) => page.url).sort();
    expect(urls(MODEL).length).toBeGreaterThan(30);
    expect(urls(GERMAN.code)).toEqual(urls(MODEL).map(inGerman));
  });

  it('is a language of the admin, its entries and page texts edited beside the others', () => {
    const assets = path.join(dist, 'admin', 'assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    // The configuration the admin is built with, as the minifier writes it.
    expect(code).toMatch(
      new RegExp(`locales:\\[${ALL.map((lang) => `[\`"']${lang}[\`"']`).join(',')}\\]`),
    );
  });
});

/** Every text file of the build, by its path under dist/. */
function textFiles(dir = dist): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (
      entry.isFile() &&
      /\.(?:html|xml|txt|json|js|css)$|^_(?:redirects|headers)$/.test(entry.name)
    )
      files.set(path.relative(dist, file), readFileSync(file, 'utf8'));
  }
  return files;
}

describe('drafts and dates, in tr, en, es and fr', () => {
  const published = Object.entries(FIXTURES.published);
  const unpublished = Object.values(FIXTURES.unpublished).flat();
  const sectionOf = { posts: 'developments', jobs: 'careers', courses: 'academy/apply' } as const;

  it('builds no page of a draft or of a post or job dated after today, and every page of one dated yesterday', () => {
    const pages = listPages(dist);
    for (const lang of LOCALES) {
      for (const [collection, slugs] of published)
        for (const slug of slugs)
          expect(pages, `${lang} ${slug}`).toContain(
            localizePath(lang, `/${sectionOf[collection as keyof typeof sectionOf]}/${slug}/`),
          );
    }
    expect(pages.filter((page) => unpublished.some((slug) => page.includes(`/${slug}/`)))).toEqual(
      [],
    );
  });

  it('names them nowhere: no card, listing, feed item, sitemap entry, llms.txt line, link or alternate', () => {
    const mentions = [...textFiles()].flatMap(([file, text]) =>
      unpublished.filter((slug) => text.includes(slug)).map((slug) => `${file}: ${slug}`),
    );
    expect(mentions).toEqual([]);
  });

  it('lets the search find the published ones, and neither the unpublished ones nor a closed job', () => {
    const index = indexedPages(dist);
    for (const lang of ALL) {
      const urls = (index.get(lang) ?? []).map((page) => page.url);
      for (const [collection, slugs] of published)
        for (const slug of slugs)
          expect(urls, `${lang} ${slug}`).toContain(
            `/${lang}/${sectionOf[collection as keyof typeof sectionOf]}/${slug}/`,
          );
      const left = [...unpublished, ...FIXTURES.closed.jobs];
      expect(urls.filter((url) => left.some((slug) => url.includes(`/${slug}/`)))).toEqual([]);
    }
    // The closed job's page is built, and says so: it is left out of the index, not unbuilt.
    expect(listPages(dist)).toContain(`/${MODEL}/careers/${FIXTURES.closed.jobs[0]}/`);
  });

  it('lists the published ones: the listing, the careers list, the feed, the sitemap and llms.txt', () => {
    const sitemap = read('sitemap.xml');
    const llms = read('llms.txt');
    for (const lang of LOCALES) {
      const postPath = localizePath(lang, '/developments/zz-published-post/');
      const jobPath = localizePath(lang, '/careers/zz-published-job/');
      expect(readPage(localizePath(lang, '/developments/'), dist), lang).toContain(
        `href="${postPath}"`,
      );
      expect(readPage(localizePath(lang, '/careers/'), dist), lang).toContain(`href="${jobPath}"`);
      expect(read(feedPath(lang).slice(1)), lang).toContain(`https://example.com${postPath}`);
      for (const address of [postPath, jobPath]) {
        expect(sitemap, lang).toContain(`<loc>https://example.com${address}</loc>`);
        expect(llms, lang).toContain(`(https://example.com${address})`);
      }
      expect(
        readPage(localizePath(lang, '/academy/apply/zz-published-course/'), dist),
        lang,
      ).toContain('Fixture zz-published-course');
    }
  });
});
