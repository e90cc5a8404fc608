import { ADMIN_CSP } from '../../src/config/csp';
import { formatTexts } from '../../src/admin/textCodec';
import { expect, original, test } from './admin-fixtures';

/** A page text: the heading of the careers page's open positions (`openings.title` in careers.json). */
const HEADING = { entry: 'careers', keyPath: 'openings.title' };
const fileOf = (lang: string) => `locales/${lang}/${HEADING.entry}.json`;

const withValue = (json: string, keyPath: string, value: string) => {
  const tree = JSON.parse(json);
  const keys = keyPath.split('.');
  keys.slice(0, -1).reduce((node, key) => node[key], tree)[keys.at(-1)!] = value;
  return tree;
};

test.describe('the editors admin', () => {
  test('is served by the site with its own policy, no site chrome, not for search engines', async ({ request }) => {
    const response = await request.get('/admin/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toBe(ADMIN_CSP);
    expect(headers['x-robots-tag']).toBe('noindex');
    // A Cross-Origin-Opener-Policy would cut the GitHub sign-in popup off from the admin.
    expect(headers['cross-origin-opener-policy']).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toMatch(/<header|<footer|http-equiv="content-security-policy"/i);
    expect(html).toMatch(/<script type="module" crossorigin src="\/admin\/assets\/[^"]+\.js">/);
  });

  test('saves a heading edited in Turkish and English: both files change, every other key is kept', async ({ admin }) => {
    const titles = { en: 'Find the role that fits you', tr: 'Size uyan pozisyonu bulun' };
    await admin.open('texts', HEADING.entry);
    for (const [lang, title] of Object.entries(titles)) {
      await (await admin.field(lang, HEADING.keyPath)).getByRole('textbox').fill(title);
    }
    await admin.save();
    await expect(admin.page.getByText('Entry saved.')).toBeVisible();
    await expect.poll(() => admin.repo.changedFiles()).toEqual([fileOf('en'), fileOf('tr')]);
    for (const [lang, title] of Object.entries(titles)) {
      expect(await admin.repo.read(fileOf(lang))).toBe(formatTexts(withValue(original(fileOf(lang)), HEADING.keyPath, title)));
    }
  });

  test('refuses to save with a required translation left empty, and writes nothing', async ({ admin }) => {
    await admin.open('texts', HEADING.entry);
    const turkish = await admin.field('tr', HEADING.keyPath);
    await turkish.getByRole('textbox').fill('');
    await admin.save();
    await expect(turkish).toContainText('This field is required.');
    expect(admin.writes).toEqual([]);
    expect(admin.repo.changedFiles()).toEqual([]);
  });
});
