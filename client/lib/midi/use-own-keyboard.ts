import { useEffect, useRef, useState } from 'react';
import { useStore } from '../use-store.ts';
import { KeyboardModel, type SoundChange } from './keyboard-model.ts';
import { browserMidiAccess, MidiInput } from './midi-input.ts';
import type { TimedMidiEvent } from './midi-parse.ts';

/**
 * This page's MIDI keyboards into a keyboard model, each event also handed to `onEvent` with
 * what it changes in the sound (to the lesson, to the piano sound). Stops on unmount.
 */
export function useOwnKeyboard(onEvent: (event: TimedMidiEvent, change: SoundChange) => void) {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const [keys] = useState(() => new KeyboardModel());
  const [input] = useState(
    () =>
      new MidiInput({
        requestAccess: browserMidiAccess(),
        onEvent: (event) => latest.current(event, keys.apply(event)),
        now: () => performance.now(),
      }),
  );
  useEffect(() => () => input.stop(), [input]);
  return { keys, input, midi: useStore(input) };
}
