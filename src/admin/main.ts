/**
 * The admin's entry: Sveltia CMS with the configuration built from the site's tables, bundled and
 * served from the site itself (src/integrations/admin.ts), nothing loaded from another origin.
 */
import CMS, { type CollectionFile } from '@sveltia/cms';
import config from 'virtual:cms-config';
import { decodeTexts, encodeTexts, formatTexts, isTextsFormat } from './textCodec.ts';
import type { JsonObject } from './textFields.ts';

const files =
  config.collections?.flatMap((collection) =>
    'files' in collection ? (collection.files as CollectionFile[]) : [],
  ) ?? [];

for (const { format, fields = [] } of files) {
  if (!isTextsFormat(format)) continue;
  CMS.registerCustomFormat(format, 'json', {
    fromFile: (text) => decodeTexts(JSON.parse(text) as JsonObject, fields),
    toFile: (value) => formatTexts(encodeTexts(value as JsonObject, fields)),
  });
}

await CMS.init({ config: { ...config, load_config_file: false } });
