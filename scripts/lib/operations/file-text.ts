/**
 * Whether a stored file's text holds an e-mail address. A resume that no application took (an
 * upload whose form was never sent) carries no address of its own: only its text can say whose it
 * is. The text of a pdf, doc or docx is read where these formats keep it: the bytes themselves
 * (8-bit and UTF-16, as Word's .doc stores text), a PDF's deflated streams, and the parts of a
 * docx (a zip archive); markup between the letters (XML tags, a PDF's kerning between strings) is
 * dropped. A best effort: a scanned resume holds no text at all. Such uploads are deleted a day
 * after they were made in any case (netlify/lib/uploads.ts).
 */
import { inflateRawSync, inflateSync } from 'node:zlib';

/** What one compressed part may unpack to: a resume's text is far smaller, a zip bomb's claim far larger. */
const MAX_PART_BYTES = 16 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const ZIP_LOCAL_ENTRY = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function* indexesOf(bytes: Buffer, needle: Buffer) {
  for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + 1)) yield at;
}

function unpack(inflate: typeof inflateSync, data: Buffer): Buffer | null {
  try {
    return inflate(data, { maxOutputLength: MAX_PART_BYTES });
  } catch {
    return null;
  }
}

/** The parts of a zip archive, unpacked (a docx's document, headers, footers…). */
function* zipParts(bytes: Buffer) {
  for (const at of indexesOf(bytes, ZIP_LOCAL_ENTRY)) {
    if (at + 30 > bytes.length) break;
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(start, start + size);
    const part = method === 8 ? unpack(inflateRawSync, data) : method === 0 ? data : null;
    if (part) yield part;
  }
}

/** A PDF's streams, unpacked where they are deflated (FlateDecode). */
function* pdfStreams(bytes: Buffer) {
  const text = bytes.toString('latin1');
  const start = /stream\r?\n/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const from = match.index + match[0].length;
    const to = text.indexOf('endstream', from);
    if (to < 0) break;
    const part = unpack(inflateSync, bytes.subarray(from, to));
    if (part) yield part;
    start.lastIndex = to;
  }
}

/** A text with what can stand between its letters taken out: XML tags, PDF string breaks. */
const joined = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/\)\s*-?\d*\.?\d*\s*\(/g, '')
    .toLowerCase();

export function fileNamesAddress(file: Uint8Array, address: string): boolean {
  const wanted = address.trim().toLowerCase();
  if (!wanted) return false;
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const has = (part: Buffer) =>
    [
      part.toString('utf8'),
      part.toString('latin1'),
      part.toString('utf16le'),
      part.subarray(1).toString('utf16le'),
    ].some((text) => text.toLowerCase().includes(wanted) || joined(text).includes(wanted));
  if (has(bytes)) return true;
  let unpacked = 0;
  const parts = function* () {
    yield* zipParts(bytes);
    yield* pdfStreams(bytes);
  };
  for (const part of parts()) {
    unpacked += part.byteLength;
    if (unpacked > MAX_TOTAL_BYTES) return false;
    if (has(part)) return true;
  }
  return false;
}
