import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Locale } from '../../src/config/locales';
import { legalPeriods } from '../../src/content/legal';
import { expect, touchIslands } from './fixtures';

const trees = new Map<string, unknown>();
/** A translation, e.g. `t('tr', 'forms:job.submit')`. */
export function t(lang: string, key: string): string {
  const [ns, path] = key.split(':') as [string, string];
  const file = `locales/${lang}/${ns}.json`;
  if (!trees.has(file)) trees.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], trees.get(file));
  if (typeof value !== 'string') throw new Error(`No text at ${lang}/${key}`);
  return value;
}

/**
 * A box's sentence as the visitor reads it: the text with its link's words in place, and the
 * future-contact window written out from the config (src/config/retention.ts).
 */
export const consent = (lang: string, key: string) =>
  t(lang, `forms:${key}.text`)
    .replace('{{link}}', t(lang, `forms:${key}.link`))
    .replace('{{period}}', legalPeriods(lang as Locale).futureContactPeriod);

/** A file whose bytes are a pdf's (the server checks them), `bytes` long. */
export function pdf(bytes: number) {
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n%%EOF\n');
  return {
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]),
  };
}

/** Waits until one island has hydrated, scrolling it into view first (some hydrate when visible, the forms on first use). */
export async function hydrated(page: Page, component: string) {
  const island = page.locator(`astro-island[component-url*="${component}"]`);
  await island.scrollIntoViewIfNeeded();
  await touchIslands(page);
  await expect(island).not.toHaveAttribute('ssr');
}

/** The form on the page; its labels are looked up inside it, away from the header and footer. */
export const inForm = (page: Page) => page.locator('form.form');

/** Fills the job application's required fields and consents in the page's language. */
export async function fillJobApplication(page: Page, lang: string) {
  const label = (name: string) => t(lang, `forms:job.fields.${name}.label`);
  await inForm(page).getByLabel(label('fullName')).fill('Elif Kaya');
  await inForm(page).getByLabel(label('email')).fill('elif@example.com');
  await inForm(page).getByLabel(label('phone')).fill('+90 555 123 45 67');
  await inForm(page)
    .getByLabel(t(lang, 'forms:job.fields.englishLevel.label'))
    .selectOption('upperIntermediate');
  await inForm(page).getByLabel(consent(lang, 'job.consent.privacyPolicy')).check();
  await inForm(page).getByLabel(consent(lang, 'job.consent.referenceCheck')).check();
}
