import { describe, expect, it } from 'vitest';
import { splitLetters } from './split-letters.ts';

describe('splitLetters', () => {
  it('keeps words whole and numbers letters across the title', () => {
    const words = splitLetters('Find Your  Voice');
    expect(words.map((w) => w.word)).toEqual(['Find', 'Your', 'Voice']);
    expect(words[1].letters).toEqual([
      { char: 'Y', index: 4 },
      { char: 'o', index: 5 },
      { char: 'u', index: 6 },
      { char: 'r', index: 7 },
    ]);
    expect(words[2].letters.at(-1)).toEqual({ char: 'e', index: 12 });
  });

  it('gives nothing for blank text', () => {
    expect(splitLetters('   ')).toEqual([]);
  });
});
