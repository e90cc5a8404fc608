/**
 * The chunked resume uploads (protocol: src/shared/forms/uploadProtocol.ts). Keys in the forms store:
 *   uploads/{uploadId}/meta        what was announced: name, size, chunk count, creation time
 *   uploads/{uploadId}/chunks/{i}  the chunks as they arrive
 *   uploads/{uploadId}/file        the assembled resume, once every chunk is in and its bytes check out
 *   uploads/{uploadId}/claim       the application that took it: written once (a conditional write), so of
 *                                  two applications naming the upload at once exactly one gets it; kept
 *                                  after the rest is removed, until the upload would have expired
 * An upload id begins with its creation time (./timedIds.ts): the purge knows from a listing alone
 * which uploads have expired. An erased upload (./erasure.ts) takes no chunk and no claim.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import {
  CHUNK_BYTES,
  chunkCount,
  chunkLength,
  UPLOAD_TTL_MS,
  type UploadStatus,
} from '../../src/shared/forms/uploadProtocol.ts';
import { isErased } from './erasure.ts';
import { checkResume, hasResumeSignature } from './resumeType.ts';
import { listKeys, stored } from './storage.ts';
import { timedId, timeOfId } from './timedIds.ts';
import type { StoredResume } from './submissions.ts';

interface UploadMeta {
  uploadId: string;
  name: string;
  size: number;
  chunkCount: number;
  createdAt: string;
  /** Set once the file is assembled and checked. */
  contentType?: string;
}

const PREFIX = 'uploads/';
const metaKey = (id: string) => `${PREFIX}${id}/meta`;
const chunkKey = (id: string, index: number) => `${PREFIX}${id}/chunks/${index}`;
const fileKey = (id: string) => `${PREFIX}${id}/file`;
const claimKey = (id: string) => `${PREFIX}${id}/claim`;
const UPLOAD_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z_[0-9a-f-]{36}$/;

const isUploadId = (value: unknown): value is string =>
  typeof value === 'string' && UPLOAD_ID.test(value);

export async function startUpload(
  store: Store,
  name: string,
  size: number,
  now = new Date(),
): Promise<UploadStatus> {
  const meta: UploadMeta = {
    uploadId: timedId(now, randomUUID()),
    name,
    size,
    chunkCount: chunkCount(size),
    createdAt: now.toISOString(),
  };
  await stored(() => store.setJSON(metaKey(meta.uploadId), meta, { onlyIfNew: true }));
  return statusOf(meta, []);
}

async function readMeta(store: Store, id: string, now: Date): Promise<UploadMeta | null> {
  if (!isUploadId(id)) return null;
  const meta = (await stored(() => store.get(metaKey(id), { type: 'json' }))) as UploadMeta | null;
  if (!meta || now.getTime() - Date.parse(meta.createdAt) > UPLOAD_TTL_MS) return null;
  return meta;
}

async function receivedChunks(store: Store, id: string): Promise<number[]> {
  const keys = await stored(() => listKeys(store, `${PREFIX}${id}/chunks/`));
  // Only chunk numbers: a write cut short can leave a temporary key beside them.
  return keys
    .map((key) => key.slice(key.lastIndexOf('/') + 1))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
}

const statusOf = (meta: UploadMeta, received: number[]): UploadStatus => ({
  uploadId: meta.uploadId,
  size: meta.size,
  chunkSize: CHUNK_BYTES,
  chunkCount: meta.chunkCount,
  received: meta.contentType ? Array.from({ length: meta.chunkCount }, (_, i) => i) : received,
  complete: Boolean(meta.contentType),
});

export async function uploadStatus(
  store: Store,
  id: string,
  now = new Date(),
): Promise<UploadStatus | null> {
  const meta = await readMeta(store, id, now);
  return meta ? statusOf(meta, meta.contentType ? [] : await receivedChunks(store, id)) : null;
}

type ChunkResult =
  | { ok: true; status: UploadStatus }
  | { ok: false; reason: 'notFound' | 'chunkInvalid' | 'resumeType' | 'resumeMismatch' };

/**
 * Stores chunk `index`; once all are in, assembles the file and checks that it is the pdf, doc or
 * docx its name says. Its writes done, it looks for an erasure of the upload: one that came
 * meanwhile would miss what was just written, so the chunk removes the whole upload itself.
 */
export async function putChunk(
  store: Store,
  id: string,
  index: number,
  bytes: Uint8Array,
  now = new Date(),
): Promise<ChunkResult> {
  const result = await storeChunk(store, id, index, bytes, now);
  if (result.ok && (await isErased(store, id))) {
    await discardUpload(store, id);
    return { ok: false, reason: 'notFound' };
  }
  return result;
}

