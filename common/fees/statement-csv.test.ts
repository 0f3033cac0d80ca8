import { describe, expect, it } from 'vitest';
import { findHeader, parseCsv, parseStatementDate } from './statement-csv.ts';

describe('bank statement CSV', () => {
  it('reads quoted cells, doubled quotes, line breaks in quotes, CRLF, LF and a BOM', () => {
    const rows = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",z\nlast,"1,500.00"');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'z'] },
      { line: 6, cells: ['last', '1,500.00'] },
    ]);
  });

  it('finds the header under the account details, whatever its case and spaces', () => {
    const rows = parseCsv('Account,123\nFrom,1 Apr\n txn  date ,Amount,Ref\n1,2,3');
    expect(findHeader(rows, ['Txn Date', 'amount', 'REF'])).toBe(2);
    expect(findHeader(rows, ['Narration'])).toBeNull();
  });

  it('reads DD/MM/YYYY and YYYY-MM-DD dates, and refuses dates that do not exist', () => {
    expect(parseStatementDate('05/04/2026')).toBe('2026-04-05');
    expect(parseStatementDate('5-4-26')).toBe('2026-04-05');
    expect(parseStatementDate('2026-04-05')).toBe('2026-04-05');
    expect(parseStatementDate('05.04.2026 10:22')).toBe('2026-04-05');
    expect(parseStatementDate('31/02/2026')).toBeNull();
    expect(parseStatementDate('2026-13-01')).toBeNull();
    expect(parseStatementDate('yesterday')).toBeNull();
  });
});
