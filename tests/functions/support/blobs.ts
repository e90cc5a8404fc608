/** A real local Blobs server (the one @netlify/dev runs) on a temporary directory, wired up as a function sees it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { openStore } from '../../../netlify/lib/storage';

export const DEPLOY_CONTEXT = 'deploy-preview';

export async function startBlobs() {
  const directory = await mkdtemp(path.join(tmpdir(), 'forms-blobs-'));
  const token = 'test-token';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const useContext = (edgeURL: string) => {
    const context = { edgeURL, uncachedEdgeURL: edgeURL, siteID: 'test-site', deployID: 'testdeploy', primaryRegion: 'us-east-2', token };
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64');
  };
  useContext(url);
  return {
    directory,
    store: () => openStore(DEPLOY_CONTEXT),
    /** Points the functions at an address where nothing answers. */
    breakStorage: () => useContext('http://127.0.0.1:9'),
    repairStorage: () => useContext(url),
    async stop() {
      delete process.env.NETLIFY_BLOBS_CONTEXT;
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
