import { useEffect, useState } from 'react';
import { KeyboardModel } from '../../../lib/midi/keyboard-model.ts';
import { NoteSpacing } from '../../../lib/midi/note-spacing.ts';
import { useOwnKeyboard } from '../../../lib/midi/use-own-keyboard.ts';
import { usePianoSound } from '../../../lib/midi/use-piano-sound.ts';
import type { RoomParts } from '../rtc/lesson-core.ts';

/**
 * The room's two keyboards: ours, from this page's MIDI keyboard, shown here and sent key by key
 * while shared; and theirs as it arrives, heard (if asked) through the built-in piano sound with
 * the notes as far apart as they were played.
 */
export function useRoomKeyboard(parts: RoomParts) {
  const { keys: own, input, midi } = useOwnKeyboard((event) => parts.peer.sendKeyboard(event));
  const [other] = useState(() => new KeyboardModel());
  const [spacing] = useState(() => new NoteSpacing());
  const [otherSharing, setOtherSharing] = useState(false);
  const sound = usePianoSound();
  const { synth } = sound;

  useEffect(
    () =>
      parts.peer.onKeyboard((message) => {
        setOtherSharing(message.kind !== 'stopped');
        if (message.kind === 'event') {
          const { event } = message;
          return synth.play(other.apply(event), spacing.delay(event.at, performance.now()));
        }
        spacing.reset();
        synth.play(message.kind === 'state' ? other.load(message.state) : other.clear());
      }),
    [parts.peer, other, spacing, synth],
  );
  useEffect(() => () => parts.peer.shareKeyboard(null), [parts.peer]);

  const share = async () => {
    await input.start();
    if (input.getSnapshot().phase === 'on') parts.peer.shareKeyboard(() => own.state());
  };
  const stop = () => {
    input.stop();
    own.clear();
    parts.peer.shareKeyboard(null);
  };
  return { own, other, otherSharing, midi, share, stop, sound };
}
