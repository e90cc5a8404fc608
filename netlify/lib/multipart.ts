/**
 * Streams a multipart/form-data body through busboy. The file is capped while it streams: as soon
 * as it passes `maxFileBytes` the body stops being read, so the excess is never buffered.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';

export interface MultipartFile {
  field: string;
  name: string;
  bytes: Uint8Array;
}

export type MultipartResult =
  | { ok: true; fields: Record<string, string>; file?: MultipartFile }
  | { ok: false; reason: 'fileTooLarge' | 'tooLarge' | 'malformed' };

export interface MultipartLimits {
  fileField: string;
  maxFileBytes: number;
  maxFieldBytes: number;
  maxFields: number;
}

export function parseMultipart(req: Request, limits: MultipartLimits): Promise<MultipartResult> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': req.headers.get('content-type') ?? '' },
        limits: { fileSize: limits.maxFileBytes, files: 1, fields: limits.maxFields, fieldSize: limits.maxFieldBytes, parts: limits.maxFields + 1 },
      });
    } catch {
      return resolve({ ok: false, reason: 'malformed' });
    }
    const source = req.body ? Readable.fromWeb(req.body as NodeReadableStream) : Readable.from([]);
    const fields: Record<string, string> = {};
    let file: MultipartFile | undefined;
    let settled = false;
    const finish = (result: MultipartResult) => {
      if (settled) return;
      settled = true;
      if (!result.ok) {
        source.unpipe(parser);
        source.destroy();
      }
      resolve(result);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return finish({ ok: false, reason: 'tooLarge' });
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (field !== limits.fileField || file) {
        stream.resume();
        return;
      }
      const parts: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => parts.push(chunk));
      stream.on('limit', () => finish({ ok: false, reason: 'fileTooLarge' }));
      stream.on('end', () => {
        if (!settled) file = { field, name: info.filename ?? '', bytes: new Uint8Array(Buffer.concat(parts)) };
      });
    });
    parser.on('fieldsLimit', () => finish({ ok: false, reason: 'tooLarge' }));
    parser.on('partsLimit', () => finish({ ok: false, reason: 'tooLarge' }));
    parser.on('error', () => finish({ ok: false, reason: 'malformed' }));
    parser.on('close', () => finish({ ok: true, fields, file }));
    source.on('error', () => finish({ ok: false, reason: 'malformed' }));
    source.pipe(parser);
  });
}
