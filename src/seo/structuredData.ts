/**
 * The JSON-LD of the site, typed by schema-dts: the organization and website on every page, and
 * the rich-result types of the content pages (NewsArticle, Event, JobPosting, Course). The
 * properties follow Google's rich result documentation; tests/build/structured-data.test.ts
 * holds every built page against its required and recommended properties.
 */
import type {
  BreadcrumbList,
  Course,
  Event,
  JobPosting,
  NewsArticle,
  Organization,
  Person,
  Place,
  PostalAddress,
  Thing,
  WebSite,
} from 'schema-dts';
import { SITE, type OfficeKey } from '../config/site.ts';
import { absoluteUrl } from '../config/urls.ts';

const ORGANIZATION_ID = `${SITE.url}/#organization`;
const day = (date: Date) => date.toISOString().slice(0, 10);

const officeAddress = (key: OfficeKey): PostalAddress => {
  const office = SITE.offices.find((candidate) => candidate.key === key) ?? SITE.offices[0];
  return {
    '@type': 'PostalAddress',
    streetAddress: office.address,
    addressLocality: office.city,
    addressRegion: office.city,
    postalCode: office.postalCode,
    addressCountry: SITE.country,
  };
};

/** The company, with the `@id` the other entities point at. */
export const organization = (): Organization => ({
  '@type': 'Organization',
  '@id': ORGANIZATION_ID,
  name: SITE.name,
  legalName: SITE.legalName,
  url: `${SITE.url}/`,
  logo: absoluteUrl(SITE.logo),
  email: SITE.email,
  telephone: SITE.phone,
  address: SITE.offices.map((office) => officeAddress(office.key)),
  sameAs: SITE.social.map((link) => link.url),
});

/** The hiring organization or provider: a reference, with the name and address Google reads in place. */
const company = (): Organization => ({
  '@type': 'Organization',
  '@id': ORGANIZATION_ID,
  name: SITE.name,
  sameAs: `${SITE.url}/`,
  logo: absoluteUrl(SITE.logo),
});

export const website = (inLanguage: string): WebSite => ({
  '@type': 'WebSite',
  '@id': `${SITE.url}/#website`,
  url: `${SITE.url}/`,
  name: SITE.name,
  inLanguage,
  publisher: { '@id': ORGANIZATION_ID },
});

const breadcrumbList = (trail: { name: string; path: string }[]): BreadcrumbList => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(crumb.path),
  })),
});

interface ArticleFacts {
  url: string;
  title: string;
  excerpt: string;
  date: Date;
  /** Absolute URLs of the cover, largest first. */
  images: string[];
  author: { name: string; title: string; url: string };
  inLanguage: string;
}

/** A post as a news article (Google's Article rich result). */
export const newsArticle = (post: ArticleFacts): NewsArticle => ({
  '@type': 'NewsArticle',
  '@id': `${post.url}#article`,
  mainEntityOfPage: post.url,
  headline: post.title,
  description: post.excerpt,
  image: post.images,
  datePublished: day(post.date),
  dateModified: day(post.date),
  inLanguage: post.inLanguage,
  author: {
    '@type': 'Person',
    name: post.author.name,
    jobTitle: post.author.title,
    url: post.author.url,
  } satisfies Person,
  publisher: { '@id': ORGANIZATION_ID },
});

interface EventFacts {
  url: string;
  name: string;
  description: string;
  startDate: Date;
  endDate: Date;
  /** The venue's name and its town. */
  location: string;
  address: string;
  images: string[];
}

/** An event post's event (Google's Event rich result): in person, organised by the company, free to attend. */
export const event = (facts: EventFacts): Event => ({
  '@type': 'Event',
  '@id': `${facts.url}#event`,
  name: facts.name,
  description: facts.description,
  url: facts.url,
  startDate: facts.startDate.toISOString(),
  endDate: facts.endDate.toISOString(),
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  location: {
    '@type': 'Place',
    name: facts.location,
    address: {
      '@type': 'PostalAddress',
      addressLocality: facts.address,
      addressCountry: SITE.country,
    },
  } satisfies Place,
  image: facts.images,
  organizer: { '@type': 'Organization', name: SITE.name, url: `${SITE.url}/` },
  performer: { '@type': 'Organization', name: SITE.name },
  offers: {
    '@type': 'Offer',
    url: facts.url,
    price: 0,
    priceCurrency: 'TRY',
    availability: 'https://schema.org/InStock',
    validFrom: facts.startDate.toISOString(),
  },
});

