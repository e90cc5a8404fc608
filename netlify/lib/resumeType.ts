/**
 * Identifies a resume by its bytes, and holds them to its name: a renamed program, an arbitrary
 * zip archive, a Word document carrying a program or a web page, or a PDF called cv.docx is
 * refused, whatever the file is called.
 */
import type { ResumeFormat } from '../../src/shared/forms/constants.ts';
import { resumeExtension } from '../../src/shared/forms/job.ts';
import { isPlainWordDocument } from './docx.ts';

const RESUME_CONTENT_TYPES: Record<ResumeFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File (Word 97-2003)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** True when the first bytes could begin a resume; lets an upload refuse a program at its first chunk. */
export const hasResumeSignature = (head: Uint8Array) =>
  startsWith(head, PDF) || startsWith(head, OLE) || startsWith(head, ZIP);

function detectResumeType(bytes: Uint8Array): ResumeFormat | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE)) return containsUtf16(bytes, 'WordDocument') ? 'doc' : null;
  if (startsWith(bytes, ZIP)) return isPlainWordDocument(bytes) ? 'docx' : null;
  return null;
}

type ResumeVerdict =
  | { ok: true; format: ResumeFormat; contentType: string }
  | { ok: false; problem: 'resumeType' | 'resumeMismatch' };

/** What the bytes are, and whether the name says the same (a name without a resume extension is the schema's to refuse). */
export function checkResume(name: string, bytes: Uint8Array): ResumeVerdict {
  const format = detectResumeType(bytes);
  if (!format) return { ok: false, problem: 'resumeType' };
  const claimed = resumeExtension(name);
  if (claimed && claimed !== format) return { ok: false, problem: 'resumeMismatch' };
  return { ok: true, format, contentType: RESUME_CONTENT_TYPES[format] };
}

/** A Word 97-2003 file is a compound file holding a stream named "WordDocument" (UTF-16 in its directory). */
function containsUtf16(bytes: Uint8Array, text: string): boolean {
  const needle = Buffer.from(text, 'utf16le');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}
