import { readFileSync } from 'node:fs';
import type { PageKey } from '../../src/config/routes';
import { readEntry } from './content';
import { LOCALES, expect, pageAddress, test } from './fixtures';

/**
 * The translation entry holding each page's title. The course pages are checked one by one below;
 * a page added to the page table fails the type check until it is named here.
 */
const TITLE_KEYS: Record<Exclude<PageKey, 'academy' | 'academyApply'>, string> = {
  home: 'home:meta.title',
  about: 'about:meta.title',
  consultancy: 'consultancy:meta.title',
  contact: 'contact:meta.title',
  privacy: 'privacy:meta.title',
  terms: 'terms:meta.title',
  developments: 'developments:meta.title',
  careers: 'careers:meta.title',
  careersApply: 'careers:apply.meta.title',
  careersSuccess: 'careers:success.meta.title',
  academySuccess: 'academy:success.meta.title',
  assessment: 'assessment:meta.title',
  geo: 'geo:meta.title',
  runner: 'runner:meta.title',
  search: 'search:meta.title',
};

/** Each route with the translation entry holding its title. */
const ROUTES = Object.entries(TITLE_KEYS).map(
  ([key, titleKey]) => [pageAddress(key as PageKey), titleKey] as const,
);

const translation = (lang: string, key: string): string => {
  const [ns, path] = key.split(':') as [string, string];
  const tree = JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8'));
  return path.split('.').reduce((node, part) => node[part], tree);
};

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test.describe('every route in every language', () => {
  for (const lang of LOCALES) {
    for (const [route, titleKey] of ROUTES) {
      test(`/${lang}${route}`, async ({ request }) => {
        const response = await request.get(`/${lang}${route}`, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(decode(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '')).toBe(
          translation(lang, titleKey),
        );
        // Case matters for TODO: Spanish and French pages rightly say 'todo' and 'tout'.
        expect(html).not.toMatch(/\bTODO\b|\b[Ll]orem ipsum\b/);
      });
    }

    test(`/${lang}/academy/apply/{course} for each course`, async ({ request }) => {
      for (const course of ['ai-mobile-development', 'ai-web-applications', 'startup-building']) {
        const response = await request.get(`/${lang}/academy/apply/${course}/`, {
          maxRedirects: 0,
        });
        expect(response.status()).toBe(200);
        expect(decode(await response.text())).toContain(
          readEntry('courses', lang, course).data.title,
        );
      }
    });
  }
});
