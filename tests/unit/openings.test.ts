import { describe, expect, it } from 'vitest';
import { closesAt, closingDateTime, isOpen, listedJobs } from '../../src/content/openings';
import { readCollection } from './support/contentFiles';

const job = (slug: string, validThrough: string, pinned?: number, datePosted = '2026-10-01') => ({
  slug,
  pinned,
  datePosted: new Date(datePosted),
  validThrough: new Date(validThrough),
});

describe('when a job is open', () => {
  it('takes applications to the end of its closing day, Istanbul time', () => {
    const closing = job('a', '2027-01-31');
    expect(closesAt(closing.validThrough).toISOString()).toBe('2027-01-31T20:59:59.000Z');
    expect(closingDateTime(closing.validThrough)).toBe('2027-01-31T23:59:59+03:00');
    expect(isOpen(closing, new Date('2027-01-31T20:59:00Z'))).toBe(true);
    expect(isOpen(closing, new Date('2027-01-31T21:00:00Z'))).toBe(false);
  });

  it('lists the pinned jobs first in their order, then the others newest first, and leaves out the closed ones', () => {
    const jobs = [
      job('late', '2027-03-01', undefined, '2026-11-01'),
      job('second', '2027-03-01', 2),
      job('closed', '2026-12-01'),
      job('first', '2027-03-01', 1),
      job('early', '2027-03-01'),
    ];
    const slugs = (now: string) => listedJobs(jobs, new Date(now)).map(({ slug }) => slug);
    expect(slugs('2026-11-20')).toEqual(['first', 'second', 'late', 'closed', 'early']);
    expect(slugs('2026-12-02')).toEqual(['first', 'second', 'late', 'early']);
  });

  it('the sample jobs: all ten listed today, the three fixed ones first; a date past a closing date drops that job', () => {
    const sample = readCollection('jobs')
      .filter(({ file }) => file.includes('/en/'))
      .map(({ file, data }) => ({
        slug: file.split('/').at(-1)!.replace('.md', ''),
        pinned: data.pinned as number | undefined,
        datePosted: new Date(String(data.datePosted)),
        validThrough: new Date(String(data.validThrough)),
      }));
    const listed = listedJobs(sample, new Date('2026-11-23T12:00:00Z')).map(({ slug }) => slug);
    expect(listed).toHaveLength(10);
    expect(listed.slice(0, 3)).toEqual([
      'ai-developer-intern',
      'ui-ux-developer-intern',
      'ai-developer',
    ]);
    const firstToClose = [...sample].sort(
      (a, b) => a.validThrough.getTime() - b.validThrough.getTime(),
    )[0]!;
    const after = new Date(closesAt(firstToClose.validThrough).getTime() + 1000);
    expect(listedJobs(sample, after).map(({ slug }) => slug)).not.toContain(firstToClose.slug);
  });
});
