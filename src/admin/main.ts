/**
 * The admin's entry: Sveltia CMS with the configuration built from the site's tables, bundled and
 * served from the site itself (src/integrations/admin.ts), nothing loaded from another origin.
 */
import CMS, { type CollectionFile } from '@sveltia/cms';
import config from 'virtual:cms-config';
import { isTextsFormat, pageTextsFormat } from './textCodec.ts';
import type { JsonObject } from './textFields.ts';

const files =
  config.collections?.flatMap((collection) =>
    'files' in collection ? (collection.files as CollectionFile[]) : [],
  ) ?? [];

for (const { format, fields = [] } of files) {
  if (!isTextsFormat(format)) continue;
  const { fromFile, toFile } = pageTextsFormat(fields);
  CMS.registerCustomFormat(format, 'json', {
    fromFile,
    toFile: (value) => toFile(value as JsonObject),
  });
}

await CMS.init({ config: { ...config, load_config_file: false } });
