import { useState } from 'react';
import { saHz } from '../../../../common/practice-tools.ts';
import type { DroneState } from '../../../../common/schemas/live-class/practice.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { PitchView } from '../../../components/pitch/pitch-view.tsx';
import { TunerPanel } from '../../../components/pitch/tuner-panel.tsx';
import type { NoteSystem } from '../../../lib/pitch/notes.ts';
import { useSchoolTunings } from '../../../lib/pitch/school-tunings.ts';
import { useRoomPitch } from '../hooks/use-room-pitch.ts';
import type { RoomParts } from '../rtc/lesson-core.ts';
import { ToolPanel } from './tool-panel.tsx';

export const PITCH_LABELS = {
  open: 'Pitch',
  send: 'Send my pitch',
  stop: 'Stop sending my pitch',
  failed: 'Your microphone could not be read, so your pitch is not sent.',
  how: 'Each side’s pitch is worked out from its own microphone and sent as small messages, not from the sound the other side hears.',
} as const;

const primary = 'rounded-full px-4 py-2 text-sm font-semibold';

type Props = { parts: RoomParts; role: ClassRole; drone: DroneState | undefined };

/**
 * The room's Pitch view and tuner, the header's button and the panel it opens: our pitch (sent
 * while on) and the other side's, over the shared drone's Sa. The tuner reads the student's
 * pitch on both sides.
 */
export function PitchPanel({ parts, role, drone }: Props) {
  const { own, other, monitor, mic } = useRoomPitch(parts);
  const [system, setSystem] = useState<NoteSystem>('swara');
  const tunings = useSchoolTunings();
  const sending = mic.phase === 'on' || mic.phase === 'starting';
  const sa = saHz(drone?.tonic ?? 'C', drone?.cents ?? 0);
  const otherName = role === 'teacher' ? 'The student’s pitch' : 'The teacher’s pitch';

  return (
    // Kept mounted while closed, so the other side's line goes on filling.
    <ToolPanel
      title={PITCH_LABELS.open}
      icon="wave"
      busy={sending ? 'sending' : undefined}
      closeLabel="Close pitch"
      keepMounted
      widthClass="sm:w-[28rem]"
    >
      <p className="mb-3 text-sm">{PITCH_LABELS.how}</p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={`${primary} ${sending ? 'bg-red-600 text-white' : 'bg-plum-800 text-white hover:bg-plum-700'}`}
          onClick={() => {
            if (!sending) return void monitor.start();
            monitor.stop();
            parts.peer.sendPitch(null, performance.now());
          }}
        >
          {sending ? PITCH_LABELS.stop : PITCH_LABELS.send}
        </button>
        <label className="flex items-center gap-2 text-sm">
          Notes
          <select
            value={system}
            onChange={(e) => setSystem(e.target.value as NoteSystem)}
            className="rounded-lg border border-plum-200 bg-white px-2 py-1.5 text-sm"
          >
            <option value="swara">Swaras over the drone’s Sa</option>
            <option value="western">Western names</option>
          </select>
        </label>
      </div>
      {mic.phase === 'failed' && (
        <p role="alert" className="mb-3 rounded-lg bg-red-100 p-2 text-sm text-red-800">
          {PITCH_LABELS.failed}
        </p>
      )}
      <div className="grid gap-5">
        <PitchView feed={other} title={otherName} system={system} saHz={sa} />
        <PitchView feed={own} title="Your pitch" system={system} saHz={sa} />
        <TunerPanel
          school={tunings}
          feed={role === 'teacher' ? other : own}
          title={role === 'teacher' ? 'The student’s tuner' : 'Tuner'}
        />
      </div>
    </ToolPanel>
  );
}
