/**
 * A stand-in for Netlify's API on 127.0.0.1, for the operators' tool in production mode: the site
 * and deploy lookups (`GET /api/v1/sites/{id}`, `…/deploys/{id}`), answered as Netlify answers a
 * wrong token (401) or an unknown site (404), and the Blobs API (`/api/v1/blobs/…`, signed URLs)
 * served by @netlify/blobs' own local server. The functions under test write to the same store
 * through their usual Blobs context, so what a visitor sent is what the tool reads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { openStore } from '../../../netlify/lib/storage';
import { makeConditionalWritesAtomic } from '../../../scripts/lib/blobs-emulator';

export const SITE_ID = 'site-4f2a9c';
export const SITE_NAME = 'nova-istanbul-ai';
export const DEPLOY_ID = 'preview64ab12';
export const TOKEN = 'nfp_operator-token';

export async function startNetlifyApi() {
  makeConditionalWritesAtomic();
  const directory = await mkdtemp(path.join(tmpdir(), 'netlify-api-'));
  const blobs = new BlobsServer({ directory, token: TOKEN });
  const { port: blobsPort } = await blobs.start();
  const blobsUrl = `http://127.0.0.1:${blobsPort}`;
  const requests: string[] = [];

  const api = createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(`${req.method} ${url.split('?')[0]}`);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${TOKEN}`)
      return answer(401, { code: 401, message: 'Access Denied: Invalid token' });
    const site = /^\/api\/v1\/sites\/([^/?]+)(?:\/deploys\/([^/?]+))?\/?(?:\?.*)?$/.exec(url);
    if (site) {
      if (site[1] !== SITE_ID) return answer(404, { code: 404, message: 'Not Found' });
      if (site[2] === undefined)
        return answer(200, {
          id: SITE_ID,
          name: SITE_NAME,
          url: 'http://example.com',
          ssl_url: 'https://example.com',
        });
      if (site[2] !== DEPLOY_ID) return answer(404, { code: 404, message: 'Not Found' });
      return answer(200, {
        id: DEPLOY_ID,
        site_id: SITE_ID,
        context: 'deploy-preview',
        branch: 'feature-x',
      });
    }
    const blobsSite = /^\/api\/v1\/blobs\/([^/?]+)/.exec(url);
    if (blobsSite && blobsSite[1] !== SITE_ID)
      return answer(404, { code: 404, message: 'Not Found' });
    // A listing asked through the API path loses its prefix in @netlify/blobs/server 11.1.1 (the
    // signed address it builds drops the query); Netlify's API honours it, so listings go to the
    // server's direct path, which does.
    const listing = /^\/api\/v1\/blobs\/([^/?]+\/[^/?]+)\/?(\?.*)?$/.exec(url);
    const target = listing && req.method === 'GET' ? `/${listing[1]}${listing[2] ?? ''}` : url;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const upstream = request(
        `${blobsUrl}${target}`,
        { method: req.method, headers: req.headers },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        },
      );
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // The functions' own Blobs context (as Netlify gives it to a function), on the same store.
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({
      edgeURL: blobsUrl,
      uncachedEdgeURL: blobsUrl,
      siteID: SITE_ID,
      deployID: DEPLOY_ID,
      primaryRegion: 'us-east-2',
      token: TOKEN,
    }),
  ).toString('base64');

  return {
    apiUrl,
    directory,
    requests,
    /** The operator's environment for the live site. */
    env: (changes: Record<string, string> = {}) => ({
      NETLIFY_SITE_ID: SITE_ID,
      NETLIFY_AUTH_TOKEN: TOKEN,
      NETLIFY_API_URL: apiUrl,
      ...changes,
    }),
    /** The store a function of this deploy context writes to. */
    functionStore: (deployContext: string) => openStore(deployContext),
    async stop() {
      delete process.env.NETLIFY_BLOBS_CONTEXT;
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await blobs.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
