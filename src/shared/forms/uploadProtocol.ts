/**
 * The chunked resume upload, shared by the browser client (uploadResume.ts) and the function
 * (netlify/functions/uploads.mts). Netlify hands a function at most 6 MB of body and a binary body
 * arrives base64-encoded (a third larger), so a 5 MB resume cannot travel in one request; it
 * travels in chunks of CHUNK_BYTES (1 MiB, about 1.4 MB once encoded) instead.
 *
 *   POST /api/uploads                      JSON { name, size, lang? }
 *     201 { uploadId, chunkSize, chunkCount }          400/413 { errors: [text], message }
 *   PUT  /api/uploads/{uploadId}/chunks/{i}  body: the bytes of chunk i (application/octet-stream);
 *                                            every chunk is chunkSize long except the last
 *     200 { uploadId, received: [i...], complete }     complete once every chunk is in and the
 *                                                      bytes are the pdf, doc or docx the name
 *                                                      says (else 400 naming the resume)
 *   GET  /api/uploads/{uploadId}             200 { uploadId, size, chunkSize, chunkCount, received, complete }
 *                                            (to resume: send only the chunks not yet received)
 *
 * The job application then names the finished upload in a `resumeUploadId` field instead of
 * carrying a `resume` file. An upload is used by one application only and expires after a day.
 */
export const UPLOADS_PATH = '/api/uploads';
export const CHUNK_BYTES = 1_048_576;
/** An unfinished or unused upload is deleted after this long. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** The job application's field naming a finished upload. */
export const RESUME_UPLOAD_FIELD = 'resumeUploadId';

export const chunkCount = (size: number) => Math.max(1, Math.ceil(size / CHUNK_BYTES));

/** The exact length chunk `index` of a file of `size` bytes must have. */
export const chunkLength = (size: number, index: number) =>
  Math.min(CHUNK_BYTES, size - index * CHUNK_BYTES);

export interface UploadStatus {
  uploadId: string;
  size: number;
  chunkSize: number;
  chunkCount: number;
  received: number[];
  complete: boolean;
}
