/**
 * What Netlify's build (`npm run build:netlify`) leaves for the functions: the manifest and one zip
 * per function. A bundle is unzipped into a folder of its own and run in a Node process of its own
 * (./lambda.ts); a request reaches it as an invocation event, routed by the manifest's routes as
 * Netlify routes it, with the Blobs store and deploy that the function tests' emulator gives.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import StreamZip from 'node-stream-zip';
import { isBinaryBody } from '../../../scripts/lib/local-platform';

export const FUNCTIONS_SOURCE = path.resolve('netlify/functions');
export const BUNDLES = path.resolve('.netlify/functions');

export interface ManifestRoute {
  pattern: string;
  literal?: string;
  expression?: string;
  methods: string[];
}

export interface ManifestFunction {
  name: string;
  mainFile: string;
  path: string;
  runtime: string;
  runtimeVersion?: string;
  schedule?: string;
  routes?: ManifestRoute[];
  trafficRules?: {
    action: {
      type: string;
      config: {
        rateLimitConfig: { windowLimit: number; windowSize: number; algorithm: string };
        aggregate: { keys: { type: string }[] };
      };
    };
  };
}

export function readManifest() {
  const file = path.join(BUNDLES, 'manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: run npm run build:test (Netlify's build) first`);
  return JSON.parse(readFileSync(file, 'utf8')) as {
    functions: ManifestFunction[];
    /** When the bundles were written (ms). */
    timestamp: number;
  };
}

/** What the functions are built from: their folder, and what they may import (src/shared, src/config, locales). */
const FUNCTION_INPUTS = ['netlify', 'src/shared', 'src/config', 'locales'];

/** The function inputs changed after the bundles were written: the bundles are not what would deploy now. */
export function changedSince(timestamp: number): string[] {
  const changed: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (statSync(full).mtimeMs > timestamp) changed.push(path.relative('.', full));
    }
  };
  for (const dir of FUNCTION_INPUTS) walk(path.resolve(dir));
  return changed;
}

/** The function sources Netlify bundles: each file of netlify/functions/ is one function. */
export const functionSources = () =>
  readdirSync(FUNCTIONS_SOURCE)
    .filter((file) => /\.(mts|ts|mjs|js|cjs|cts)$/.test(file))
    .sort();

export const functionName = (file: string) => file.replace(/\.[^.]+$/, '');

/** The route of the manifest a path reaches, as Netlify's router matches it. */
export function routeOf(manifest: { functions: ManifestFunction[] }, pathname: string) {
  for (const fn of manifest.functions)
    for (const route of fn.routes ?? [])
      if (
        route.literal === pathname ||
        (route.expression !== undefined && new RegExp(route.expression).test(pathname))
      )
        return { fn, route };
  return undefined;
}

/** The Blobs access the function tests' emulator set up (./functions/support/blobs.ts), as an invocation carries it. */
function blobsOfEmulator() {
  const encoded = process.env.NETLIFY_BLOBS_CONTEXT;
  if (!encoded) throw new Error('start the Blobs emulator first');
  const context = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as {
    edgeURL: string;
    uncachedEdgeURL: string;
    token: string;
    siteID: string;
    deployID: string;
    primaryRegion: string;
  };
  return {
    event: Buffer.from(
      JSON.stringify({
        url: context.edgeURL,
        url_uncached: context.uncachedEdgeURL,
        token: context.token,
        primary_region: context.primaryRegion,
      }),
    ).toString('base64'),
    siteID: context.siteID,
    deployID: context.deployID,
  };
}

export interface DeployHeaders {
  context: string;
  id: string;
  branch: string;
}

/** The invocation event Netlify hands a function's Lambda handler for a request. */
async function eventOf(req: Request, route: string | undefined, deploy: DeployHeaders) {
  const blobs = blobsOfEmulator();
  const headers: Record<string, string> = {};
  req.headers.forEach((value, name) => void (headers[name] = value));
  Object.assign(headers, {
    'x-nf-site-id': blobs.siteID,
    'x-nf-deploy-id': deploy.id,
    'x-nf-deploy-context': deploy.context,
    'x-nf-branch': deploy.branch,
    'x-nf-request-id': `request-${Date.now()}`,
  });
  const bytes = Buffer.from(await req.arrayBuffer());
  const binary = isBinaryBody(req.headers.get('content-type'));
  return {
    rawUrl: req.url,
    httpMethod: req.method,
    headers,
    body: bytes.byteLength === 0 ? '' : binary ? bytes.toString('base64') : bytes.toString(),
    isBase64Encoded: binary && bytes.byteLength > 0,
    blobs: blobs.event,
    flags: {},
    ...(route ? { route } : {}),
  };
}

export interface BundleAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
  /** What the function logged during the invocation. */
  logs: string[];
}

/** A bundle unzipped and loaded in its own process. */
export interface RunningBundle {
  name: string;
  /** The Node version the bundle runs on here. */
  node: string;
  invoke(req: Request, options?: { route?: string }): Promise<BundleAnswer>;
  close(): Promise<void>;
}

const RUNNER = path.resolve('tests/build/support/lambda.ts');

/** The test process's environment, without the options its runner gives Node (loaders of its own). */
function withoutNodeOptions() {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && key !== 'NODE_OPTIONS') env[key] = value;
  return env;
}

export async function startBundle(
  fn: ManifestFunction,
  deploy: DeployHeaders,
): Promise<RunningBundle> {
  const dir = await mkdtemp(path.join(tmpdir(), `bundle-${fn.name}-`));
  const zip = new StreamZip.async({ file: fn.path });
  await zip.extract(null, dir);
  await zip.close();

  const child: ChildProcess = fork(RUNNER, [], {
    cwd: dir,
    execPath: process.execPath,
    execArgv: [],
    env: withoutNodeOptions(),
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the ${fn.name} bundle's process exited (${code}):\n${stderr}`)),
    ),
  );
  exited.catch(() => undefined);
  const node = await Promise.race([
    new Promise<string>((resolve) =>
      child.on(
        'message',
        (message: { ready?: boolean; node?: string }) => message.ready && resolve(message.node!),
      ),
    ),
    exited,
  ]).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });

  let next = 0;
  const pending = new Map<
    number,
    {
      resolve: (answer: BundleAnswer) => void;
      reject: (error: Error) => void;
    }
  >();
  child.on(
    'message',
    (message: {
      id?: number;
      status: number;
      headers: Record<string, string>;
      body: string;
      logs: string[];
      error?: string;
    }) => {
      if (message.id === undefined) return;
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) return waiting?.reject(new Error(message.error));
      waiting?.resolve({
        status: message.status,
        headers: new Headers(message.headers),
        body: Buffer.from(message.body, 'base64'),
        logs: message.logs,
      });
    },
  );

  return {
    name: fn.name,
    node,
    async invoke(req, options = {}) {
      const id = ++next;
      const event = await eventOf(req, options.route, deploy);
      const answer = new Promise<BundleAnswer>((resolve, reject) =>
        pending.set(id, { resolve, reject }),
      );
      child.send({ id, event, env: withoutNodeOptions() });
      return Promise.race([answer, exited]);
    },
    async close() {
      if (child.exitCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await gone;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
