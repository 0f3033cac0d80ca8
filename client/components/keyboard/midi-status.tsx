import type { MidiInputView } from '../../lib/midi/midi-input.ts';

export const MIDI_TEXT = {
  unsupported:
    'This browser has no Web MIDI, so a MIDI keyboard cannot be used in it. Chrome, Edge and Firefox have Web MIDI.',
  denied:
    'The browser did not allow MIDI, so your keyboard is not read. Allow MIDI devices for this site and try again.',
  starting: 'Asking the browser for MIDI…',
  noDevice: 'No MIDI keyboard is plugged in. Plug one in and it is picked up at once.',
} as const;

/** What this page's MIDI input is doing, in words: none where the browser has none, the keyboards read. */
export function MidiStatus({ midi }: { midi: MidiInputView }) {
  const warning = 'rounded-lg bg-amber-100 p-2 text-sm text-amber-900';
  if (midi.phase === 'unsupported')
    return (
      <p className={warning} data-testid="midi-unsupported">
        {MIDI_TEXT.unsupported}
      </p>
    );
  // After the person's own click: said at once.
  if (midi.phase === 'denied')
    return (
      <p role="alert" className={warning}>
        {MIDI_TEXT.denied}
      </p>
    );
  if (midi.phase === 'starting') return <p className="text-sm text-slate-700">{MIDI_TEXT.starting}</p>;
  if (midi.phase !== 'on') return null;
  return (
    <p className="text-sm text-slate-700" data-testid="midi-devices">
      {midi.devices.length ? `Reading ${midi.devices.join(', ')}.` : MIDI_TEXT.noDevice}
    </p>
  );
}
