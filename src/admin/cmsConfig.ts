/**
 * The Sveltia CMS configuration of /admin/, built at build time (src/integrations/admin.ts) from
 * the site's own tables: the repository from `src/config/site.ts`, the languages from
 * `src/config/locales.ts`, the page texts from `locales/`. Nothing here is retyped from them.
 *
 * A collection is one function returning its definition, listed in `collections()`; the parity
 * test (tests/unit/admin-config.test.ts) holds each one against its source of truth.
 */
import type { CmsConfig, Collection } from '@sveltia/cms';
import { DEFAULT_LOCALE, LOCALES } from '../config/locales.ts';
import { SITE } from '../config/site.ts';
import { contentCollections } from './contentCollections.ts';
import { pageTextsCollection } from './pageTexts.ts';

/** Netlify's OAuth provider: it holds the GitHub OAuth app's secret and hands the editor a token. */
export const OAUTH_BASE_URL = 'https://api.netlify.com';

/**
 * Where images live: astro:assets processes what is under src/assets at build time. The Assets view
 * lists and uploads there; a collection with images sets its own folder, and a public folder
 * relative to its entries, which is how a content collection's `image()` helper reads a path.
 */
const ASSETS_FOLDER = 'src/assets';

const collections = (): Collection[] => [...contentCollections(), pageTextsCollection()];

export const cmsConfig = (): CmsConfig => ({
  backend: {
    name: 'github',
    repo: SITE.repository.github,
    branch: SITE.repository.branch,
    base_url: OAUTH_BASE_URL,
    // Editors sign in with GitHub; pasting a personal access token is for developers, who work locally.
    auth_methods: ['oauth'],
  },
  app_title: `${SITE.name} admin`,
  site_url: SITE.url,
  logo: { src: SITE.logo },
  media_folder: ASSETS_FOLDER,
  public_folder: `/${ASSETS_FOLDER}`,
  i18n: {
    // Folder collections keep one folder per language: `src/content/{collection}/{locale}/{slug}.md`.
    structure: 'multiple_folders',
    locales: [...LOCALES],
    default_locale: DEFAULT_LOCALE,
  },
  // A slug made from a title is a file name and an address: ASCII words joined by hyphens ("Yapay Zekâ Günü" -> yapay-zeka-gunu).
  slug: { encoding: 'ascii', clean_accents: true },
  output: {
    // An optional field left empty is left out of the file, as if the key had never been there.
    omit_empty_optional_fields: true,
    json: { indent_style: 'space', indent_size: 2 },
  },
  collections: collections(),
});
