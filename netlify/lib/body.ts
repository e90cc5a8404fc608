/** Reading a request body within a size limit; what cannot be read is refused (./refusals.ts). */
import { Refusal, type RefusalReason } from './refusals.ts';

/** The body length the request announces (NaN when it announces none). */
export const declaredLength = (req: Request) => Number(req.headers.get('content-length') ?? NaN);

/** Reads a body of at most `limit` bytes; stops reading, and refuses with `tooLarge`, as soon as it is exceeded. */
export async function readBytes(
  req: Request,
  limit: number,
  tooLarge: RefusalReason = 'tooLarge',
): Promise<Uint8Array> {
  if (declaredLength(req) > limit) throw new Refusal(tooLarge);
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
      throw new Refusal(tooLarge);
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

/** Reads a JSON object body of at most `limit` bytes; anything else is refused as unreadable. */
export async function readJsonObject(
  req: Request,
  limit: number,
): Promise<Record<string, unknown>> {
  const bytes = await readBytes(req, limit);
  let value: unknown;
  try {
    // `fatal`: bytes that are not UTF-8 make the body unreadable instead of turning into U+FFFD.
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new Refusal('unreadable');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Refusal('unreadable');
  return value as Record<string, unknown>;
}
