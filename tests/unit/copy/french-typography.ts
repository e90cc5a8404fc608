import { maskNonProse, where, type TextRecord } from './texts';

export const NARROW_NBSP = '\u202F';
export const NBSP = '\u00A0';

const SHOWN: Record<string, string> = { [NARROW_NBSP]: '⍽', [NBSP]: '⎵' };

/** A few characters around a position, with the no-break spaces made visible (⍽ narrow, ⎵ full). */
function around(text: string, index: number): string {
  const excerpt = text
    .slice(Math.max(0, index - 12), index + 8)
    .replace(/[\u202F\u00A0]/g, (space) => SHOWN[space]!);
  return `“${excerpt.replace(/\n/g, ' ')}”`;
}

/**
 * French typography of one string (Imprimerie nationale rules, as most French publishers apply them):
 * a narrow no-break space before ; ! ? and %, a no-break space before : and inside « », and
 * typographic apostrophes and quotation marks. URLs, e-mail addresses, placeholders, code and
 * times such as 14:30 are left alone. Returns one message per fault.
 */
export function frenchTypographyFaults(text: string): string[] {
  const prose = maskNonProse(text);
  const faults: string[] = [];
  const fault = (index: number, message: string) =>
    faults.push(`${message} at ${around(prose, index)}`);
  for (let i = 0; i < prose.length; i += 1) {
    const char = prose[i]!;
    const before = prose[i - 1];
    const after = prose[i + 1];
    if (char === "'") fault(i, 'straight apostrophe: write ’');
    else if (char === '"')
      fault(i, 'straight quotation mark: write « » with no-break spaces inside');
    else if (
      (char === ';' || char === '!' || char === '?') &&
      i > 0 &&
      before !== NARROW_NBSP &&
      before !== '!' &&
      before !== '?'
    ) {
      fault(i, `before “${char}” write a narrow no-break space (U+202F)`);
    } else if (
      char === ':' &&
      i > 0 &&
      before !== NBSP &&
      !(/\d/.test(before ?? '') && /\d/.test(after ?? ''))
    ) {
      fault(i, 'before “:” write a no-break space (U+00A0)');
    } else if (char === '«' && after !== NBSP)
      fault(i, 'after “«” write a no-break space (U+00A0)');
    else if (char === '»' && before !== NBSP)
      fault(i, 'before “»” write a no-break space (U+00A0)');
    else if (char === '%' && i > 0 && before !== NARROW_NBSP)
      fault(i, 'before “%” write a narrow no-break space (U+202F)');
  }
  return faults;
}

/** Every fault in every record, as `file:key: message`. */
export function findFrenchTypographyFaults(records: readonly TextRecord[]): string[] {
  return records.flatMap((record) =>
    frenchTypographyFaults(record.text).map((message) => `${where(record)}: ${message}`),
  );
}
