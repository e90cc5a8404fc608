/**
 * Streams a multipart/form-data body through busboy. The file is capped while it streams: as soon
 * as it passes `maxFileBytes` the body stops being read, so the excess is never buffered.
 */
import { once } from 'node:events';
import busboy from 'busboy';

export interface MultipartFile {
  field: string;
  name: string;
  bytes: Uint8Array;
}

type MultipartResult =
  | { ok: true; fields: Record<string, string>; file?: MultipartFile }
  | { ok: false; reason: 'fileTooLarge' | 'tooLarge' | 'malformed' };

interface MultipartLimits {
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
        // Browsers send a file's name as UTF-8; busboy would read it as Latin-1 (özgeçmiş.pdf as Ã¶zgeÃ§miÅŸ.pdf).
        defParamCharset: 'utf8',
        // busboy reports its limit once a file reaches it, so one byte more tells "exactly the cap" from "above it".
        limits: {
          fileSize: limits.maxFileBytes + 1,
          files: 1,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes,
          parts: limits.maxFields + 1,
        },
      });
    } catch {
      return resolve({ ok: false, reason: 'malformed' });
    }
    const reader = req.body?.getReader();
    const fields: Record<string, string> = {};
    let file: MultipartFile | undefined;
    let settled = false;
    const finish = (result: MultipartResult) => {
      if (settled) return;
      settled = true;
      // Stop reading: the rest of an oversized body is never pulled in.
      if (!result.ok) reader?.cancel().catch(() => undefined);
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
      // A body cut off inside the file fails the file's stream; unheard, that error would crash the function.
      stream.on('error', () => finish({ ok: false, reason: 'malformed' }));
      stream.on('data', (chunk: Buffer) => parts.push(chunk));
      stream.on('limit', () => finish({ ok: false, reason: 'fileTooLarge' }));
      stream.on('end', () => {
        if (!settled)
          file = { field, name: info.filename ?? '', bytes: new Uint8Array(Buffer.concat(parts)) };
      });
    });
    parser.on('fieldsLimit', () => finish({ ok: false, reason: 'tooLarge' }));
    parser.on('partsLimit', () => finish({ ok: false, reason: 'tooLarge' }));
    parser.on('error', () => finish({ ok: false, reason: 'malformed' }));
    parser.on('close', () => finish({ ok: true, fields, file }));
    const pump = async () => {
      if (!reader) return void parser.end();
      while (!settled) {
        const { done, value } = await reader.read();
        if (done) return void parser.end();
        if (!parser.write(value)) await once(parser, 'drain');
      }
    };
    pump().catch(() => finish({ ok: false, reason: 'malformed' }));
  });
}
