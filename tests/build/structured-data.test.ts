/**
 * Every built page's JSON-LD against the required and recommended properties of Google's rich
 * result documentation (developers.google.com/search/docs/appearance/structured-data: Article,
 * Event, Job posting, Course info, Breadcrumb, Organization), read 2026-11-23. A property that
 * only applies in some cases (a remote job's applicantLocationRequirements, an online event's
 * VirtualLocation, ratings and reviews we do not collect) is left out of the table, with the reason.
 */
import { describe, expect, it } from 'vitest';
import { listPages, readPage } from '../../scripts/lib/built-site';
import { LOCALES } from '../../src/config/locales';

interface Rule {
  required: string[];
  recommended: string[];
}

/** Dotted paths; `a|b` when either will do. Arrays are checked item by item. */
const RICH_RESULTS: Record<string, Rule> = {
  // Article has no required property; these are its recommended ones.
  NewsArticle: {
    required: [],
    recommended: [
      'author',
      'author.name',
      'author.url',
      'dateModified',
      'datePublished',
      'headline',
      'image',
    ],
  },
  // Offers' price is recommended when there are offers; previousStartDate only for a rescheduled event.
  Event: {
    required: ['location', 'location.address', 'name', 'startDate'],
    recommended: [
      'description',
      'endDate',
      'eventAttendanceMode',
      'eventStatus',
      'image',
      'offers',
      'offers.price',
      'offers.priceCurrency',
      'offers.availability',
      'offers.url',
      'offers.validFrom',
      'organizer',
      'organizer.name',
      'organizer.url',
      'performer',
      'performer.name',
    ],
  },
  // applicantLocationRequirements and jobLocationType apply to remote jobs only: ours are hybrid, in an office.
  JobPosting: {
    required: [
      'datePosted',
      'description',
      'hiringOrganization',
      'hiringOrganization.name',
      'jobLocation',
      'jobLocation.address',
      'title',
    ],
    recommended: [
      'baseSalary',
      'baseSalary.currency',
      'baseSalary.value',
      'directApply',
      'employmentType',
      'identifier',
      'validThrough',
      'jobLocation.address.streetAddress',
      'jobLocation.address.addressLocality',
      'jobLocation.address.addressRegion',
      'jobLocation.address.postalCode',
      'jobLocation.address.addressCountry',
      'educationRequirements',
      'experienceRequirements',
      'experienceInPlaceOfEducation',
    ],
  },
  // aggregateRating, review, totalHistoricalEnrollment, video and financialAid need data we do not have.
  Course: {
    required: [
      'name',
      'description',
      'provider',
      'provider.name',
      'offers',
      'offers.category',
      'hasCourseInstance',
      'hasCourseInstance.courseMode',
      'hasCourseInstance.courseSchedule|hasCourseInstance.courseWorkload',
    ],
    recommended: [
      'inLanguage',
      'offers.price',
      'offers.priceCurrency',
      'hasCourseInstance.courseSchedule.duration',
      'hasCourseInstance.courseSchedule.repeatFrequency',
      'hasCourseInstance.courseSchedule.repeatCount',
      'hasCourseInstance.startDate',
      'hasCourseInstance.endDate',
    ],
  },
  BreadcrumbList: {
    required: [
      'itemListElement',
      'itemListElement.position',
      'itemListElement.name',
      'itemListElement.item',
    ],
    recommended: [],
  },
  Organization: {
    required: [],
    recommended: ['name', 'url', 'logo', 'address', 'telephone', 'email', 'sameAs'],
  },
};

type Node = Record<string, unknown>;

/** Every value at a dotted path, descending into arrays. */
const valuesAt = (node: unknown, path: string): unknown[] =>
  path
    .split('.')
    .reduce<unknown[]>(
      (nodes, key) =>
        nodes
          .flatMap((value) => (Array.isArray(value) ? value : [value]))
          .map((value) => (value && typeof value === 'object' ? (value as Node)[key] : undefined)),
      [node],
    );
const present = (node: Node, paths: string) =>
  paths.split('|').some((path) => {
    const values = valuesAt(node, path);
    return (
      values.length > 0 &&
      values.every(
        (value) =>
          value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
      )
    );
  });

/** A node that only points at another (`{ "@id": … }`) carries no properties of its own. */
const isReference = (node: Node) => Object.keys(node).every((key) => key === '@id');

function graphOf(page: string): Node[] {
  const html = readPage(page);
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => {
      const data = JSON.parse(match[1]!) as Node;
      return (data['@graph'] as Node[] | undefined) ?? [data];
    },
  );
}

const pages = listPages().filter((page) => page.endsWith('/'));
const typesOn = (page: string) => graphOf(page).map((node) => node['@type']);

describe('structured data of the built pages', () => {
  it('every node of a rich result type has its required and recommended properties', () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const node of graphOf(page)) {
        const rule = RICH_RESULTS[String(node['@type'])];
        if (!rule || isReference(node)) continue;
        for (const path of rule.required)
          if (!present(node, path))
            problems.push(`${page}: ${String(node['@type'])} lacks required ${path}`);
        for (const path of rule.recommended)
          if (!present(node, path))
            problems.push(`${page}: ${String(node['@type'])} lacks recommended ${path}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every article is a NewsArticle, every event post also an Event, every open job a JobPosting, every course page a Course', () => {
    const article = pages.filter(
      (page) =>
        new RegExp(`^/(${LOCALES.join('|')})/developments/[a-z0-9-]+/$`).test(page) &&
        !/\/(event|seminar|presentation|training|media|conference|panel|page)\/$/.test(page),
    );
    expect(article).toHaveLength(60);
    for (const page of article) expect(typesOn(page), page).toContain('NewsArticle');
    for (const lang of LOCALES) {
      for (const slug of [
        'nova-ai-day-istanbul',
        'technopark-open-office-day',
        'speech-ai-hackathon',
      ])
        expect(typesOn(`/${lang}/developments/${slug}/`)).toContain('Event');
      expect(typesOn(`/${lang}/developments/mentoring-ai-startups/`)).not.toContain('Event');
    }
    const jobs = pages.filter((page) =>
      new RegExp(`^/(${LOCALES.join('|')})/careers/(?!apply/|success/)[a-z0-9-]+/$`).test(page),
    );
    expect(jobs).toHaveLength(40);
    for (const page of jobs) expect(typesOn(page), page).toContain('JobPosting');
    const courses = pages.filter((page) =>
      /\/academy\/apply\/(?!success\/)[a-z0-9-]+\/$/.test(page),
    );
    expect(courses).toHaveLength(12);
    for (const page of courses) expect(typesOn(page), page).toContain('Course');
  });

  it('a job posting says what Google reads: HTML description, INTERN or FULL_TIME, an Istanbul address in TR, direct apply', () => {
    const job = (page: string) => graphOf(page).find((node) => node['@type'] === 'JobPosting')!;
    const intern = job('/tr/careers/ai-developer-intern/');
    expect(intern.employmentType).toBe('INTERN');
    expect(intern.description).toMatch(/^<h2[^>]*>/);
    expect(intern.directApply).toBe(true);
    expect(intern.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+03:00$/);
    expect((intern.jobLocation as Node).address).toMatchObject({
      addressLocality: 'İstanbul',
      addressCountry: 'TR',
    });
    expect(intern.identifier).toMatchObject({ value: 'ai-developer-intern' });
    expect(job('/en/careers/ai-developer/').employmentType).toBe('FULL_TIME');
  });
});
