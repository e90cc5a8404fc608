/** The longest file name kept, in characters (code points). */
export const MAX_FILE_NAME_LENGTH = 200;

/** Characters that are not seen but change what is seen: controls, bidi and zero-width formatting, lone surrogates, line separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
/** The longest ending still treated as an extension when a name is clipped. */
const MAX_EXTENSION_LENGTH = 16;

/**
 * A file name as it is kept, shown and checked: its last path segment, in NFC, without invisible
 * characters (a right-to-left override can make `cv‮fdp.exe` look like `cvexe.pdf`), spaces
 * collapsed, and clipped to 200 characters with its extension kept.
 * @example cleanFileName('C:\\Users\\elif\\cv\u202Efdp.exe') // 'cvfdp.exe'
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const visible = base.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(visible);
  if (characters.length <= MAX_FILE_NAME_LENGTH) return visible;
  const dot = visible.lastIndexOf('.');
  const extension =
    dot > 0 && visible.length - dot <= MAX_EXTENSION_LENGTH ? Array.from(visible.slice(dot)) : [];
  return `${characters
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length)
    .join('')
    .trimEnd()}${extension.join('')}`;
}
