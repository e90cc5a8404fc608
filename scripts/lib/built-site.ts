/**
 * Reads the built site in `dist/`: its pages, what each page loads, and its links.
 * Shared by the build checks (tests/build) and the audit script.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REDIRECTS } from '../../src/config/redirects.ts';

export const DIST = path.resolve('dist');

/** The editors' admin: a build of its own (src/integrations/admin.ts), not a page of the site. */
export const ADMIN_DIR = 'admin';

/** Every page of the site, as its URL path (`/en/about/` for `dist/en/about/index.html`). */
export function listPages(dist = DIST): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (full !== path.join(dist, ADMIN_DIR)) walk(full);
      } else if (entry.endsWith('.html')) pages.push(toUrlPath(path.relative(dist, full)));
    }
  };
  walk(dist);
  return pages.sort();
}

const toUrlPath = (file: string) =>
  `/${file.split(path.sep).join('/')}`.replace(/index\.html$/, '');

export const readPage = (urlPath: string, dist = DIST) =>
  readFileSync(path.join(dist, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath), 'utf8');

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

const attributes = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);

/** Static imports of a built module (`import x from"./a.js"`, `import"./b.js"`), resolved to URL paths. */
function staticImports(urlPath: string, source: string): string[] {
  const specifiers = attributes(
    source,
    /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g,
  );
  return specifiers
    .filter((s) => s.startsWith('.') || s.startsWith('/'))
    .map((s) => new URL(s, `http://x${urlPath}`).pathname);
}

/** Dynamic imports (`import("./c.js")`, or with backticks as the bundler writes them): code a page loads later, on interaction or visibility. */
function dynamicImports(urlPath: string, source: string): string[] {
  return attributes(source, /import\(\s*["'`]([^"'`]+)["'`]\s*\)/g)
    .filter((s) => s.startsWith('.') || s.startsWith('/'))
    .map((s) => new URL(s, `http://x${urlPath}`).pathname);
}

interface PageWeight {
  html: number;
  css: number;
  /** JS the page loads as it opens: its module scripts, island components and renderers, and their static imports. */
  js: number;
  /** JS the page can load later (dynamic imports), not counted in `js`. */
  lazyJs: number;
  /** The files of `js` and of `lazyJs`, as URL paths. */
  scripts: string[];
  lazyScripts: string[];
  islands: number;
  /** Render-blocking requests: stylesheets and classic scripts in the head. */
  blocking: string[];
  /** Resources the head preloads (the hero font), fetched before the first paint too. */
  preloads: number;
}

/** Gzipped bytes of what one page loads. */
export function pageWeight(urlPath: string, dist = DIST): PageWeight {
  const html = readPage(urlPath, dist);
  const local = (p: string) => p.startsWith('/') && !p.startsWith('//');
  const stylesheets = attributes(html, /<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g).filter(
    local,
  );
  const entries = [
    ...attributes(html, /<script[^>]+src="([^"]+)"/g),
    ...attributes(html, /component-url="([^"]+)"/g),
    ...attributes(html, /renderer-url="([^"]+)"/g),
    ...attributes(html, /<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].filter(local);

  const eager = new Set<string>();
  const lazy = new Set<string>();
  const visit = (file: string, set: Set<string>) => {
    if (eager.has(file) || set.has(file) || !existsSync(path.join(dist, file))) return;
    set.add(file);
    const source = readFileSync(path.join(dist, file), 'utf8');
    for (const dep of staticImports(file, source)) visit(dep, set);
    for (const dep of dynamicImports(file, source)) visit(dep, lazy);
  };
  for (const entry of entries) visit(entry, eager);
  for (const file of eager) lazy.delete(file);

  const inlineScripts = attributes(
    html,
    /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  ).join('');
  const sum = (files: Iterable<string>) =>
    [...files].reduce((total, file) => total + gzipSize(readFileSync(path.join(dist, file))), 0);
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    html: gzipSize(html),
    css: sum(stylesheets),
    js: sum(eager) + (inlineScripts ? gzipSize(inlineScripts) : 0),
    lazyJs: sum(lazy),
    scripts: [...eager],
    lazyScripts: [...lazy],
    islands: attributes(html, /<astro-island\b([^>]*)>/g).length,
    blocking: [
      ...attributes(head, /<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g),
      ...attributes(
        head,
        /<script(?![^>]*type="module")(?![^>]*\b(?:async|defer)\b)[^>]*src="([^"]+)"/g,
      ),
    ],
    preloads: attributes(head, /<link[^>]+rel="preload"[^>]*href="([^"]+)"/g).length,
  };
}

/** The query rewrites of the site's routing: a page for each filter and page of the developments listing. */
const queryRewrites = REDIRECTS.filter((rule) => rule.status === 200 && rule.query);

/**
 * The built page a site address is served from, applying the routing's query rewrites the way
 * Netlify does: the first rule whose path matches and whose query keys are all present wins.
 * @example servedPath('/en/developments/?category=event#posts') // '/en/developments/event/'
 */
export function servedPath(address: string): string {
  const url = new URL(address, 'http://site');
  for (const rule of queryRewrites) {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${rule.from.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`,
    );
    const match = pattern.exec(url.pathname);
    const keys = Object.entries(rule.query ?? {});
    if (!match || !keys.every(([key]) => url.searchParams.has(key))) continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1]!]));
    for (const [key, placeholder] of keys)
      values.set(placeholder.slice(1), url.searchParams.get(key)!);
    return rule.to.replace(/:(\w+)/g, (_, name: string) => values.get(name) ?? `:${name}`);
  }
  return url.pathname;
}

/** Every `href` and `src` of a page, and the ids it defines. */
export function pageLinks(urlPath: string, dist = DIST) {
  const html = readPage(urlPath, dist).replace(/<script[\s\S]*?<\/script>/g, '');
  return {
    links: attributes(html, /\s(?:href|src)="([^"]+)"/g),
    ids: new Set(attributes(html, /\sid="([^"]+)"/g)),
  };
}
