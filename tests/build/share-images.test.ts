import { describe, expect, it } from 'vitest';
import { DIST } from '../../scripts/lib/built-site';
import { DEFAULT_LOCALE, LOCALES } from '../../src/config/locales';
import { shareImageProblems } from './support/shareImages';

describe('share images of the built site', () => {
  it('every page shows a built image in its language: its cover, its card or the brand card; each card a 1200 x 630 JPEG under 100 KB', async () => {
    expect(await shareImageProblems(DIST, LOCALES, DEFAULT_LOCALE)).toEqual([]);
  });
});
