import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { CollectionFile, FileCollection } from '@sveltia/cms';
import { describe, expect, it } from 'vitest';
import { cmsConfig, OAUTH_BASE_URL } from '../../src/admin/cmsConfig';
import { namespaces, PAGE_TEXTS, readNamespace } from '../../src/admin/pageTexts';
import { decodeTexts, encodeTexts, formatTexts, textsFormat } from '../../src/admin/textCodec';
import { DEFAULT_LOCALE, LOCALES } from '../../src/config/locales';
import { SITE } from '../../src/config/site';
import { fieldsMatchJson, optionalFields } from './support/cmsParity';

const config = cmsConfig();
const schema = JSON.parse(readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'));
const pageTexts = config.collections!.find((collection) => collection.name === PAGE_TEXTS) as FileCollection;
const entries = pageTexts.files as CollectionFile[];

describe('the CMS configuration', () => {
  it('validates against the JSON schema shipped with @sveltia/cms', () => {
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(schema);
    expect(validate(config) ? [] : validate.errors).toEqual([]);
  });

  it('commits to the repository and branch of the site config, signing in through Netlify', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: SITE.repository.github,
      branch: SITE.repository.branch,
      base_url: OAUTH_BASE_URL,
    });
  });

  it('edits the four languages, the default one first in the editor', () => {
    expect(config.i18n).toMatchObject({ locales: [...LOCALES], default_locale: DEFAULT_LOCALE });
  });
});

describe('Page texts: one entry per namespace, a field for every key', () => {
  it('has an entry for every namespace in locales/en, in every language', () => {
    expect(entries.map((entry) => entry.name)).toEqual(namespaces());
    for (const entry of entries) {
      expect(entry).toMatchObject({ file: `locales/{{locale}}/${entry.name}.json`, i18n: true, format: textsFormat(entry.name) });
    }
  });

  it('matches the keys of every language file: names, types, required', () => {
    const problems: string[] = [];
    for (const { name, fields = [] } of entries) {
      const absent = new Set<string>();
      for (const lang of LOCALES) {
        const parity = fieldsMatchJson(fields, decodeTexts(readNamespace(lang, name), fields), `${lang}/${name}`);
        problems.push(...parity.problems);
        parity.absent.forEach((path) => absent.add(path));
      }
      // An optional field must be one that some file leaves out; otherwise an editor could empty a text the page needs.
      for (const path of optionalFields(fields)) if (!absent.has(path)) problems.push(`${name}:${path} is optional but present everywhere`);
    }
    expect(problems).toEqual([]);
  });

  it('writes back every file byte for byte when nothing was edited', () => {
    for (const { name, fields = [] } of entries) {
      for (const lang of LOCALES) {
        const text = readFileSync(`locales/${lang}/${name}.json`, 'utf8');
        expect(formatTexts(encodeTexts(decodeTexts(JSON.parse(text), fields), fields)), `${lang}/${name}`).toBe(text);
      }
    }
  });
});
