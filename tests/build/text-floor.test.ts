/**
 * The audit's floor of a page (scripts/lib/text-floor.ts) must be that page's text and nothing
 * else: every word a reader sees stays, and nothing is left that would make a request or style it,
 * or the LCP / floor ratio would measure the wrong thing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, listPages, readPage } from '../../scripts/lib/built-site';
import { FLOOR_PREFIX, textFloor, writeTextFloors } from '../../scripts/lib/text-floor';

const pages = listPages().filter((page) => page.endsWith('/'));

/** The words of a page as a reader meets them: elements and what never shows as text dropped. */
const words = (html: string) =>
  html
    .replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

describe('the text-only floor of a page', () => {
  it('keeps every word of every page', () => {
    const lost = pages.filter(
      (page) => words(textFloor(readPage(page))).join(' ') !== words(readPage(page)).join(' '),
    );
    expect(pages.length).toBeGreaterThan(60);
    expect(lost).toEqual([]);
  });

  it('keeps nothing that loads, runs or styles', () => {
    const left = pages.flatMap((page) => {
      const floor = textFloor(readPage(page));
      const found = floor.match(
        /<(?:script|style|link|img|picture|source|svg|iframe|video|audio|object|embed|canvas)\b|\sstyle=|\ssrcset=/gi,
      );
      return found ? [`${page}: ${[...new Set(found)].join(', ')}`] : [];
    });
    expect(left).toEqual([]);
  });

  it('is written beside the site, served from one prefix, and taken out again', () => {
    // A copy of one page, so that the other build checks never see a floor in dist.
    const dist = mkdtempSync(path.join(tmpdir(), 'floor-'));
    try {
      const page = '/en/privacy/';
      mkdirSync(path.join(dist, 'en', 'privacy'), { recursive: true });
      writeFileSync(path.join(dist, 'en', 'privacy', 'index.html'), readPage(page, DIST));
      const floors = writeTextFloors([page], dist);
      expect(floors.urls.get(page)).toBe(`${FLOOR_PREFIX}/en/privacy/`);
      expect(listPages(dist)).toEqual([page, `${FLOOR_PREFIX}/en/privacy/`].sort());
      expect(readPage(`${FLOOR_PREFIX}${page}`, dist)).toBe(textFloor(readPage(page, DIST)));
      floors.remove();
      expect(listPages(dist)).toEqual([page]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
