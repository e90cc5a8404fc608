/**
 * The local Netlify platform: `dist/` with its `_redirects` and `_headers` and netlify.toml's
 * headers, the functions and Blobs, through Netlify's own emulator library, behind a plain Node
 * HTTP server. The emulator reads `dist/_redirects` when it starts (through @netlify/config, which
 * puts the file's rules before netlify.toml's, as Netlify does): build first.
 */
import { promises as fsPromises } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { NetlifyDev } from '@netlify/dev';
import { parseAllHeaders } from '@netlify/headers-parser';
import { RedirectsHandler } from '@netlify/redirects';
import { compressor, isCompressible, negotiateEncoding, type Encoding } from './compression.ts';
import { LOCALES } from '../../src/config/locales.ts';
import { makeConditionalWritesAtomic } from './blobs-emulator.ts';

/** Netlify refuses a synchronous function request whose body, as the function receives it, exceeds 6 MB. */
const FUNCTION_BODY_LIMIT = 6 * 1024 * 1024;

const TEXT_TYPES =
  /^(text\/|application\/(json|x-www-form-urlencoded|javascript|xml)|[^;]*\+(json|xml))/i;

/** Netlify passes a binary body to a function base64-encoded, a third larger than it was sent. */
export const isBinaryBody = (contentType: string | null) =>
  !contentType || !TEXT_TYPES.test(contentType.trim());
const bodySizeAsReceived = (bytes: number, contentType: string | null) =>
  isBinaryBody(contentType) ? Math.ceil(bytes / 3) * 4 : bytes;

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage, contentType: string | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (bodySizeAsReceived(size, contentType) > FUNCTION_BODY_LIMIT) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', origin);
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const contentType = headers.get('content-type');
  const raw = await readBody(req, contentType);
  // @netlify/functions-dev 2.0.8 reads every body as text yet flags binary ones as base64
  // (so busboy sees garbage): hand it the base64 text it expects, as the real platform does.
  const body = isBinaryBody(contentType) ? raw.toString('base64') : new Uint8Array(raw);
  headers.delete('content-length');
  return new Request(url, { method, headers, body });
}

/** Compresses text answers as Netlify's CDN does (brotli or gzip, as the client accepts). */
function encodingFor(response: Response, acceptEncoding: string | undefined): Encoding | undefined {
  if (
    response.status === 204 ||
    response.status === 304 ||
    response.headers.has('content-encoding')
  )
    return undefined;
  return isCompressible(response.headers.get('content-type'))
    ? negotiateEncoding(acceptEncoding)
    : undefined;
}

async function send(res: ServerResponse, response: Response, req: IncomingMessage) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const encoding = encodingFor(response, req.headers['accept-encoding']);
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  if (req.method === 'HEAD' || !response.body) return void res.end();
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  if (encoding) pipeline(body, compressor(encoding), res).catch(() => res.destroy());
  else body.pipe(res);
}

/**
 * The emulator answers a rewrite with status 200 whatever the rule says; Netlify keeps the rule's
 * status. The localized 404 pages are the only rewrite targets marked noindex by header.
 */
async function asNetlifyAnswers(
  root: string,
  dist: string,
  pathname: string,
  { response, type }: { response: Response; type: string },
) {
  if (type !== 'redirect' || response.status !== 200) return response;
  const file = await staticFile(dist, pathname);
  if (file) return withOwnHeaders(root, dist, pathname, file, response);
  if (!response.headers.get('x-robots-tag')?.includes('noindex')) return response;
  return new Response(response.body, { status: 404, headers: response.headers });
}

/**
 * Netlify answers 404 with its 404.html when a rewrite's target is no file (a developments page out
 * of range, `?page=99`: the rule rewrites by the query's key, whatever its value); the emulator
 * serves the requested path's own file instead. Matched with Netlify's own rule matcher.
 */
function rewriteToNothing(root: string, dist: string) {
  const rules = new RedirectsHandler({
    projectDir: root,
    publicDir: dist,
    configRedirects: [],
    jwtRoleClaim: '',
    jwtSecret: '',
  });
  return async (request: Request): Promise<boolean> => {
    const match = await rules.match(request);
    if (!match || match.redirect || match.external || match.statusCode !== 200) return false;
    if (!match.force && (await staticFile(dist, new URL(request.url).pathname))) return false;
    return !(await staticFile(dist, match.target.pathname));
  };
}

