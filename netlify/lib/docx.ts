/**
 * What a Word document (.docx: an OOXML package, which is a zip archive) may hold to pass as a
 * resume: XML parts and their relationships, images, and embedded fonts. Programs, web pages,
 * scripts, macros and embedded objects have no place in a resume, and Word acts on some of them
 * (an HTML "alternative chunk" is imported, an OLE package runs what it holds), so a package with
 * any other part is refused. Each part is checked by its bytes, not only by its name.
 */
import { inflateRawSync } from 'node:zlib';

/** All parts of a resume together, uncompressed: far above a real one, far below a zip bomb's claim. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const END_OF_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const startsWithBytes = (data: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((byte, i) => data[at + i] === byte);
/** A part's text for the checks below: UTF-16 when it starts with that byte order mark, else byte for byte. */
function text(data: Uint8Array): string {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)))
      .swap16()
      .toString('utf16le');
  return bytes.toString('latin1');
}

/**
 * XML that is only XML: it begins like XML and holds no web page or script element. Word escapes
 * the document's own text (`&lt;`), so these can only be markup.
 */
const WEB_MARKUP = /<\s*(?:[\w.-]+:)?(?:script|html)\b|<\s*(?:iframe|embed)\b|<!doctype\s+html/i;
const isPlainXml = (data: Uint8Array) => {
  const content = text(data);
  return /^(?:\u00ef\u00bb\u00bf)?\s*</.test(content.slice(0, 64)) && !WEB_MARKUP.test(content);
};

/** A relationship that points at script instead of a document or a web address. */
const SCRIPT_TARGET = /\bTarget\s*=\s*["']\s*(?:javascript|vbscript|data):/i;
/** What makes an SVG image run script when a browser shows it. */
const SVG_SCRIPT = /<\s*(?:[\w.-]+:)?(?:script|foreignobject)\b|\son[a-z]+\s*=|javascript:/i;

const IMAGE_SIGNATURES: Record<string, (data: Uint8Array) => boolean> = {
  png: (d) => startsWithBytes(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (d) => startsWithBytes(d, [0xff, 0xd8, 0xff]),
  jpg: (d) => startsWithBytes(d, [0xff, 0xd8, 0xff]),
  gif: (d) => startsWithBytes(d, [0x47, 0x49, 0x46, 0x38]),
  bmp: (d) => startsWithBytes(d, [0x42, 0x4d]),
  tif: (d) =>
    startsWithBytes(d, [0x49, 0x49, 0x2a, 0x00]) || startsWithBytes(d, [0x4d, 0x4d, 0x00, 0x2a]),
  tiff: (d) =>
    startsWithBytes(d, [0x49, 0x49, 0x2a, 0x00]) || startsWithBytes(d, [0x4d, 0x4d, 0x00, 0x2a]),
  emf: (d) =>
    startsWithBytes(d, [0x01, 0x00, 0x00, 0x00]) &&
    startsWithBytes(d, [0x20, 0x45, 0x4d, 0x46], 40),
  wmf: (d) =>
    startsWithBytes(d, [0xd7, 0xcd, 0xc6, 0x9a]) ||
    startsWithBytes(d, [0x01, 0x00, 0x09, 0x00]) ||
    startsWithBytes(d, [0x02, 0x00, 0x09, 0x00]),
  svg: (d) => isPlainXml(d) && !SVG_SCRIPT.test(text(d)),
};

/** Whether a part of this name may be in a resume and its bytes are what the name says. */
function isAllowedPart(name: string, data: Uint8Array): boolean {
  const lower = name.toLowerCase();
  const extension = lower.slice(lower.lastIndexOf('.') + 1);
  if (extension === 'xml') return isPlainXml(data);
  if (extension === 'rels') return isPlainXml(data) && !SCRIPT_TARGET.test(text(data));
  // Embedded fonts are obfuscated (their first bytes scrambled by design), so only their place is checked.
  if (extension === 'odttf') return lower.startsWith('word/fonts/');
  const isImage = IMAGE_SIGNATURES[extension];
  return isImage !== undefined && /^(?:word\/media|docprops)\//.test(lower) && isImage(data);
}

/** The entries of a zip archive's central directory, or null when it is not one this code reads whole. */
function readDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_ENTRY) return null;
    const nameLength = view.getUint16(offset + 28, true);
    if (offset + 46 + nameLength > bytes.length) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      localOffset: view.getUint32(offset + 42, true),
    });
    offset +=
      46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
}

/** The uncompressed bytes of an entry, or null when they are not what the directory declares. */
function unpack(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_ENTRY) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const packed = bytes.subarray(start, start + entry.compressedSize);
  if (packed.byteLength !== entry.compressedSize) return null;
  if (entry.method === STORED) return entry.size === packed.byteLength ? packed : null;
  try {
    // Never inflate past what the directory declared: a bomb stops at the first byte too many.
    const data = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) });
    return data.byteLength === entry.size
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : null;
  } catch {
    return null;
  }
}

/** True when the archive is a Word document holding nothing but the parts a resume may have. */
export function isPlainWordDocument(bytes: Uint8Array): boolean {
  const entries = readDirectory(bytes);
  if (!entries || entries.length === 0) return false;
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return false;
  let unpacked = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/') && entry.size === 0) continue;
    const encrypted = (entry.flags & 1) !== 0;
    if (encrypted || (entry.method !== STORED && entry.method !== DEFLATED)) return false;
    unpacked += entry.size;
    if (unpacked > MAX_UNPACKED_BYTES) return false;
    const data = unpack(bytes, entry);
    if (!data || !isAllowedPart(entry.name, data)) return false;
  }
  return true;
}
