/**
 * The "Page texts" collection: one entry per i18next namespace (`locales/{lang}/{ns}.json`), its
 * fields inferred from the files, so an editor can change any visible string of the site, in the
 * four languages side by side. Namespaces and languages are read, never listed here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { CollectionFile, FileCollection } from '@sveltia/cms';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../config/locales.ts';
import { textsFormat } from './textCodec.ts';
import { humanize, namespaceFields, type JsonObject } from './textFields.ts';

export const PAGE_TEXTS = 'texts';

const LOCALES_DIR = new URL('../../locales/', import.meta.url);

/** Every namespace, as the default language's files name them. */
export const namespaces = () =>
  readdirSync(new URL(`${DEFAULT_LOCALE}/`, LOCALES_DIR))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

export const readNamespace = (lang: Locale, ns: string): JsonObject =>
  JSON.parse(readFileSync(new URL(`${lang}/${ns}.json`, LOCALES_DIR), 'utf8')) as JsonObject;

const namespaceEntry = (ns: string): CollectionFile => ({
  name: ns,
  label: humanize(ns),
  file: `locales/{{locale}}/${ns}.json`,
  format: textsFormat(ns),
  i18n: true,
  fields: namespaceFields(
    LOCALES.map((lang) => readNamespace(lang, ns)),
    ns,
  ),
});

export const pageTextsCollection = (): FileCollection => ({
  name: PAGE_TEXTS,
  label: 'Page texts',
  label_singular: 'Page text',
  description: 'Every text of the pages, grouped by page or shared part, in all four languages.',
  icon: 'translate',
  i18n: true,
  // Two languages side by side are more use to a translator than a generic preview.
  editor: { preview: false },
  files: namespaces().map(namespaceEntry),
});
