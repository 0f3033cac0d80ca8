import { useId } from 'react';
import { FIRST_STRINGS, TONICS } from '../../../../common/practice-tools.ts';
import { FineTuneRange } from '../../../components/music/fine-tune-range.tsx';
import { signedCents } from '../../../components/music/signed-cents.ts';
import { ChoiceSelect } from '../../../components/ui/choice-select.tsx';
import type { RoomTools, RoomToolsView } from '../room-tools.ts';
import { LevelSlider } from './level-slider.tsx';
import { card, cardTitle, field, fieldLabel, stopButton } from './styles.ts';

/** The tanpura drone: on or off, its key (Sa), first string and fine tuning. */
export function DroneCard({ tools, view }: { tools: RoomTools; view: RoomToolsView }) {
  const d = view.drone;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={cardTitle}>
        Tanpura drone
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="drone-summary">
        {d.on ? 'Playing' : 'Off'} · Sa {d.tonic} {signedCents(d.cents)}, first string {d.firstString}
      </p>
      <div className="mt-4">
        <button
          type="button"
          className={d.on ? stopButton : 'btn-primary'}
          onClick={() => tools.setDrone({ on: !d.on })}
        >
          {d.on ? 'Silence drone' : 'Play drone'}
        </button>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className={fieldLabel}>
          Key (Sa)
          <ChoiceSelect
            choices={TONICS}
            value={d.tonic}
            onChange={(tonic) => tools.setDrone({ tonic })}
            className={field}
          />
        </label>
        <label className={fieldLabel}>
          First string
          <ChoiceSelect
            choices={FIRST_STRINGS}
            value={d.firstString}
            onChange={(firstString) => tools.setDrone({ firstString })}
            className={field}
          />
        </label>
      </div>
      <label className="mt-4 flex items-center gap-3 text-sm font-semibold text-slate-800">
        <span className="w-20 shrink-0">Fine tune</span>
        <FineTuneRange cents={d.cents} onChange={(cents) => tools.setDrone({ cents })} />
        <output className="w-20 shrink-0 text-right font-mono text-xs">{signedCents(d.cents)}</output>
      </label>
      <LevelSlider name="Drone" value={view.levels.drone} onChange={(drone) => tools.setLevels({ drone })} />
    </section>
  );
}
