import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { SEARCH_BUNDLE_PATH } from '../config/search';
import { foldForIndex } from '../search/folding';
import { htmlFiles } from './htmlFiles';

/** A page the search finds: its layout marked its main content (BaseLayout's `search`). */
export const INDEXED_PAGE = /<main\b[^>]*\sdata-pagefind-body[\s=>]/;

/** Pagefind's own search interfaces: the site shows its own (src/components/search/). */
const UNUSED_FILE = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\./;

/**
 * Elements whose text Pagefind runs into their neighbours' (it separates headings, paragraphs, list
 * items, table cells, divisions and sections): a term and its description, a button and the text
 * beside it. A space before each of their tags, in the copy it indexes, keeps "Type" and "Full
 * time" two words and the excerpts readable.
 */
const RUN_TOGETHER = /<(\/?)(dt|dd|th|figcaption|blockquote|button)\b/g;

/** A built page as Pagefind indexes it: spaced (above) and folded (folding.ts). */
const forIndex = (html: string) => foldForIndex(html.replace(RUN_TOGETHER, ' <$1$2'));

/**
 * Word occurrences per index chunk (Pagefind's default: 20,000). A query fetches the chunks that
 * hold its words; at the default each language's index is two chunks of some 32 kB, so a query of
 * two words fetched the whole index. At 5,000, chunks are under 10 kB and a query of two words
 * costs some 20 kB (npm run bench:search). Pagefind 1.6 reads it from its binary's environment
 * only, under a name it calls unstable: tests/build/search.test.ts fails if it stops applying.
 */
const CHUNK_SETTING = 'PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE';
const INDEX_CHUNK_SIZE = '5000';

const fail = (step: string, errors: string[]) => {
  if (errors.length > 0) throw new Error(`search index: ${step}: ${errors.join('; ')}`);
};

/**
 * The search index of the built site (Pagefind): one index per `<html lang>`, each stemmed in its
 * language, holding the main content of the pages whose layout marks it, written with Pagefind's
 * search script to `dist/pagefind/`. Reads the final HTML (last of the integrations) and changes
 * none of it: Pagefind reads a copy of each page (`forIndex`).
 */
export const searchIndex = (): AstroIntegration => ({
  name: 'search-index',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const dist = fileURLToPath(dir);
      // The binary starts with the first call and reads its environment then.
      const setting = process.env[CHUNK_SETTING];
      process.env[CHUNK_SETTING] = INDEX_CHUNK_SIZE;
      try {
        // What assistive technology skips is a visual copy (the home hero's animated words) or decoration.
        const { index, errors } = await pagefind.createIndex({
          excludeSelectors: ['[aria-hidden="true"]'],
        });
        fail('start', errors);
        let pages = 0;
        for await (const file of htmlFiles(dist)) {
          const html = await readFile(file, 'utf8');
          if (!INDEXED_PAGE.test(html)) continue;
          const url = `/${path.relative(dist, file).split(path.sep).join('/')}`.replace(
            /index\.html$/,
            '',
          );
          const added = await index!.addHTMLFile({ url, content: forIndex(html) });
          fail(url, added.errors);
          pages++;
        }
        const { files, errors: written } = await index!.getFiles();
        fail('write', written);
        const bundle = path.join(dist, SEARCH_BUNDLE_PATH);
        for (const { path: name, content } of files) {
          if (UNUSED_FILE.test(name)) continue;
          await mkdir(path.dirname(path.join(bundle, name)), { recursive: true });
          await writeFile(path.join(bundle, name), content);
        }
        logger.info(`${pages} pages indexed into ${SEARCH_BUNDLE_PATH}`);
      } finally {
        await pagefind.close();
        if (setting === undefined) delete process.env[CHUNK_SETTING];
        else process.env[CHUNK_SETTING] = setting;
      }
    },
  },
});
