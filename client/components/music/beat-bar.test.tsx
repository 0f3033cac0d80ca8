import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BeatBar, barSections } from './beat-bar.tsx';

describe('BeatBar', () => {
  it("groups a tala's beats by its sections, and a plain bar as one", () => {
    // Teentaal: sam, clap, khali, clap at 1, 5, 9 and 13.
    const teentaal = Array.from({ length: 16 }, (_, i) =>
      i === 0 ? 'sam' : i === 8 ? 'khali' : i % 4 === 0 ? 'tali' : 'beat',
    ) as Parameters<typeof barSections>[0];
    expect(barSections(teentaal, true).map((s) => s.length)).toEqual([4, 4, 4, 4]);
    expect(barSections(['sam', 'beat', 'beat', 'beat'], false)).toEqual([[0, 1, 2, 3]]);
  });

  it('names the bar and its marked beats, the number dark while stopped', () => {
    const source = { beatNow: () => null };
    render(<BeatBar source={source} metronome={{ on: false, beats: 4, tala: 'teentaal' }} />);
    const bar = screen.getByRole('list', { name: 'Teentaal, 16 beats' });
    expect(within(bar).getByRole('listitem', { name: 'Beat 1, sam' })).toBeInTheDocument();
    expect(within(bar).getByRole('listitem', { name: 'Beat 9, khali' })).toBeInTheDocument();
    expect(screen.getByTestId('practice-beat')).toHaveAttribute('data-place', '');
  });
});
