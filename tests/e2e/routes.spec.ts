import { readFileSync } from 'node:fs';
import { PAGES } from '../../src/config/routes';
import { readEntry } from './content';
import { LOCALES, expect, pageAddress, SHOWN_PAGES, test } from './fixtures';

/** Each route (the course pages are checked one by one below) with the translation entry holding its title. */
const ROUTES = SHOWN_PAGES.filter((key) => key !== 'academyApply').map(
  (key) => [pageAddress(key), `${PAGES[key].texts}meta.title`] as const,
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
