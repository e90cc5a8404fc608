import { describe, expect, it } from 'vitest';
import { publishesAt, unpublished } from '../../src/content/publishing';

const day = (iso: string) => new Date(iso);

describe('which entries a build publishes', () => {
  it('publishes a dated post from the first moment of its day in Istanbul', () => {
    expect(publishesAt(day('2027-01-31')).toISOString()).toBe('2027-01-30T21:00:00.000Z');
    const post = { date: day('2027-01-31') };
    expect(unpublished('posts', post, new Date('2027-01-30T20:59:59Z'))).toBe('scheduled');
    expect(unpublished('posts', post, new Date('2027-01-30T21:00:00Z'))).toBeUndefined();
    expect(unpublished('posts', post, new Date('2027-03-01T00:00:00Z'))).toBeUndefined();
  });

  it('lists a job from the day it is posted', () => {
    const job = { datePosted: day('2027-02-01'), validThrough: day('2027-03-01') };
    expect(unpublished('jobs', job, new Date('2027-01-31T12:00:00Z'))).toBe('scheduled');
    expect(unpublished('jobs', job, new Date('2027-01-31T21:05:00Z'))).toBeUndefined();
  });

  it('leaves out a draft post, job or course whatever its date, and keeps `draft: false`', () => {
    const now = new Date('2027-06-01T00:00:00Z');
    expect(unpublished('posts', { date: day('2020-01-01'), draft: true }, now)).toBe('draft');
    expect(unpublished('jobs', { datePosted: day('2020-01-01'), draft: true }, now)).toBe('draft');
    expect(unpublished('courses', { startDate: day('2030-01-01'), draft: true }, now)).toBe(
      'draft',
    );
    expect(unpublished('posts', { date: day('2020-01-01'), draft: false }, now)).toBeUndefined();
  });

  it('does not schedule a course by its start, nor touch the collections without drafts', () => {
    const now = new Date('2027-06-01T00:00:00Z');
    expect(unpublished('courses', { startDate: day('2030-01-01') }, now)).toBeUndefined();
    expect(unpublished('insights', { date: day('2030-01-01') }, now)).toBeUndefined();
  });
});
