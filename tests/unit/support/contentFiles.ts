/**
 * Reads the content collections from disk, as the glob loader finds them, so that unit tests can
 * hold every entry against its schema and the parity rules without building the site.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { COLLECTIONS, type CollectionName } from '../../../src/content/fields';
import {
  courseSchema,
  insightSchema,
  jobSchema,
  partnerSchema,
  postSchema,
  teamSchema,
  testimonialSchema,
} from '../../../src/content/schemas';

export interface ContentFile {
  file: string;
  data: Record<string, unknown>;
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

export function readContentFile(file: string): ContentFile {
  const source = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return { file, data: JSON.parse(source), body: '' };
  const front = FRONTMATTER.exec(source);
  return {
    file,
    data: front ? parseYaml(front[1]!) : {},
    body: front ? source.slice(front[0].length) : source,
  };
}

/** Every file of a collection, by the same glob as its loader. */
export function readCollection(name: CollectionName): ContentFile[] {
  const { folder, extension, translated } = COLLECTIONS[name];
  return globSync(`${folder}/${translated ? '*/' : ''}*.${extension}`)
    .sort()
    .map(readContentFile);
}

/** Astro's `image()` stand-in: a path, relative to the entry, to an image file that exists. */
const imageNear = (file: string) => () =>
  z
    .string()
    .refine(
      (relative) =>
        existsSync(path.resolve(path.dirname(file), relative)) &&
        /\.(svg|png|jpe?g|webp|avif)$/.test(relative),
      {
        message: 'is not an image file next to the entry',
      },
    );

/** The schema a file is checked with, its images resolved from the file's folder. */
export const schemaFor = (name: CollectionName, file: string): z.ZodType => {
  const image = imageNear(file);
  const schemas: Record<CollectionName, () => z.ZodType> = {
    posts: () => postSchema(image),
    jobs: jobSchema,
    courses: courseSchema,
    team: () => teamSchema(image),
    testimonials: () => testimonialSchema(image),
    insights: insightSchema,
    partners: () => partnerSchema(image),
  };
  return schemas[name]();
};
