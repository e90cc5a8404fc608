/**
 * Text compression as Netlify's CDN applies it: brotli for a browser that accepts it, else gzip,
 * and only for text (fonts and images are compressed already). Without it every local figure of
 * transfer size and load time would be inflated by bytes production never sends.
 */
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Transform } from 'node:stream';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|x-javascript|json|xml|manifest\+json)|image\/svg\+xml|[^;]*\+(json|xml))/i;

/**
 * A CDN compresses on the fly at a middle level, not brotli's slow maximum (11), which would be
 * about 8 % smaller: figures measured here are what production sends, or a little more.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

export const isCompressible = (contentType: string | null | undefined) =>
  Boolean(contentType && COMPRESSIBLE.test(contentType.trim()));

/**
 * The encoding to answer an `Accept-Encoding` header with: brotli first, then gzip; none when the
 * client accepts neither (or refuses both with `q=0`).
 * @example negotiateEncoding('gzip, deflate, br, zstd') // 'br'
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((name) => weight(name) > 0);
}

export function compressor(encoding: Encoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip({ level: GZIP_LEVEL });
}
