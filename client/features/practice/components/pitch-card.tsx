import { useId, useState } from 'react';
import { saHz } from '../../../../common/practice-tools.ts';
import { PitchView } from '../../../components/pitch/pitch-view.tsx';
import { TunerPanel } from '../../../components/pitch/tuner-panel.tsx';
import type { NoteSystem } from '../../../lib/pitch/notes.ts';
import { useSchoolTunings } from '../../../lib/pitch/school-tunings.ts';
import { usePitch } from '../hooks/use-pitch.ts';
import type { RoomToolsView } from '../room-tools.ts';
import { card, cardTitle, field, fieldLabel, stopButton } from './styles.ts';

export const PITCH_TEXT = {
  start: 'Listen',
  stop: 'Stop listening',
  starting: 'Opening the microphone…',
  failed: 'The microphone could not be opened, so there is no pitch to show.',
} as const;

/**
 * The practice room's Pitch view and tuner on this page's microphone: the line over the drone's
 * Sa (its key and fine tuning), in swaras or Western names as the student chooses.
 */
export function PitchCard({ view }: { view: RoomToolsView }) {
  const { feed, monitor, view: mic } = usePitch();
  const [system, setSystem] = useState<NoteSystem>('swara');
  const tunings = useSchoolTunings();
  const titleId = useId();
  const listening = mic.phase === 'on' || mic.phase === 'starting';
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={cardTitle}>
        Pitch
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <button
          type="button"
          className={listening ? stopButton : 'btn-primary'}
          onClick={() => (listening ? monitor.stop() : void monitor.start())}
        >
          {listening ? PITCH_TEXT.stop : PITCH_TEXT.start}
        </button>
        <label className={fieldLabel}>
          Notes
          <select value={system} onChange={(e) => setSystem(e.target.value as NoteSystem)} className={field}>
            <option value="swara">Swaras over the drone’s Sa</option>
            <option value="western">Western names</option>
          </select>
        </label>
      </div>
      {mic.phase === 'starting' && <p className="mt-2 text-sm text-slate-700">{PITCH_TEXT.starting}</p>}
      {mic.phase === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-rose-800">
          {PITCH_TEXT.failed}
        </p>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <PitchView
          feed={feed}
          title="Your pitch"
          system={system}
          saHz={saHz(view.drone.tonic, view.drone.cents)}
        />
        <TunerPanel feed={feed} title="Tuner" school={tunings} />
      </div>
    </section>
  );
}
