/**
 * The content collections: one Markdown or JSON file per entry and language under src/content/
 * (the folders and the fields shared by every language are listed in src/content/fields.ts, the
 * schemas in src/content/schemas.ts). A file that breaks its schema, a field the schema does not
 * know, or an entry missing in one language fails the build with the file named.
 */
import { defineCollection } from 'astro:content';
import { contentLoader } from './content/loader';
import {
  courseSchema,
  insightSchema,
  jobSchema,
  partnerSchema,
  postSchema,
  teamSchema,
  testimonialSchema,
} from './content/schemas';

export const collections = {
  posts: defineCollection({
    loader: contentLoader('posts'),
    schema: ({ image }) => postSchema(image),
  }),
  jobs: defineCollection({ loader: contentLoader('jobs'), schema: jobSchema }),
  courses: defineCollection({ loader: contentLoader('courses'), schema: courseSchema }),
  team: defineCollection({
    loader: contentLoader('team'),
    schema: ({ image }) => teamSchema(image),
  }),
  testimonials: defineCollection({
    loader: contentLoader('testimonials'),
    schema: ({ image }) => testimonialSchema(image),
  }),
  insights: defineCollection({ loader: contentLoader('insights'), schema: insightSchema }),
  partners: defineCollection({
    loader: contentLoader('partners'),
    schema: ({ image }) => partnerSchema(image),
  }),
};
