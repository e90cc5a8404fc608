/** HTTP answers of the functions. Netlify's [[headers]] rules do not reach them, so each sets its own. */

const SECURITY_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The media type without parameters, lower case ('' when absent). */
export const mediaType = (req: Request) => (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

export class TooLarge extends Error {}

/** Reads a body of at most `limit` bytes; stops reading (and throws TooLarge) as soon as it is exceeded. */
export async function readBytes(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new TooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new TooLarge();
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

export class BadJson extends Error {}

/** Reads a JSON object body of at most `limit` bytes. */
export async function readJsonObject(req: Request, limit: number): Promise<Record<string, unknown>> {
  const bytes = await readBytes(req, limit);
  let value: unknown;
  try {
    // `fatal`: bytes that are not UTF-8 make the body unreadable instead of turning into U+FFFD.
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new BadJson();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadJson();
  return value as Record<string, unknown>;
}
