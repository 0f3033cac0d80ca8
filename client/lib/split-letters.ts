export type SplitWord = { word: string; letters: { char: string; index: number }[] };

/**
 * Splits a title into words of letters, numbering the letters across the whole title so
 * each can start its animation a little after the one before. Words stay whole so a
 * line never breaks inside one.
 */
export function splitLetters(text: string): SplitWord[] {
  let index = 0;
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ word, letters: [...word].map((char) => ({ char, index: index++ })) }));
}
