import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import type { CollectionFile, EntryCollection, Field, FileCollection } from '@sveltia/cms';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cmsConfig, OAUTH_BASE_URL } from '../../src/admin/cmsConfig';
import { namespaces, PAGE_TEXTS, readNamespace } from '../../src/admin/pageTexts';
import { decodeTexts, textsFormat } from '../../src/admin/textCodec';
import { DEFAULT_LOCALE, LOCALES } from '../../src/config/locales';
import { SITE } from '../../src/config/site';
import { COLLECTIONS, type CollectionName } from '../../src/content/fields';
import { valueAt } from '../../src/content/parity';
import {
  courseSchema,
  insightSchema,
  jobSchema,
  partnerSchema,
  postSchema,
  RESERVED_SLUGS,
  teamSchema,
  testimonialSchema,
} from '../../src/content/schemas';
import {
  fieldsMatchJson,
  fieldsMatchSchema,
  optionalFields,
  type JsonSchema,
} from './support/cmsParity';
import { readCollection } from './support/contentFiles';

const config = cmsConfig();
const schema = JSON.parse(
  readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'),
);
const pageTexts = config.collections!.find(
  (collection) => collection.name === PAGE_TEXTS,
) as FileCollection;
const entries = pageTexts.files as CollectionFile[];
const NAMES = Object.keys(COLLECTIONS) as CollectionName[];
const contentCollection = (name: CollectionName) =>
  config.collections!.find((collection) => collection.name === name) as EntryCollection;

/** Astro's `image()` as the JSON schema sees it: a path to an image. */
const image = () => z.string().meta({ contentMediaType: 'image/*' });
const SCHEMAS: Record<CollectionName, z.ZodType> = {
  posts: postSchema(image),
  jobs: jobSchema(),
  courses: courseSchema(),
  team: teamSchema(image),
  testimonials: testimonialSchema(image),
  insights: insightSchema(),
  partners: partnerSchema(image),
};
/** A collection's schema as JSON schema, as a file is read (dates are what the frontmatter and the JSON give: strings). */
const jsonSchemaOf = (name: CollectionName) =>
  z.toJSONSchema(SCHEMAS[name], {
    io: 'input',
    // A date has no JSON type: `override` says what it is, in place of the empty schema.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date')
        Object.assign(jsonSchema, { type: 'string', format: 'date' });
    },
  }) as JsonSchema;

/** Every field with its key path, at every depth. */
const withPaths = (fields: readonly Field[], at = ''): [string, Field][] =>
  fields.flatMap((field): [string, Field][] => [
    [`${at}${field.name}`, field],
    ...('fields' in field && Array.isArray(field.fields)
      ? withPaths(field.fields, `${at}${field.name}.`)
      : []),
  ]);

describe('the CMS configuration', () => {
  it('validates against the JSON schema shipped with @sveltia/cms', () => {
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(
      schema,
    );
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
      expect(entry).toMatchObject({
        file: `locales/{{locale}}/${entry.name}.json`,
        i18n: true,
        format: textsFormat(entry.name),
      });
    }
  });

  it('matches the keys of every language file: names, types, required', () => {
    const problems: string[] = [];
    for (const { name, fields = [] } of entries) {
      const absent = new Set<string>();
      for (const lang of LOCALES) {
        const parity = fieldsMatchJson(
          fields,
          decodeTexts(readNamespace(lang, name), fields),
          `${lang}/${name}`,
        );
        problems.push(...parity.problems);
        parity.absent.forEach((path) => absent.add(path));
      }
      // An optional field must be one that some file leaves out; otherwise an editor could empty a text the page needs.
      for (const path of optionalFields(fields))
        if (!absent.has(path)) problems.push(`${name}:${path} is optional but present everywhere`);
    }
    expect(problems).toEqual([]);
  });
});

describe('content collections: every collection of src/content.config.ts, edited as the site reads it', () => {
  it('has a collection per content collection, in its folder, file type and languages', () => {
    for (const name of NAMES) {
      const { folder, extension, translated } = COLLECTIONS[name];
      expect(contentCollection(name), name).toMatchObject({
        folder,
        extension,
        format: extension === 'md' ? 'yaml-frontmatter' : 'json',
        i18n: translated,
      });
    }
  });

  it('matches the Zod schema of each collection: names, types, required, choices', () => {
    const problems = NAMES.flatMap((name) => {
      const markdown = COLLECTIONS[name].extension === 'md';
      const { fields } = contentCollection(name);
      // The Markdown body is the article, not a frontmatter key: it must be there, required.
      if (
        markdown &&
        !fields.some(
          (field) => field.name === 'body' && field.widget === 'markdown' && !('required' in field),
        )
      )
        return [`${name}: no markdown body`];
      return fieldsMatchSchema(fields, jsonSchemaOf(name), name, markdown ? ['body'] : []);
    });
    expect(problems).toEqual([]);
  });

  it('edits a field shared by every language once, and translates every other one', () => {
    for (const name of NAMES.filter((name) => COLLECTIONS[name].translated)) {
      const paths = withPaths(contentCollection(name).fields);
      const leaves = paths.filter(([, field]) => field.widget !== 'object');
      expect(
        leaves
          .filter(([, field]) => 'i18n' in field && field.i18n === 'duplicate')
          .map(([path]) => path)
          .sort(),
        name,
      ).toEqual([...COLLECTIONS[name].identical].sort());
      for (const [path, field] of paths)
        expect(
          'i18n' in field && (field.i18n === true || field.i18n === 'duplicate'),
          `${name}:${path}`,
        ).toBe(true);
    }
  });

  it('uploads images under src/assets and names them as image() reads them, relative to the entry', () => {
    for (const name of NAMES) {
      const { media_folder, public_folder, fields } = contentCollection(name);
      const images = withPaths(fields).filter(([, field]) => field.widget === 'image');
      if (images.length === 0) continue;
      expect(media_folder, name).toMatch(/^\/src\/assets\//);
      for (const { file, data } of readCollection(name)) {
        expect(path.resolve(path.dirname(file), public_folder!), file).toBe(
          path.resolve(media_folder!.slice(1)),
        );
        for (const [keyPath] of images) {
          const value = valueAt(data, keyPath);
          if (value !== undefined)
            expect(value, `${file}:${keyPath}`).toMatch(
              new RegExp(`^${public_folder!.replaceAll('.', '\\.')}/[^/]+$`),
            );
        }
      }
    }
  });

  it("picks a post's author from the team, by file name", () => {
    const author = contentCollection('posts').fields.find((field) => field.name === 'author')!;
    expect(author).toMatchObject({
      widget: 'relation',
      collection: 'team',
      value_field: '{{slug}}',
      i18n: 'duplicate',
    });
    const team = new Set(readCollection('team').map(({ file }) => path.basename(file, '.json')));
    for (const { file, data } of readCollection('posts'))
      expect(team.has(data.author as string), file).toBe(true);
  });

  it("names a new entry's file by a slug every language shares, refusing names another page owns", () => {
    for (const name of NAMES) {
      const { slug } = contentCollection(name);
      expect(slug, name).toMatchObject({ editable: ['create'] });
      const [pattern] = (slug as { pattern: [string, string] }).pattern;
      const valid = new RegExp(pattern);
      for (const { file } of readCollection(name))
        expect(path.basename(file).replace(/\.\w+$/, ''), file).toMatch(valid);
      for (const reserved of RESERVED_SLUGS[name]) expect(reserved, name).not.toMatch(valid);
      expect('Yapay-Zekâ', name).not.toMatch(valid);
    }
  });
});
