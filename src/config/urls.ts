import { SITE } from './site.ts';

/** An absolute address on this site, for canonical links, the sitemap and structured data. */
export const absoluteUrl = (path: string) => new URL(path, `${SITE.url}/`).href;
