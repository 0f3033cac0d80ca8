import { useId } from 'react';
import { MidiStatus } from '../../../components/keyboard/midi-status.tsx';
import { PianoKeys } from '../../../components/keyboard/piano-keys.tsx';
import { useOwnKeyboard } from '../../../lib/midi/use-own-keyboard.ts';
import { usePianoSound } from '../../../lib/midi/use-piano-sound.ts';
import { card, cardTitle, stopButton } from './styles.ts';

export const KEYBOARD_TEXT = {
  how: 'A MIDI keyboard plugged into this computer shows the keys you hold and how hard you struck them.',
  start: 'Read my MIDI keyboard',
  stop: 'Stop reading my keyboard',
  hear: 'Play my keys with a simple piano sound (for a keyboard without a sound of its own)',
} as const;

/** The practice room's keyboard: this page's MIDI keyboard drawn, and heard here if asked. */
export function KeyboardCard() {
  const sound = usePianoSound();
  const { keys, input, midi } = useOwnKeyboard((_event, change) => sound.synth.play(change));
  const titleId = useId();
  const reading = midi.phase === 'on' || midi.phase === 'starting';
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={cardTitle}>
        Keyboard
      </h2>
      <p className="mt-2 text-sm text-slate-700">{KEYBOARD_TEXT.how}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={midi.phase === 'unsupported'}
          className={reading ? stopButton : 'btn-primary disabled:cursor-not-allowed disabled:opacity-60'}
          onClick={() => {
            if (!reading) return void input.start();
            input.stop();
            sound.synth.play(keys.clear());
          }}
        >
          {reading ? KEYBOARD_TEXT.stop : KEYBOARD_TEXT.start}
        </button>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={sound.on} onChange={(e) => sound.turn(e.target.checked)} />
          {KEYBOARD_TEXT.hear}
        </label>
      </div>
      <div className="mt-3 grid gap-3">
        <MidiStatus midi={midi} />
        {reading && <PianoKeys keys={keys} title="Your keys" />}
      </div>
    </section>
  );
}
