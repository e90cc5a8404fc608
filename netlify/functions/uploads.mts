/**
 * /api/uploads: the chunked resume upload (protocol: src/shared/forms/uploadProtocol.ts).
 * POST starts an upload, PUT .../chunks/{i} sends a chunk, GET .../{uploadId} says what arrived.
 */
import type { Config, Context } from '@netlify/functions';
import { validateResume } from '../../src/shared/forms/job.ts';
import { MESSAGES, type MessageKey } from '../../src/shared/forms/messages.ts';
import { CHUNK_BYTES } from '../../src/shared/forms/uploadProtocol.ts';
import { failureAnswer } from '../lib/answers.ts';
import { BadJson, jsonAnswer, mediaType, readBytes, readJsonObject, TooLarge } from '../lib/http.ts';
import { answerLanguage } from '../lib/i18n.ts';
import { openStore, StorageUnavailable } from '../lib/storage.ts';
import { allReadable } from '../lib/text.ts';
import { putChunk, startUpload, uploadStatus } from '../lib/uploads.ts';

const ROUTE = /^\/api\/uploads(?:\/([^/]+)(?:\/chunks\/(\d+))?)?\/?$/;

export default async (req: Request, context: Context): Promise<Response> => {
  const lang = answerLanguage(req);
  const refuse = (status: number, key: MessageKey, headers?: Record<string, string>) => failureAnswer('job', lang, status, [key], undefined, headers);
  const route = ROUTE.exec(new URL(req.url).pathname);
  if (!route) return refuse(404, MESSAGES.upload.notFound);
  const [, uploadId, index] = route;
  const allowed = index !== undefined ? 'PUT' : uploadId !== undefined ? 'GET' : 'POST';
  if (req.method !== allowed) return refuse(405, MESSAGES.request.methodNotAllowed, { allow: allowed });

  try {
    const store = openStore(context.deploy?.context);
    if (req.method === 'POST') {
      if (mediaType(req) !== 'application/json') return refuse(415, MESSAGES.request.unsupportedType);
      const body = await readJsonObject(req, 4096);
      const declared = answerLanguage(req, body.lang);
      if (!allReadable(body)) return failureAnswer('job', declared, 400, [MESSAGES.request.invalid]);
      const file = { name: typeof body.name === 'string' ? body.name.slice(0, 200) : '', size: Number(body.size) };
      const check = validateResume(Number.isSafeInteger(file.size) ? file : undefined);
      if (!check.ok) {
        const key = check.errors.resume!;
        return failureAnswer('job', declared, key === MESSAGES.job.resumeSize ? 413 : 400, [key], check.errors);
      }
      return jsonAnswer(201, await startUpload(store, file.name, file.size));
    }
    if (req.method === 'GET') {
      const status = await uploadStatus(store, uploadId!);
      return status ? jsonAnswer(200, status) : refuse(404, MESSAGES.upload.notFound);
    }
    if (mediaType(req) !== 'application/octet-stream') return refuse(415, MESSAGES.request.unsupportedType);
    const result = await putChunk(store, uploadId!, Number(index), await readBytes(req, CHUNK_BYTES));
    if (result.ok) return jsonAnswer(200, result.status);
    if (result.reason === 'notFound') return refuse(404, MESSAGES.upload.notFound);
    if (result.reason === 'resumeType') return refuse(415, MESSAGES.job.resumeType);
    return refuse(400, MESSAGES.upload.chunkInvalid);
  } catch (error) {
    if (error instanceof TooLarge) return refuse(413, MESSAGES.upload.chunkInvalid);
    if (error instanceof BadJson) return refuse(400, MESSAGES.request.invalid);
    if (error instanceof StorageUnavailable) return refuse(503, MESSAGES.request.unavailable, { 'retry-after': '30' });
    console.error(`[forms] upload: unexpected ${(error as Error)?.name}: ${(error as Error)?.message}`);
    return refuse(500, MESSAGES.request.unavailable);
  }
};

export const config: Config = {
  path: ['/api/uploads', '/api/uploads/*'],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
