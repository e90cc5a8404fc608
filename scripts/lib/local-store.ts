/**
 * Opens the forms store that the local platform (@netlify/dev) writes to, from outside a function:
 * its Blobs emulation keeps entries under .netlify/blobs-serve, for site "0" (or the linked site)
 * and deploy "0", and a local run is not production, so the functions use that deploy's store.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDeployStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { STORE_NAME } from '../../netlify/lib/storage.ts';
import { makeConditionalWritesAtomic } from './blobs-emulator.ts';

const LOCAL_DEPLOY_ID = '0';

async function linkedSiteId(root: string): Promise<string> {
  try {
    const state = JSON.parse(await readFile(path.join(root, '.netlify', 'state.json'), 'utf8')) as {
      siteId?: string;
    };
    return state.siteId || '0';
  } catch {
    return '0';
  }
}

export async function openLocalStore(
  root: string,
): Promise<{ store: Store; stop: () => Promise<void> }> {
  makeConditionalWritesAtomic();
  const token = crypto.randomUUID();
  const server = new BlobsServer({ directory: path.join(root, '.netlify', 'blobs-serve'), token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const store = getDeployStore({
    name: STORE_NAME,
    deployID: LOCAL_DEPLOY_ID,
    siteID: await linkedSiteId(root),
    token,
    edgeURL: url,
    uncachedEdgeURL: url,
    region: 'us-east-2',
    consistency: 'strong',
  });
  return { store, stop: () => server.stop() };
}
