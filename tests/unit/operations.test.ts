/** Parts of the operators' tool that need no store: CSV cells, a file's text, days and errors. */
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../scripts/lib/operations/csv';
import { explain, OperatorError } from '../../scripts/lib/operations/errors';
import { fileNamesAddress } from '../../scripts/lib/operations/file-text';
import { parseBoundary } from '../../scripts/lib/operations/time';
import { DOCX_PARTS, zip } from '../../scripts/lib/stress/files';

describe('a CSV cell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+90 532 000 00 00', `"'+90 532 000 00 00"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['   =1+1', `"'   =1+1"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\tcell', `"'\tcell"`],
    ['\rcell', `"'\rcell"`],
    ['＝1+1', `"'＝1+1"`],
    ['a=b', '"a=b"'],
    ['Şükrü "Ş" Öz, Jr.', '"Şükrü ""Ş"" Öz, Jr."'],
    [true, '"true"'],
    [undefined, '""'],
  ])('%j is written %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('whether a file’s text holds an address', () => {
  const address = 'elif.sahin@person.example';

  it('reads a PDF’s deflated text, joined across the kerning between its strings', async () => {
    const { deflateSync } = await import('node:zlib');
    const content = deflateSync(Buffer.from('BT [(elif.sa) -12.5 (hin@Person.example)] TJ ET'));
    const file = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj << /Filter /FlateDecode >>\nstream\n'),
      content,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    expect(fileNamesAddress(file, address)).toBe(true);
    expect(fileNamesAddress(file, 'someone@person.example')).toBe(false);
  });

  it('reads a docx’s document, its runs of text joined', () => {
    const docx = zip(
      {
        ...DOCX_PARTS,
        'word/document.xml': `<w:document><w:body><w:p><w:r><w:t>elif.sahin</w:t></w:r><w:r><w:t>@person.example</w:t></w:r></w:p></w:body></w:document>`,
      },
      { deflate: true },
    );
    expect(fileNamesAddress(docx, address)).toBe(true);
  });

  it('reads a .doc’s UTF-16 text', () => {
    const doc = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
      Buffer.from(` ${address} `, 'utf16le'),
    ]);
    expect(fileNamesAddress(doc, address)).toBe(true);
  });
});

describe('days and times of --since and --until', () => {
  it('takes a day in Istanbul: --since from its start, --until to its end', () => {
    expect(parseBoundary('2026-11-03', '--since', false).toISOString()).toBe(
      '2026-11-02T21:00:00.000Z',
    );
    expect(parseBoundary('2026-11-03', '--until', true).toISOString()).toBe(
      '2026-11-03T21:00:00.000Z',
    );
    expect(parseBoundary('2026-11-03T09:00+03:00', '--since', false).toISOString()).toBe(
      '2026-11-03T06:00:00.000Z',
    );
  });

  it.each(['2026-02-30', 'yesterday', '03.11.2026'])('refuses %s with what it takes', (value) => {
    expect(() => parseBoundary(value, '--since', false)).toThrow(
      `--since takes a day (2026-11-03, in Europe/Istanbul) or a time with its offset (2026-11-03T09:00+03:00), not "${value}".`,
    );
  });
});

describe('what the operator is told of an error', () => {
  it('is the sentence of an operator error, and only the kind of an unexpected one', () => {
    expect(explain(new OperatorError('Clear.'))).toBe('Clear.');
    // Node's JSON errors quote what they read: a stored record.
    const quoting = new SyntaxError('Unexpected token, "ayse@example.com" is not valid JSON');
    expect(explain(quoting)).toBe(
      'Unexpected SyntaxError; its message is not shown, as it may quote stored data.',
    );
  });
});
