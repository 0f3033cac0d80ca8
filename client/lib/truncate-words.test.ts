import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate-words.ts';

describe('truncateWords', () => {
  it('keeps a text of at most the limit as it is', () => {
    expect(truncateWords('one two  three', 3)).toBe('one two  three');
  });

  it('cuts a longer text to the limit and adds an ellipsis', () => {
    const text = Array.from({ length: 60 }, (_, i) => `w${i + 1}`).join(' ');
    const cut = truncateWords(text, 50);
    expect(cut.endsWith('w50...')).toBe(true);
    expect(cut.split(' ')).toHaveLength(50);
  });
});