async function storeChunk(
  store: Store,
  id: string,
  index: number,
  bytes: Uint8Array,
  now: Date,
): Promise<ChunkResult> {
  const meta = await readMeta(store, id, now);
  if (!meta) return { ok: false, reason: 'notFound' };
  if (meta.contentType) return { ok: true, status: statusOf(meta, []) };
  if (
    !Number.isInteger(index) ||
    index < 0 ||
    index >= meta.chunkCount ||
    bytes.byteLength !== chunkLength(meta.size, index)
  ) {
    return { ok: false, reason: 'chunkInvalid' };
  }
  if (index === 0 && !hasResumeSignature(bytes)) {
    await discardUpload(store, id);
    return { ok: false, reason: 'resumeType' };
  }
  await stored(() => store.set(chunkKey(id, index), new Blob([bytes as Uint8Array<ArrayBuffer>])));
  const received = await receivedChunks(store, id);
  if (received.length < meta.chunkCount) return { ok: true, status: statusOf(meta, received) };

  const file = new Uint8Array(meta.size);
  for (let i = 0; i < meta.chunkCount; i++) {
    const chunk = await stored(() => store.get(chunkKey(id, i), { type: 'arrayBuffer' }));
    if (!chunk)
      return {
        ok: true,
        status: statusOf(
          meta,
          received.filter((n) => n !== i),
        ),
      };
    file.set(new Uint8Array(chunk), i * CHUNK_BYTES);
  }
  const verdict = checkResume(meta.name, file);
  if (!verdict.ok) {
    await discardUpload(store, id);
    return { ok: false, reason: verdict.problem };
  }
  const done: UploadMeta = { ...meta, contentType: verdict.contentType };
  await stored(async () => {
    await store.set(fileKey(id), new Blob([file]));
    await store.setJSON(metaKey(id), done);
    for (let i = 0; i < meta.chunkCount; i++) await store.delete(chunkKey(id, i));
  });
  return { ok: true, status: statusOf(done, []) };
}

type FinishedUpload =
  | { ok: true; resume: StoredResume; bytes: Uint8Array }
  | { ok: false; reason: 'notFound' | 'incomplete' | 'used' };

/** The checked file of a finished upload, for the application that names it. */
export async function finishedUpload(
  store: Store,
  id: string,
  now = new Date(),
): Promise<FinishedUpload> {
  if (!isUploadId(id)) return { ok: false, reason: 'notFound' };
  // An application that took the upload meanwhile removes its file but leaves its claim: what is
  // missing then was used, not lost.
  const missing = async (): Promise<FinishedUpload> => ({
    ok: false,
    reason: (await stored(() => store.get(claimKey(id)))) ? 'used' : 'notFound',
  });
  if (await stored(() => store.get(claimKey(id)))) return { ok: false, reason: 'used' };
  const meta = await readMeta(store, id, now);
  if (!meta) return missing();
  if (!meta.contentType) return { ok: false, reason: 'incomplete' };
  const data = await stored(() => store.get(fileKey(id), { type: 'arrayBuffer' }));
  if (!data) return missing();
  return {
    ok: true,
    resume: { name: meta.name, size: meta.size, contentType: meta.contentType },
    bytes: new Uint8Array(data),
  };
}

/**
 * Takes a finished upload for the application `submissionId`; false when another application has
 * it, or when it was erased (then the claim is taken back, and the form sends the file again).
 * Only the first conditional write of the claim succeeds, however close the two come.
 */
export async function claimUpload(
  store: Store,
  id: string,
  submissionId: string,
  now = new Date(),
): Promise<boolean> {
  const { modified } = await stored(() =>
    store.setJSON(
      claimKey(id),
      { submissionId, claimedAt: now.toISOString() },
      { onlyIfNew: true },
    ),
  );
  if (modified && (await isErased(store, id))) {
    await discardUpload(store, id);
    return false;
  }
  return modified;
}

/** Gives the upload back when the application that claimed it could not be stored, so a retry can use it. */
export const releaseUpload = (store: Store, id: string) => stored(() => store.delete(claimKey(id)));

/** Removes the file of an upload an application has taken; the claim stays, so the id is never taken again. */
export async function useUpUpload(store: Store, id: string): Promise<void> {
  await stored(async () => {
    for (const key of await listKeys(store, `${PREFIX}${id}/`))
      if (key !== claimKey(id)) await store.delete(key);
  });
}

export async function discardUpload(store: Store, id: string): Promise<void> {
  await stored(async () => {
    for (const key of await listKeys(store, `${PREFIX}${id}/`)) await store.delete(key);
  });
}

