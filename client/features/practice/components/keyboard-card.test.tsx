import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIDI_TEXT } from '../../../components/keyboard/midi-status.tsx';
import { KEYBOARD_TEXT, KeyboardCard } from './keyboard-card.tsx';

type Handler = ((e: { data: Uint8Array; timeStamp: number }) => void) | null;

/** A browser with Web MIDI and one keyboard plugged in; `play` sends it raw bytes. */
function withKeyboard() {
  const port = { id: 'k', name: 'Digital Piano', state: 'connected', onmidimessage: null as Handler };
  vi.stubGlobal('navigator', {
    ...navigator,
    requestMIDIAccess: () => Promise.resolve({ inputs: new Map([['k', port]]), onstatechange: null }),
  });
  return (bytes: number[]) => act(() => port.onmidimessage?.({ data: new Uint8Array(bytes), timeStamp: 1 }));
}

afterEach(() => vi.unstubAllGlobals());

describe('KeyboardCard', () => {
  it('says so where the browser has no Web MIDI, and offers nothing to start', () => {
    render(<KeyboardCard />);
    expect(screen.getByText(MIDI_TEXT.unsupported)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: KEYBOARD_TEXT.start })).toBeDisabled();
  });

  it('draws the keys held on the keyboard plugged in, in words too, and lets them go', async () => {
    const play = withKeyboard();
    render(<KeyboardCard />);
    await userEvent.click(screen.getByRole('button', { name: KEYBOARD_TEXT.start }));
    expect(await screen.findByText('Reading Digital Piano.')).toBeInTheDocument();
    const keys = screen.getByRole('region', { name: 'Your keys' });
    expect(keys).toHaveTextContent('No keys held.');
    play([0x90, 60, 100, 72, 40]);
    expect(screen.getByTestId('keys-held')).toHaveTextContent(
      'Keys held: C4 (velocity 100), C5 (velocity 40).',
    );
    expect(screen.getByRole('img', { name: 'Your keys: an 88-key keyboard' })).toHaveAccessibleDescription(
      'Keys held: C4 (velocity 100), C5 (velocity 40).',
    );
    expect([...keys.querySelectorAll('rect[data-note]')].map((r) => r.getAttribute('data-note'))).toEqual([
      'C4',
      'C5',
    ]);
    play([0x90, 60, 0, 0xb0, 64, 100]);
    expect(screen.getByTestId('keys-held')).toHaveTextContent(
      'Keys held: C5 (velocity 40). Sustain pedal down.',
    );
    await userEvent.click(screen.getByRole('button', { name: KEYBOARD_TEXT.stop }));
    expect(screen.queryByRole('region', { name: 'Your keys' })).toBeNull();
  });
});
