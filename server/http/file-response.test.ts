import { describe, expect, it } from 'vitest';
import { byteRange, dispositionHeader } from './file-response.ts';

describe('byteRange', () => {
  it('reads one range of the file, its end held to the last byte', () => {
    expect(byteRange('bytes=10-19', 1000)).toEqual({ start: 10, end: 19 });
    expect(byteRange('bytes=990-', 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRange('bytes=995-5000', 1000)).toEqual({ start: 995, end: 999 });
  });

  it('reads a suffix as the last bytes, all of them when it is longer than the file', () => {
    expect(byteRange('bytes=-5', 1000)).toEqual({ start: 995, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('refuses a range that starts past the end', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores a header it does not serve: none, another unit, malformed, reversed or several ranges', () => {
    for (const header of [undefined, '', 'items=0-5', 'bytes=abc', 'bytes=-', 'bytes=5-2', 'bytes=0-1,5-6'])
      expect(byteRange(header, 1000), header).toBeNull();
  });
});

describe('dispositionHeader', () => {
  it('gives the exact name in UTF-8 and an ASCII copy for older browsers', () => {
    expect(dispositionHeader('scale chart é.png', 'inline')).toBe(
      `inline; filename="scale chart _.png"; filename*=UTF-8''scale%20chart%20%C3%A9.png`,
    );
    expect(dispositionHeader('100%.pdf', 'attachment')).toBe(
      `attachment; filename="100_.pdf"; filename*=UTF-8''100%25.pdf`,
    );
  });

  it('gives an ASCII name once, quoted', () => {
    expect(dispositionHeader('homework.docx', 'attachment')).toBe('attachment; filename="homework.docx"');
  });
});
