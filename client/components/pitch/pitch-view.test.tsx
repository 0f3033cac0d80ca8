import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PitchFeed } from '../../lib/pitch/pitch-feed.ts';
import { PitchView } from './pitch-view.tsx';
import { TunerPanel } from './tuner-panel.tsx';

const cents = (hz: number, c: number) => hz * 2 ** (c / 1200);

const feedAt = (now: number) => new PitchFeed(() => now);

describe('PitchView', () => {
  it('names the swara over the drone’s Sa and its cents, and says when no pitch is heard', () => {
    const feed = feedAt(1_000);
    render(<PitchView feed={feed} title="Your pitch" system="swara" saHz={220} />);
    expect(screen.getByTestId('pitch-now')).toHaveTextContent('No pitch heard');
    act(() => feed.push(cents(220 * 2 ** (7 / 12), 12), 1_000));
    expect(screen.getByTestId('pitch-now')).toHaveTextContent('Pa, +12 cents');
    act(() => feed.push(cents(220 * 2 ** (3 / 12), -7), 2_000));
    expect(screen.getByTestId('pitch-now')).toHaveTextContent('komal Ga, −7 cents');
    act(() => feed.push(220 * 2 ** (6 / 12), 3_000));
    expect(screen.getByTestId('pitch-now')).toHaveTextContent('tivra Ma, in tune');
    act(() => feed.push(null, 4_000));
    expect(screen.getByTestId('pitch-now')).toHaveTextContent('No pitch heard');
  });

  it('uses Western names for a Western course, and offers its scales', () => {
    const feed = feedAt(0);
    render(<PitchView feed={feed} title="The student’s pitch" system="western" saHz={261.63} />);
    act(() => feed.push(cents(440, -20), 0));
    expect(screen.getByTestId('pitch-now')).toHaveTextContent('A4, −20 cents');
    expect(screen.getByRole('heading', { name: 'The student’s pitch' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Scale' })).toHaveDisplayValue('All twelve notes');
  });

  it('offers the thaats for swaras, and has a polite live region', () => {
    render(<PitchView feed={feedAt(0)} title="Your pitch" system="swara" saHz={220} />);
    const thaat = screen.getByRole('combobox', { name: 'Thaat' });
    expect(thaat).toHaveDisplayValue('Bilawal (all shuddh)');
    expect(screen.getByText('No pitch heard', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
  });

  it('speaks a new note at most every 2 s, the last one always', () => {
    vi.useFakeTimers({ now: 0 });
    const feed = feedAt(0);
    render(<PitchView feed={feed} title="Your pitch" system="swara" saHz={220} />);
    const live = () => document.querySelector('[aria-live="polite"]');
    act(() => vi.advanceTimersByTime(2_500));
    act(() => feed.push(220, 1_000));
    expect(live()).toHaveTextContent('Sa, in tune');
    act(() => feed.push(220 * 2 ** (2 / 12), 2_000));
    expect(screen.getByTestId('pitch-now')).toHaveTextContent('Re, in tune');
    expect(live()).toHaveTextContent('Sa, in tune');
    act(() => vi.advanceTimersByTime(2_000));
    expect(live()).toHaveTextContent('Re, in tune');
    vi.useRealTimers();
  });
});

describe('TunerPanel', () => {
  it('shows the note, the cents and the nearest guitar string', () => {
    const feed = feedAt(0);
    render(<TunerPanel feed={feed} title="Tuner" school={[]} />);
    expect(screen.getByTestId('tuner-now')).toHaveTextContent('No pitch heard');
    act(() => feed.push(cents(110, 8), 0));
    expect(screen.getByTestId('tuner-now')).toHaveTextContent('A2, +8 cents');
    const strings = screen.getByRole('list', { name: 'Guitar strings' });
    expect(strings).toHaveTextContent('E2A2D3G3B3E4');
    expect(screen.getByText('A2', { selector: 'li' })).toHaveAttribute('aria-current', 'true');
    act(() => feed.push(116, 1_000));
    expect(screen.getByTestId('tuner-now')).toHaveTextContent('B♭2, −8 cents · nearest string A2, +92 cents');
  });
});
