/**
 * Sample people are distinct: a testimonial signed with the name of the company's own
 * co-founder reads as self-written. Every named person of the content (the team, the people
 * behind the testimonials) has a name no other person has, in every language, whatever the
 * accents ("Yalcin" is "Yalçın").
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/content/fields';

/** The collections whose entries are people, and the field holding each one's name. */
const PEOPLE = [
  { collection: 'team', field: 'name' },
  { collection: 'testimonials', field: 'name' },
] as const;

interface Person {
  /** The entry that is this person: `team/kerem-yalcin`. */
  who: string;
  name: string;
}

/** A name as a reader tells names apart: case, accents and the dotless ı aside. */
const sameName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();

/** Names that two different people share, each with the people who have it. */
function sharedNames(people: readonly Person[]): string[] {
  const byName = new Map<string, Set<string>>();
  for (const { who, name } of people)
    byName.set(sameName(name), (byName.get(sameName(name)) ?? new Set()).add(who));
  return [...byName]
    .filter(([, who]) => who.size > 1)
    .map(([name, who]) => `${name}: ${[...who].sort().join(', ')}`);
}

function samplePeople(): Person[] {
  return PEOPLE.flatMap(({ collection, field }) =>
    globSync(`${COLLECTIONS[collection].folder}/*/*.json`).flatMap((file) => {
      const name = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[field];
      const who = `${collection}/${path.basename(file, '.json')}`;
      return typeof name === 'string' && name.trim() ? [{ who, name }] : [];
    }),
  );
}

describe('sample people', () => {
  it('are read from the team and the testimonials', () => {
    const people = samplePeople();
    expect(new Set(people.map((person) => person.who.split('/')[0]))).toEqual(
      new Set(['team', 'testimonials']),
    );
    expect(people.length).toBeGreaterThan(20);
  });

  it('have names no other sample person has', () => {
    expect(sharedNames(samplePeople())).toEqual([]);
  });

  it('finds a planted namesake, accents aside, and lets one person carry a name in each language', () => {
    expect(
      sharedNames([
        { who: 'team/kerem-yalcin', name: 'Kerem Yalçın' },
        { who: 'team/kerem-yalcin', name: 'Kerem Yalçın' },
        { who: 'testimonials/mobility', name: 'Kerem Yalcin' },
        { who: 'testimonials/bank', name: 'Selin Aydemir' },
      ]),
    ).toEqual(['kerem yalcin: team/kerem-yalcin, testimonials/mobility']);
  });
});