/** The uploads' keys, by upload id, from one listing. */
async function keysByUpload(store: Store, deadlineMs?: number): Promise<Map<string, string[]>> {
  const keysById = new Map<string, string[]>();
  for (const key of await stored(() => listKeys(store, PREFIX), deadlineMs)) {
    const id = key.slice(PREFIX.length).split('/')[0]!;
    keysById.set(id, [...(keysById.get(id) ?? []), key]);
  }
  return keysById;
}

/** Deletions in flight at once during the purge. */
const PURGE_CONCURRENCY = 8;

interface UploadPurge {
  deleted: number;
  /** Expired uploads still stored when the time ran out. */
  left: number;
}

/**
 * Deletes uploads older than their time to live (finished ones no application took, abandoned
 * ones, and the claims of used ones), oldest first, while `timeLeft()` (ms) allows: one listing,
 * then deletions a few at a time. A run that lists anything deletes at least one batch, so a long
 * backlog shrinks run by run. An id that carries no time (a stray key) is dated by its meta or
 * claim, and deleted when it has neither.
 */
export async function purgeExpiredUploads(
  store: Store,
  now: Date,
  timeLeft: () => number,
): Promise<UploadPurge> {
  const keysById = await keysByUpload(store, Math.max(1_000, timeLeft()));
  const dated: string[] = [];
  const undated: string[] = [];
  for (const id of keysById.keys()) (timeOfId(id) ? dated : undated).push(id);
  const cutoff = now.getTime() - UPLOAD_TTL_MS;
  const expired = dated.filter((id) => timeOfId(id)!.getTime() < cutoff).sort();
  const queue = [...expired, ...undated];
  let deleted = 0;
  let next = 0;
  while (next < queue.length && (next === 0 || timeLeft() > 0)) {
    const batch = queue.slice(next, next + PURGE_CONCURRENCY);
    next += batch.length;
    const done = await Promise.all(
      batch.map((id) => purgeOne(store, id, keysById.get(id)!, cutoff)),
    );
    deleted += done.filter(Boolean).length;
  }
  return { deleted, left: expired.length - Math.min(next, expired.length) };
}

async function purgeOne(
  store: Store,
  id: string,
  keys: string[],
  cutoff: number,
): Promise<boolean> {
  if (!timeOfId(id)) {
    const record = ((await stored(() => store.get(metaKey(id), { type: 'json' }))) ??
      (await stored(() => store.get(claimKey(id), { type: 'json' })))) as {
      createdAt?: string;
      claimedAt?: string;
    } | null;
    const dated = Date.parse(record?.createdAt ?? record?.claimedAt ?? '');
    if (dated >= cutoff) return false;
  }
  await stored(async () => {
    for (const key of keys) await store.delete(key);
  });
  return true;
}

interface StoredUpload {
  uploadId: string;
  keys: string[];
  meta: UploadMeta | null;
  /** The application that took it, if one did. */
  claim: { submissionId: string; claimedAt: string } | null;
}

/** Every upload the store holds, whatever its state, with its announcement and its claim (for operators). */
export async function storedUploads(store: Store): Promise<StoredUpload[]> {
  const uploads: StoredUpload[] = [];
  for (const [uploadId, keys] of await keysByUpload(store)) {
    const read = async (key: string) =>
      keys.includes(key) ? await stored(() => store.get(key, { type: 'json' })) : null;
    uploads.push({
      uploadId,
      keys,
      meta: (await read(metaKey(uploadId))) as UploadMeta | null,
      claim: (await read(claimKey(uploadId))) as StoredUpload['claim'],
    });
  }
  return uploads;
}

/** What an upload holds of its file: the assembled file, or the chunks received so far, in order. */
export async function uploadedBytes(
  store: Store,
  upload: Pick<StoredUpload, 'uploadId' | 'keys'>,
): Promise<Uint8Array | null> {
  const id = upload.uploadId;
  if (upload.keys.includes(fileKey(id))) {
    const file = await stored(() => store.get(fileKey(id), { type: 'arrayBuffer' }));
    if (file) return new Uint8Array(file);
  }
  const chunks = upload.keys
    .filter((key) => /\/chunks\/\d+$/.test(key))
    .sort(
      (a, b) => Number(a.slice(a.lastIndexOf('/') + 1)) - Number(b.slice(b.lastIndexOf('/') + 1)),
    );
  const parts: Uint8Array[] = [];
  for (const key of chunks) {
    const chunk = await stored(() => store.get(key, { type: 'arrayBuffer' }));
    if (chunk) parts.push(new Uint8Array(chunk));
  }
  return parts.length > 0 ? new Uint8Array(Buffer.concat(parts)) : null;
}
