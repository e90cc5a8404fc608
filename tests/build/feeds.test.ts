import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, readPage } from '../../scripts/lib/built-site';
import { LOCALES } from '../../src/config/locales';

const SITE = 'https://example.com';
const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');
const titles = (xml: string) =>
  [...xml.matchAll(/<item><title>([^<]+)<\/title>/g)].map((match) => match[1]);

describe('machine-readable feeds of the built site', () => {
  it('an RSS feed per language lists its 15 posts newest first, with links to their pages', () => {
    for (const lang of LOCALES) {
      const xml = read(`${lang}/developments/rss.xml`);
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss version="2.0">/);
      expect(xml).toContain(`<language>${lang}-`);
      const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map(
        (match) => match[1]!,
      );
      expect(links).toHaveLength(15);
      expect(links[0]).toBe(`${SITE}/${lang}/developments/nova-ai-day-istanbul/`);
      expect(links.at(-1)).toBe(`${SITE}/${lang}/developments/small-team-big-models-profile/`);
      for (const link of links)
        expect(existsSync(path.join(DIST, link.replace(SITE, ''), 'index.html')), link).toBe(true);
      const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((match) =>
        Date.parse(match[1]!),
      );
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
    expect(titles(read('fr/developments/rss.xml'))[0]).toMatch(
      /^Nova AI Day\u00a0: une journée entière d’IA appliquée à Istanbul$/,
    );
  });

  it('every page names its language’s feed in its head, and the listing links to it', () => {
    for (const page of [
      '/en/',
      '/tr/about/',
      '/fr/careers/ai-developer/',
      '/es/developments/speech-ai-hackathon/',
    ]) {
      const lang = page.split('/')[1];
      expect(readPage(page)).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="/${lang}/developments/rss.xml">`,
        ),
      );
    }
    expect(readPage('/tr/developments/')).toMatch(/<a [^>]*href="\/tr\/developments\/rss.xml"/);
  });

  it('/llms.txt follows llmstxt.org: a title, a summary, then per language the key pages, every post and every open job', () => {
    const text = read('llms.txt');
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Nova Istanbul AI');
    expect(lines[2]).toMatch(/^> \S/);
    expect(lines.filter((line) => line.startsWith('## '))).toEqual([
      '## Türkçe (tr)',
      '## English (en)',
      '## Español (es)',
      '## Français (fr)',
    ]);
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
    for (const lang of LOCALES) {
      expect(
        links.filter(
          (link) =>
            link.startsWith(`${SITE}/${lang}/developments/`) &&
            !link.endsWith('rss.xml') &&
            link !== `${SITE}/${lang}/developments/`,
        ),
      ).toHaveLength(15);
      expect(
        links.filter((link) => new RegExp(`^${SITE}/${lang}/careers/[a-z-]+/$`).test(link)),
      ).toHaveLength(10);
    }
    for (const link of links) {
      const file = link.replace(SITE, '');
      expect(
        existsSync(path.join(DIST, file.endsWith('/') ? `${file}index.html` : file)),
        link,
      ).toBe(true);
    }
  });

  it('the sitemap lists every post and job page with an alternate for each language that has it', () => {
    const sitemap = read('sitemap.xml');
    const entry =
      /<url><loc>https:\/\/example.com\/fr\/careers\/ai-developer\/<\/loc>(.*?)<\/url>/.exec(
        sitemap,
      )?.[1];
    expect(entry).toBeDefined();
    expect([...entry!.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1])).toEqual([
      ...LOCALES,
      'x-default',
    ]);
    expect(
      sitemap
        .match(/<loc>[^<]+\/developments\/[a-z0-9-]+\/<\/loc>/g)
        ?.filter(
          (loc) => !/\/(event|seminar|presentation|training|media|conference|panel)\/</.test(loc),
        ),
    ).toHaveLength(60);
  });
});
