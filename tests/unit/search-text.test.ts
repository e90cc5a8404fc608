/**
 * The search's letters (src/search/folding.ts) and its address (search-address.ts): what the index
 * is given, what a visitor is shown, what a query becomes, and what an address holds.
 */
import { describe, expect, it } from 'vitest';
import { addressOf, readState } from '../../src/components/search/search-address';
import { MARK, foldForIndex, foldQuery, shownText } from '../../src/search/folding';

/** Pagefind's own folding of a word, as its search script does it: marks dropped after NFD. */
const pagefindFolds = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

describe('the Turkish i', () => {
  it('gives the index every ı as an i that Pagefind folds, and shows it back as ı', () => {
    const text = '<h1>Danışmanlık hizmetleri</h1><p>Işık, ılık, İstanbul</p>';
    expect(foldForIndex(text)).not.toContain('ı');
    expect(pagefindFolds(foldForIndex('danışmanlık'))).toBe(pagefindFolds('danismanlik'));
    expect(shownText(foldForIndex(text))).toBe(text);
  });

  it('folds a query as the index folds its words, whatever the browser would lower-case', () => {
    expect(foldQuery('ISTANBUL')).toBe('istanbul');
    expect(foldQuery('İSTANBUL')).toBe('istanbul');
    expect(pagefindFolds(foldQuery('DANIŞMANLIK'))).toBe('danismanlik');
    // Typed with ı, the query keeps the index's spelling, so Pagefind ranks the ı words first.
    expect(foldQuery('kır')).toBe(`ki${MARK}r`);
    expect(pagefindFolds(foldQuery('kır'))).toBe('kir');
  });
});

describe('the search address', () => {
  it('reads the query and a known type, and ignores an unknown one', () => {
    expect(readState('?q=yapay+zek%C3%A2&type=post')).toEqual({
      query: 'yapay zekâ',
      type: 'post',
    });
    expect(readState('?q=kvkk&type=blog')).toEqual({ query: 'kvkk', type: undefined });
    expect(readState('')).toEqual({ query: '', type: undefined });
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(addressOf('/en/search/', { query: '  ' })).toBe('/en/search/');
    const address = addressOf('/fr/search/', { query: 'développement & IA', type: 'course' });
    expect(readState(address.slice(address.indexOf('?')))).toEqual({
      query: 'développement & IA',
      type: 'course',
    });
  });
});
