import type { BeatKind } from '../../../common/practice-tools.ts';

/** How a tala marks a beat: X for sam, 0 for khali, 2, 3 ... for the claps; a plain bar counts. */
export function beatMarks(pattern: BeatKind[], tala: boolean): string[] {
  let clap = 1;
  return pattern.map((kind, i) => {
    if (!tala) return String(i + 1);
    if (kind === 'sam') return 'X';
    if (kind === 'khali') return '0';
    if (kind === 'tali') return String(++clap);
    return '';
  });
}
