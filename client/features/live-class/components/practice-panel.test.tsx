import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../../common/api.ts';
import { PRACTICE_OFF, type PracticeState } from '../../../../common/schemas/live-class/practice.ts';
import { PRACTICE_LABELS, PracticePanel } from './practice-panel.tsx';

// The calls go out through a stubbed fetch (not a mocked module: test files share one module
// cache, so a module mock would not reach a fetcher another file loaded first).
const sent: unknown[] = [];
const answer = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data, message: '' }), {
    headers: { 'content-type': 'application/json' },
  });
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith(API.serverTime)) return answer({ server_ms: Date.now() });
      if (url.endsWith(API.setPracticeTools)) {
        const { class_id: _, ...change } = JSON.parse(String(init?.body));
        sent.push(change);
        return answer({ practice: PRACTICE_OFF });
      }
      throw new Error(`unexpected call ${url}`);
    }),
  );
});

const running: PracticeState = {
  metronome: { on: true, bpm: 96, beats: 10, tala: 'jhaptaal', anchor_ms: 0, anchor_beat: 0 },
  drone: { on: true, tonic: 'F#', cents: -20, first_string: 'Ni' },
};

const open = () => fireEvent.click(screen.getByRole('button', { name: /^Practice tools/ }));

describe('PracticePanel', () => {
  it("the student sees what plays, sets their own volume and mute, and has no teacher's controls", () => {
    render(<PracticePanel classId="7" classRole="student" practice={running} />);
    expect(screen.getByRole('button', { name: /^Practice tools/ })).toHaveAccessibleName(
      'Practice tools (playing)',
    );
    open();
    expect(screen.getByText(PRACTICE_LABELS.headphones)).toBeInTheDocument();
    expect(screen.getByTestId('metronome-summary')).toHaveTextContent(
      '96 beats a minute, Jhaptaal (10 beats)',
    );
    expect(screen.getByTestId('drone-summary')).toHaveTextContent('Sa F# −20 cents, first string Ni');
    expect(screen.getByRole('list', { name: 'Jhaptaal, 10 beats' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Beat 6, khali' })).toHaveTextContent('0');
    expect(screen.queryByRole('button', { name: /Start|Stop/ })).toBeNull();
    expect(screen.queryByLabelText('Tempo (beats a minute)')).toBeNull();
    const mute = screen.getByRole('button', { name: 'Mute practice tools here' });
    fireEvent.click(mute);
    expect(screen.getByRole('button', { name: 'Unmute practice tools here' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Practice tools' }), { key: 'Escape' });
    expect(screen.queryByRole('heading', { name: 'Practice tools' })).toBeNull();
  });

  it('the teacher: a tempo out of range is refused with a message; a good one and Start are sent in order', async () => {
    sent.length = 0;
    render(<PracticePanel classId="7" classRole="teacher" practice={PRACTICE_OFF} />);
    open();
    const tempo = screen.getByLabelText('Tempo (beats a minute)');
    fireEvent.change(tempo, { target: { value: '301' } });
    fireEvent.keyDown(tempo, { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent(PRACTICE_LABELS.badTempo);
    expect(sent).toEqual([]);
    fireEvent.change(tempo, { target: { value: '120' } });
    fireEvent.keyDown(tempo, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Start metronome' }));
    fireEvent.change(screen.getByLabelText('Tala'), { target: { value: 'rupak' } });
    await waitFor(() =>
      expect(sent).toEqual([
        { metronome: { bpm: 120 } },
        { metronome: { on: true } },
        { metronome: { tala: 'rupak' } },
      ]),
    );
  });
});