interface JobFacts {
  url: string;
  applyUrl: string;
  slug: string;
  title: string;
  /** The description as HTML: the role, responsibilities, requirements and what we offer. */
  descriptionHtml: string;
  type: 'internship' | 'fullTime';
  datePosted: Date;
  /** The closing moment, ISO 8601 with the offset. */
  validThrough: string;
  office: OfficeKey;
  salary: {
    currency: string;
    min: number;
    max: number;
    unit: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  };
  experienceMonths: number;
  education: string;
}

const EMPLOYMENT_TYPES = { internship: 'INTERN', fullTime: 'FULL_TIME' } as const;

/** A job (Google's JobPosting rich result), with every required and recommended property that applies to an office job. */
export const jobPosting = (job: JobFacts): JobPosting => ({
  '@type': 'JobPosting',
  '@id': `${job.url}#job`,
  title: job.title,
  description: job.descriptionHtml,
  url: job.url,
  datePosted: day(job.datePosted),
  validThrough: job.validThrough,
  employmentType: EMPLOYMENT_TYPES[job.type],
  hiringOrganization: company(),
  jobLocation: { '@type': 'Place', address: officeAddress(job.office) },
  identifier: { '@type': 'PropertyValue', name: SITE.name, value: job.slug },
  directApply: true,
  baseSalary: {
    '@type': 'MonetaryAmount',
    currency: job.salary.currency,
    value: {
      '@type': 'QuantitativeValue',
      minValue: job.salary.min,
      maxValue: job.salary.max,
      unitText: job.salary.unit,
    },
  },
  experienceRequirements:
    job.experienceMonths > 0
      ? { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.experienceMonths }
      : 'no requirements',
  educationRequirements:
    job.education === 'none'
      ? 'no requirements'
      : { '@type': 'EducationalOccupationalCredential', credentialCategory: job.education },
  experienceInPlaceOfEducation: job.education === 'none',
  potentialAction: { '@type': 'ApplyAction', target: job.applyUrl },
});

export interface CourseFacts {
  url: string;
  id: string;
  title: string;
  description: string;
  startDate: Date;
  endDate: Date;
  durationWeeks: number;
  hoursPerWeek: number;
  format: 'online' | 'in-person' | 'hybrid';
  price: number;
  currency: string;
  inLanguage: string;
  office: OfficeKey;
}

const COURSE_MODES = { online: 'Online', 'in-person': 'Onsite', hybrid: 'Blended' } as const;

/** A course with its next run (Google's Course info rich result). */
export const course = (facts: CourseFacts): Course => ({
  '@type': 'Course',
  '@id': `${facts.url}#course`,
  name: facts.title,
  description: facts.description,
  url: facts.url,
  courseCode: facts.id,
  inLanguage: facts.inLanguage,
  provider: company(),
  publisher: { '@id': ORGANIZATION_ID },
  offers: {
    '@type': 'Offer',
    category: facts.price === 0 ? 'Free' : 'Paid',
    price: facts.price,
    priceCurrency: facts.currency,
    url: facts.url,
  },
  hasCourseInstance: {
    '@type': 'CourseInstance',
    courseMode: COURSE_MODES[facts.format],
    startDate: day(facts.startDate),
    endDate: day(facts.endDate),
    courseWorkload: `PT${facts.hoursPerWeek}H`,
    courseSchedule: {
      '@type': 'Schedule',
      duration: `PT${facts.hoursPerWeek}H`,
      repeatFrequency: 'Weekly',
      repeatCount: facts.durationWeeks,
      startDate: day(facts.startDate),
      endDate: day(facts.endDate),
    },
    ...(facts.format === 'online'
      ? {}
      : { location: { '@type': 'Place', name: SITE.name, address: officeAddress(facts.office) } }),
  },
});

/** The graph a page carries: organization, website and breadcrumbs, then the page's own entities. */
export const pageGraph = (
  inLanguage: string,
  trail: { name: string; path: string }[],
  entities: Thing[] = [],
) => ({
  '@context': 'https://schema.org',
  '@graph': [organization(), website(inLanguage), breadcrumbList(trail), ...entities],
});
