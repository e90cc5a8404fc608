/**
 * One page of each kind, by its address without the language: every page of the page table
 * (src/config/routes.ts) a visitor sees, with a sample job or course where it needs one, an
 * article, a job and the not-found page. The audit, the screenshot comparison and the browser
 * tests walk this list, so a page added to the table is measured, compared and tested.
 */
import { PAGES, type PageKey } from '../../src/config/routes.ts';

/** A job and a course that exist in every language, for the pages that show one. */
const SAMPLE_JOB = 'ai-developer';
const SAMPLE_COURSE = 'ai-web-applications';
const SAMPLE_ARTICLE = 'nova-ai-day-istanbul';

const SAMPLE_ADDRESSES: Partial<Record<PageKey, string>> = {
  careersApply: `/careers/apply/?job=${SAMPLE_JOB}`,
  academyApply: `/academy/apply/${SAMPLE_COURSE}/`,
};

/** A page's address without its language, with a sample job or course where the page needs one. */
export const pageAddress = (key: PageKey): string => SAMPLE_ADDRESSES[key] ?? PAGES[key].path;

/** The page table's pages a visitor sees (the academy page sends the browser to the academy site). */
export const SHOWN_PAGES = (Object.keys(PAGES) as PageKey[]).filter((key) => key !== 'academy');

/** A page of each kind of entry: an event article (cover, practical details) and a job. */
const ENTRY_PAGES = {
  article: `/developments/${SAMPLE_ARTICLE}/`,
  job: `/careers/${SAMPLE_JOB}/`,
};

/** Every kind of page, named in kebab case (`careers-apply`), with its address; `indexed` unless noindex. */
export const PAGE_KINDS: { name: string; address: string; indexed: boolean }[] = [
  ...SHOWN_PAGES.map((key) => ({
    name: key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    address: pageAddress(key),
    indexed: !('robots' in PAGES[key]),
  })),
  ...Object.entries(ENTRY_PAGES).map(([name, address]) => ({ name, address, indexed: true })),
  { name: '404', address: '/404/', indexed: false },
];
