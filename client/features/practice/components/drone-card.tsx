import { useId } from 'react';
import {
  FINE_TUNE_CENTS,
  FIRST_STRINGS,
  type FirstString,
  TONICS,
  type Tonic,
} from '../../../../common/practice-tools.ts';
import type { RoomTools, RoomToolsView } from '../room-tools.ts';
import { LevelSlider } from './level-slider.tsx';
import { card, cardTitle, field, fieldLabel, stopButton } from './styles.ts';

const signed = (c: number) => `${c > 0 ? '+' : c < 0 ? '−' : ''}${Math.abs(c)} cents`;

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
        {d.on ? 'Playing' : 'Off'} · Sa {d.tonic} {signed(d.cents)}, first string {d.firstString}
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
          <select
            value={d.tonic}
            onChange={(e) => tools.setDrone({ tonic: e.target.value as Tonic })}
            className={field}
          >
            {TONICS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className={fieldLabel}>
          First string
          <select
            value={d.firstString}
            onChange={(e) => tools.setDrone({ firstString: e.target.value as FirstString })}
            className={field}
          >
            {FIRST_STRINGS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="mt-4 flex items-center gap-3 text-sm font-semibold text-slate-800">
        <span className="w-20 shrink-0">Fine tune</span>
        <input
          type="range"
          min={FINE_TUNE_CENTS.min}
          max={FINE_TUNE_CENTS.max}
          value={d.cents}
          aria-valuetext={signed(d.cents)}
          onChange={(e) => tools.setDrone({ cents: Number(e.target.value) })}
          className="min-w-0 flex-1 accent-plum-700"
        />
        <output className="w-20 shrink-0 text-right font-mono text-xs">{signed(d.cents)}</output>
      </label>
      <LevelSlider name="Drone" value={view.levels.drone} onChange={(drone) => tools.setLevels({ drone })} />
    </section>
  );
}