async function staticFile(dist: string, pathname: string): Promise<string | undefined> {
  const base = path.join(dist, decodeURIComponent(pathname));
  if (!base.startsWith(dist)) return undefined;
  for (const candidate of [
    base,
    path.join(base, 'index.html'),
    `${base.replace(/\/$/, '')}.html`,
  ]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

/**
 * Netlify serves a file before a non-forced rule matching its path, with the headers of that path;
 * the emulator serves the file with the headers of the rule's target (`/admin/` got those of
 * `/en/admin/`, `/en/careers/apply/` the 404 page's noindex). When a rule's answer is the requested
 * file itself, its rule headers are those of its own path.
 */
async function withOwnHeaders(
  root: string,
  dist: string,
  pathname: string,
  file: string,
  response: Response,
) {
  const body = Buffer.from(await response.arrayBuffer());
  if (!body.equals(await readFile(file)))
    return new Response(body, { status: response.status, headers: response.headers });
  const { headers: rules } = await parseAllHeaders({
    headersFiles: [path.join(dist, '_headers')],
    netlifyConfigPath: path.join(root, 'netlify.toml'),
    configHeaders: undefined,
    minimal: false,
  });
  const headers = new Headers(response.headers);
  for (const rule of rules) for (const name of Object.keys(rule.values)) headers.delete(name);
  for (const rule of rules.filter((rule) => 'forRegExp' in rule && rule.forRegExp.test(pathname))) {
    for (const [name, value] of Object.entries(rule.values)) headers.set(name, value);
  }
  return new Response(body, { status: response.status, headers });
}

/**
 * @netlify/dev 5.1.3 builds a function for every request into a directory of that request and
 * removes the directory as soon as that request has its answer; but requests that arrive while the
 * build runs share it, and fail with "Cannot find module" (a 500) when the first one answers before
 * they have loaded it. So, under concurrent requests, those directories are removed a minute later,
 * or when the platform closes; a start clears what a killed platform left behind.
 */
const BUILD_DIRECTORY_GRACE_MS = 60_000;
const pendingRemovals = new Map<string, () => Promise<void>>();
const removeNow = fsPromises.rm;

const isBuildDirectory = (target: unknown): target is string =>
  typeof target === 'string' &&
  path.basename(path.dirname(target)) === 'functions-serve' &&
  path.basename(target).startsWith('_');

function deferFunctionBuildRemoval() {
  if (fsPromises.rm !== removeNow) return;
  fsPromises.rm = async (target, options) => {
    if (!isBuildDirectory(target)) return removeNow(target, options);
    const remove = async () => {
      pendingRemovals.delete(target);
      await removeNow(target, options).catch(() => undefined);
    };
    pendingRemovals.set(target, remove);
    setTimeout(() => void remove(), BUILD_DIRECTORY_GRACE_MS).unref();
  };
}

const flushBuildDirectoryRemovals = () =>
  Promise.all([...pendingRemovals.values()].map((remove) => remove()));

/** Build directories older than the grace period belong to no running request: a platform was killed. */
async function removeStaleBuildDirectories(root: string) {
  const serve = path.join(root, '.netlify', 'functions-serve');
  const entries = await fsPromises.readdir(serve, { withFileTypes: true }).catch(() => []);
  const cutoff = Date.now() - BUILD_DIRECTORY_GRACE_MS;
  await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('_'))
      .map(async (entry) => {
        const target = path.join(serve, entry.name);
        const info = await stat(target).catch(() => undefined);
        if (info && info.mtimeMs < cutoff)
          await removeNow(target, { recursive: true, force: true }).catch(() => undefined);
      }),
  );
}

/**
 * On Netlify every function invocation has its own instance; the emulator runs them all in this
 * process, each bundling its function and starting a worker thread. Fifty at once on two cores
 * starve one another past their store timeouts and the 30 s function limit, so requests wait for
 * a free slot here instead, as they would for an instance.
 */
function admission(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export interface LocalPlatform {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Starts the platform on `port` (0 picks a free one). */
export async function startLocalPlatform({
  root,
  port,
}: {
  root: string;
  port: number;
}): Promise<LocalPlatform> {
  deferFunctionBuildRemoval();
  makeConditionalWritesAtomic();
  await removeStaleBuildDirectories(root);
  const dev = new NetlifyDev({
    projectRoot: root,
    skipGitignore: true,
    // These features download tools or call Netlify's API, which this machine cannot reach.
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    database: { enabled: false },
    aiGateway: { enabled: false },
    images: { enabled: false },
  });
  await dev.start();
  const dist = path.join(root, 'dist');

  // The emulator answers nothing for a path no file or rule matches; Netlify then serves 404.html.
  const notFound = async (pathname: string, origin: string): Promise<Response> => {
    const lang = LOCALES.find(
      (code) => pathname.startsWith(`/${code}/`) || pathname === `/${code}`,
    );
    const page = lang ? `/${lang}/404/` : '/404.html';
    const served = await dev.handle(new Request(new URL(page, origin)));
    const body = served
      ? await served.arrayBuffer()
      : await readFile(path.join(dist, page.endsWith('/') ? `${page}index.html` : page));
    const headers = new Headers(served?.headers);
    headers.set('content-type', 'text/html; charset=utf-8');
    headers.delete('content-length');
    return new Response(body, { status: 404, headers });
  };

  const missesItsTarget = rewriteToNothing(root, dist);
  let origin = '';
  const admit = admission(availableParallelism() * 3);
  const server = createServer(async (req, res) => {
    try {
      const request = await toRequest(req, origin);
      const { pathname } = new URL(request.url);
      const toNothing = await missesItsTarget(request);
      const result = toNothing ? undefined : await admit(() => dev.handleAndIntrospect(request));
      // Netlify's 404.html is the root one: no language rule applies once a rewrite has matched.
      const response = result
        ? await asNetlifyAnswers(root, dist, pathname, result)
        : await notFound(toNothing ? '/' : pathname, origin);
      await send(res, response, req);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        res.end(
          JSON.stringify({
            success: false,
            errors: ['Request body too large'],
            message: 'Request body too large',
          }),
        );
        req.resume();
        return;
      }
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error of the local platform');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  origin = `http://localhost:${actualPort}`;
  let closing: Promise<void> | undefined;
  return {
    server,
    url: origin,
    // Ctrl-C reaches both the `node` package's launcher and this process, so a signal comes twice:
    // the second call must wait for the first, not exit halfway through it.
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await flushBuildDirectoryRemovals();
        await dev.stop();
      })();
      return closing;
    },
  };
}
