/**
 * /api/uploads: the chunked resume upload (protocol: src/shared/forms/uploadProtocol.ts).
 * POST starts an upload, PUT .../chunks/{i} sends a chunk, GET .../{uploadId} says what arrived.
 */
import type { Config } from '@netlify/functions';
import { cleanFileName } from '../../src/shared/forms/fileName.ts';
import { validateResume } from '../../src/shared/forms/job.ts';
import { MESSAGES } from '../../src/shared/forms/messages.ts';
import { CHUNK_BYTES, UPLOADS_PATH } from '../../src/shared/forms/uploadProtocol.ts';
import { readBytes, readJsonObject } from '../lib/body.ts';
import { endpoint } from '../lib/endpoint.ts';
import { jsonAnswer, mediaType } from '../lib/http.ts';
import { answerLanguage } from '../lib/i18n.ts';
import { Refusal } from '../lib/refusals.ts';
import { openStore } from '../lib/storage.ts';
import { allReadable } from '../lib/text.ts';
import { putChunk, startUpload, uploadStatus } from '../lib/uploads.ts';

/** An upload's announcement: a name and a size. Room for a long name, which is clipped rather than refused. */
const START_LIMIT_BYTES = 16 * 1024;

const ROUTE = new RegExp(`^${UPLOADS_PATH}(?:/([^/]+)(?:/chunks/(\\d+))?)?/?$`);

/** The upload and chunk an address names; an address that is none of the protocol's names no upload. */
function route(url: URL): { uploadId?: string; index?: string } {
  const match = ROUTE.exec(url.pathname);
  if (!match) throw new Refusal('uploadNotFound');
  return { uploadId: match[1], index: match[2] };
}

const methodOf = (url: URL) => {
  const { uploadId, index } = route(url);
  return index !== undefined ? 'PUT' : uploadId !== undefined ? 'GET' : 'POST';
};

export default endpoint(
  { kind: 'job', method: methodOf, retryAfterSeconds: 30 },
  async (req, context, visitor) => {
    const { uploadId, index } = route(new URL(req.url));
    const store = openStore(context.deploy?.context);
    if (req.method === 'POST') {
      if (mediaType(req) !== 'application/json') throw new Refusal('unsupportedType');
      const body = await readJsonObject(req, START_LIMIT_BYTES);
      visitor.lang = answerLanguage(req, body.lang);
      if (!allReadable(body)) throw new Refusal('unreadable');
      const file = {
        name: typeof body.name === 'string' ? cleanFileName(body.name) : '',
        size: Number(body.size),
      };
      const check = validateResume(Number.isSafeInteger(file.size) ? file : undefined);
      if (!check.ok)
        throw check.errors.resume === MESSAGES.job.resumeSize
          ? new Refusal('resumeTooLarge')
          : new Refusal('invalid', check.errors);
      return jsonAnswer(201, await startUpload(store, file.name, file.size));
    }
    if (req.method === 'GET') {
      const status = await uploadStatus(store, uploadId!);
      if (!status) throw new Refusal('uploadNotFound');
      return jsonAnswer(200, status);
    }
    if (mediaType(req) !== 'application/octet-stream') throw new Refusal('unsupportedType');
    const result = await putChunk(
      store,
      uploadId!,
      Number(index),
      await readBytes(req, CHUNK_BYTES, 'chunkTooLarge'),
    );
    if (result.ok) return jsonAnswer(200, result.status);
    throw new Refusal(result.reason === 'notFound' ? 'uploadNotFound' : result.reason);
  },
);

// Netlify reads `config` from the source without running it, so the paths are written out here.
export const config: Config = {
  path: ['/api/uploads', '/api/uploads/*'],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
