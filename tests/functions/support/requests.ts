/** Real Requests and a function Context as Netlify hands them to a v2 function. */
import type { Context } from '@netlify/functions';
import { DEPLOY_CONTEXT } from './blobs';

export const ORIGIN = 'http://localhost:8888';

/** `deployContext`: what Netlify says the deploy is ('production', 'deploy-preview', 'branch-deploy'); a local run by default. */
export function functionContext(deployContext = DEPLOY_CONTEXT) {
  const pending: Promise<unknown>[] = [];
  const context = {
    deploy: { context: deployContext, id: 'testdeploy', published: false, branch: 'test' },
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
  } as unknown as Context;
  return { context, settled: () => Promise.all(pending) };
}

export const jsonRequest = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A multipart request as a browser sends it: the encoded bytes with their length. */
export async function multipartRequest(
  path: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array; type?: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append(
      'resume',
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.byteLength),
      ...headers,
    },
  });
}

/** Calls a handler and returns status, headers and parsed JSON body, after background work settles. */
export async function call(
  handler: (req: Request, context: Context) => Promise<Response>,
  req: Request,
  deployContext?: string,
) {
  const { context, settled } = functionContext(deployContext);
  const response = await handler(req, context);
  const text = await response.text();
  await settled();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}
