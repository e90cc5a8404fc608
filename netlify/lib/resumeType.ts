/**
 * Identifies a resume by its bytes, never by its name: a renamed program or an arbitrary zip
 * archive is refused even when it is called cv.pdf.
 */
export type ResumeType = 'pdf' | 'doc' | 'docx';

export const RESUME_CONTENT_TYPES: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File (Word 97-2003)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** True when the first bytes could begin a resume; lets an upload refuse a program at its first chunk. */
export const hasResumeSignature = (head: Uint8Array) => startsWith(head, PDF) || startsWith(head, OLE) || startsWith(head, ZIP);

export function detectResumeType(bytes: Uint8Array): ResumeType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE)) return containsUtf16(bytes, 'WordDocument') ? 'doc' : null;
  if (startsWith(bytes, ZIP)) {
    const names = zipEntryNames(bytes);
    return names.has('[Content_Types].xml') && names.has('word/document.xml') ? 'docx' : null;
  }
  return null;
}

/** A Word 97-2003 file is a compound file holding a stream named "WordDocument" (UTF-16 in its directory). */
function containsUtf16(bytes: Uint8Array, text: string): boolean {
  const needle = Buffer.from(text, 'utf16le');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}

/** The file names of a zip archive, read from its central directory (empty when it is malformed). */
function zipEntryNames(bytes: Uint8Array): Set<string> {
  const names = new Set<string>();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(bytes);
  if (end < 0) return names;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return new Set();
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return new Set();
    names.add(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function findEndOfCentralDirectory(bytes: Uint8Array): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= earliest; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) return i;
  }
  return -1;
}
