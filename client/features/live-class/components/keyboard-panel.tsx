import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { MidiStatus } from '../../../components/keyboard/midi-status.tsx';
import { PianoKeys } from '../../../components/keyboard/piano-keys.tsx';
import { useRoomKeyboard } from '../hooks/use-room-keyboard.ts';
import type { RoomParts } from '../rtc/lesson-core.ts';
import { ToolPanel } from './tool-panel.tsx';

export const KEYBOARD_LABELS = {
  open: 'Keyboard',
  share: 'Share my MIDI keyboard',
  stop: 'Stop sharing my keyboard',
  hear: 'Play their keys here with a simple piano sound',
  how: 'A MIDI keyboard plugged into this computer is shared key by key: the other side sees the keys you hold and how hard you struck them, whatever the camera shows.',
} as const;

const primary =
  'rounded-full px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The room's shared keyboard, the header's button and the panel it opens: the other side's keys
 * (heard here if asked) and ours, sent while shared.
 */
export function KeyboardPanel({ parts, classRole: role }: { parts: RoomParts; classRole: ClassRole }) {
  const { own, other, otherSharing, midi, share, stop, sound } = useRoomKeyboard(parts);
  const sharing = midi.phase === 'on' || midi.phase === 'starting';
  const them = role === 'teacher' ? 'student' : 'teacher';
  const state = [sharing && 'sharing', otherSharing && `the ${them} is sharing`].filter(Boolean).join(', ');

  return (
    // Kept mounted while closed, so the other side's keys stay current.
    <ToolPanel
      title={KEYBOARD_LABELS.open}
      icon="keys"
      busy={state || undefined}
      closeLabel="Close keyboard"
      keepMounted
      widthClass="sm:w-[44rem]"
    >
      <p className="mb-3 text-sm">{KEYBOARD_LABELS.how}</p>
      <div className="grid gap-5">
        <div className="grid gap-2">
          <PianoKeys
            keys={other}
            title={`The ${them}’s keys`}
            idle={otherSharing ? undefined : `The ${them} is not sharing a keyboard.`}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={sound.on} onChange={(e) => sound.turn(e.target.checked)} />
            {KEYBOARD_LABELS.hear}
          </label>
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={midi.phase === 'unsupported'}
              className={`${primary} ${sharing ? 'bg-red-600 text-white' : 'bg-plum-800 text-white hover:bg-plum-700'}`}
              onClick={() => (sharing ? stop() : void share())}
            >
              {sharing ? KEYBOARD_LABELS.stop : KEYBOARD_LABELS.share}
            </button>
          </div>
          <MidiStatus midi={midi} />
          {sharing && <PianoKeys keys={own} title="Your keys" />}
        </div>
      </div>
    </ToolPanel>
  );
}
