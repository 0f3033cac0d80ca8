import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes cells with commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('-1-1')).toBe("'-1-1");
  });

  it('leaves a negative figure as a number', () => {
    expect(csvCell('-100.00')).toBe('-100.00');
    expect(csvCell('-5')).toBe('-5');
  });

  it('writes a UTF-8 byte-order mark and CRLF line ends', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['ç', 1],
      ]),
    ).toBe('\uFEFFa,b\r\nç,1\r\n');
  });
});
