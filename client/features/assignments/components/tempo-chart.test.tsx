import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TempoChart } from './tempo-chart.tsx';
import type { TempoSeries } from './tempo-series.ts';

// uPlot draws on a canvas, which jsdom has not: the plot stands in, and shows what it was given.
vi.mock('./tempo-plot.tsx', () => ({
  TempoPlot: ({ series }: { series: TempoSeries }) => (
    <p data-testid="plot">{JSON.stringify(series.lines)}</p>
  ),
}));

const titles = new Map([
  [1, 'Teentaal at 80'],
  [2, 'Alankar'],
]);

describe('TempoChart', () => {
  it('draws each assignment’s tempo and says the same in words and in a table', async () => {
    render(
      <TempoChart
        titles={titles}
        tempo={[
          {
            assignment_id: 1,
            points: [
              { day: '2026-11-20', bpm: 72 },
              { day: '2026-11-23', bpm: 80 },
            ],
          },
          { assignment_id: 2, points: [{ day: '2026-11-23', bpm: 66 }] },
        ]}
      />,
    );
    expect(screen.getByText('Teentaal at 80: 72 bpm to 80 bpm over 2 days')).toBeInTheDocument();
    expect(screen.getByText('Alankar: 66 bpm to 66 bpm over 1 day')).toBeInTheDocument();
    expect(JSON.parse((await screen.findByTestId('plot')).textContent ?? '')).toEqual([
      { assignmentId: 1, label: 'Teentaal at 80', bpm: [72, 80] },
      { assignmentId: 2, label: 'Alankar', bpm: [null, 66] },
    ]);
    await userEvent.click(screen.getByText('Tempo table'));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DayTeentaal at 80Alankar',
      'Fri 20 Nov72–',
      'Mon 23 Nov8066',
    ]);
  });

  it('says how a tempo comes to be shown before there is any', () => {
    render(<TempoChart titles={titles} tempo={[]} />);
    expect(
      screen.getByText(
        'No tempo yet: practise an assignment with the metronome and the tempo reached shows here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('plot')).not.toBeInTheDocument();
  });
});
