/** Genuine resume files (and impostors) built in memory, of any size. */
import { crc32, deflateRawSync } from 'node:zlib';

export function pdf(size = 2048): Uint8Array {
  const head = Buffer.from(
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n',
    'latin1',
  );
  const tail = Buffer.from('\n%%EOF\n');
  const bytes = Buffer.alloc(Math.max(size, head.length + tail.length), 0x20);
  head.copy(bytes, 0);
  tail.copy(bytes, bytes.length - tail.length);
  return new Uint8Array(bytes);
}

/** A zip archive holding the given entries, stored as they are or, with `deflate`, compressed as Word does. */
export function zip(
  entries: Record<string, string | Uint8Array>,
  { deflate = false } = {},
): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data =
      typeof content === 'string'
        ? Buffer.from(content)
        : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    const crc = crc32(data);
    const packed = deflate ? deflateRawSync(data) : data;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

export const DOCX_PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
  'word/document.xml':
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Image bytes of a given length that begin as a PNG does. */
export function pngImage(size: number): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, PNG_SIGNATURE.length)).fill(0x2a);
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

/** A Word document, with `extra` parts; with `size`, padded to exactly that many bytes by an embedded image. */
export function docx(size?: number, extra: Record<string, string | Uint8Array> = {}): Uint8Array {
  const bare = zip({ ...DOCX_PARTS, ...extra });
  if (size === undefined || size <= bare.byteLength) return bare;
  const MEDIA = 'word/media/image1.png';
  // Each entry costs 76 bytes of headers plus its name twice.
  const padding = size - bare.byteLength - 76 - 2 * MEDIA.length;
  return zip({
    ...DOCX_PARTS,
    ...extra,
    [MEDIA]: pngImage(Math.max(PNG_SIGNATURE.length, padding)),
  });
}

/** A Word 97-2003 compound file: the signature and a directory entry named WordDocument. */
export function doc(): Uint8Array {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from('WordDocument', 'utf16le').copy(bytes, 1024);
  return new Uint8Array(bytes);
}

/** A Windows program (MZ header), as a visitor might rename it to cv.pdf. */
export function exe(): Uint8Array {
  const bytes = Buffer.alloc(4096);
  Buffer.from('MZ\x90\x00', 'latin1').copy(bytes, 0);
  Buffer.from('This program cannot be run in DOS mode.').copy(bytes, 78);
  return new Uint8Array(bytes);
}
