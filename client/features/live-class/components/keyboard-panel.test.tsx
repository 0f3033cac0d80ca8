import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIDI_TEXT } from '../../../components/keyboard/midi-status.tsx';
import type { KeyboardState } from '../../../lib/midi/keyboard-model.ts';
import type { TimedMidiEvent } from '../../../lib/midi/midi-parse.ts';
import type { KeyboardIn } from '../rtc/keyboard-message.ts';
import type { RoomParts } from '../rtc/lesson-core.ts';
import { KEYBOARD_LABELS, KeyboardPanel } from './keyboard-panel.tsx';

/** The peer session's keyboard side: what was shared and sent, and `hear` for their messages. */
function fakeParts() {
  const listeners = new Set<(m: KeyboardIn) => void>();
  const sent: TimedMidiEvent[] = [];
  const shared: ((() => KeyboardState) | null)[] = [];
  const peer = {
    onKeyboard: (l: (m: KeyboardIn) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    shareKeyboard: (state: (() => KeyboardState) | null) => shared.push(state),
    sendKeyboard: (e: TimedMidiEvent) => sent.push(e),
  };
  const hear = (m: KeyboardIn) =>
    act(() => {
      for (const l of listeners) l(m);
    });
  return { parts: { peer } as unknown as RoomParts, sent, shared, hear };
}

afterEach(() => vi.unstubAllGlobals());

describe('KeyboardPanel', () => {
  it('shows the student’s keys as they arrive, and says where this browser has no Web MIDI', async () => {
    const { parts, hear } = fakeParts();
    render(<KeyboardPanel parts={parts} classRole="teacher" />);
    await userEvent.click(screen.getByRole('button', { name: KEYBOARD_LABELS.open }));
    expect(screen.getByText(MIDI_TEXT.unsupported)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: KEYBOARD_LABELS.share })).toBeDisabled();
    const theirs = screen.getByRole('region', { name: 'The student’s keys' });
    expect(theirs).toHaveTextContent('The student is not sharing a keyboard.');

    hear({ kind: 'state', state: { held: [{ note: 60, velocity: 70 }], pedal: false } });
    expect(theirs).toHaveTextContent('Keys held: C4 (velocity 70).');
    expect(screen.getByRole('button', { name: 'Keyboard (the student is sharing)' })).toBeInTheDocument();
    hear({ kind: 'event', event: { type: 'note', note: 60, velocity: 0, at: 5 } });
    expect(theirs).toHaveTextContent('No keys held.');
    hear({ kind: 'stopped' });
    expect(theirs).toHaveTextContent('The student is not sharing a keyboard.');
    expect(screen.getByRole('button', { name: KEYBOARD_LABELS.open })).toBeInTheDocument();
  });

  it('shares this page’s MIDI keyboard key by key, and stops', async () => {
    type Handler = ((e: { data: Uint8Array; timeStamp: number }) => void) | null;
    const port = { id: 'k', name: 'Stage Piano', state: 'connected', onmidimessage: null as Handler };
    vi.stubGlobal('navigator', {
      ...navigator,
      requestMIDIAccess: () => Promise.resolve({ inputs: new Map([['k', port]]), onstatechange: null }),
    });
    const { parts, sent, shared } = fakeParts();
    render(<KeyboardPanel parts={parts} classRole="student" />);
    await userEvent.click(screen.getByRole('button', { name: KEYBOARD_LABELS.open }));
    await userEvent.click(screen.getByRole('button', { name: KEYBOARD_LABELS.share }));
    expect(await screen.findByText('Reading Stage Piano.')).toBeInTheDocument();
    act(() => port.onmidimessage?.({ data: new Uint8Array([0x90, 64, 99]), timeStamp: 42 }));
    expect(sent).toEqual([{ type: 'note', note: 64, velocity: 99, at: 42 }]);
    expect(shared.at(-1)?.()).toEqual({ held: [{ note: 64, velocity: 99 }], pedal: false });
    expect(screen.getByRole('region', { name: 'Your keys' })).toHaveTextContent(
      'Keys held: E4 (velocity 99).',
    );
    await userEvent.click(screen.getByRole('button', { name: KEYBOARD_LABELS.stop }));
    expect(shared.at(-1)).toBeNull();
    expect(port.onmidimessage).toBeNull();
  });
});
