import { useEffect, useId, useState } from 'react';
import { BAR, TEMPO, validBar, validTempo } from '../../../../common/practice-tools.ts';
import { BeatBar } from '../../../components/music/beat-bar.tsx';
import { METRONOME_PROBLEMS, metronomeSummary } from '../../../components/music/metronome-text.ts';
import { TalaSelect } from '../../../components/music/tala-select.tsx';
import { RangeNumberInput } from '../../../components/ui/range-number-input.tsx';
import type { RoomTools, RoomToolsView } from '../room-tools.ts';
import { LevelSlider } from './level-slider.tsx';
import { card, cardTitle, field, fieldLabel, secondary, stopButton } from './styles.ts';

const STEP = 5;

/** The metronome: Start and Stop, the tempo (typed or stepped), the tala or a plain bar, the beat. */
export function MetronomeCard({ tools, view }: { tools: RoomTools; view: RoomToolsView }) {
  const m = view.metronome;
  const titleId = useId();
  const tempoHint = useId();
  const problemId = useId();
  const [tempo, setTempo] = useState(String(m.bpm));
  const [bar, setBar] = useState(String(m.beats));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setTempo(String(m.bpm)), [m.bpm]);
  useEffect(() => setBar(String(m.beats)), [m.beats]);

  const typeTempo = (text: string) => {
    setTempo(text);
    const bpm = validTempo(Number(text));
    // A tempo takes effect as soon as it is whole and in range; the rest is said on leaving the field.
    if (bpm !== null && text.trim() !== '') {
      setProblem(null);
      tools.setMetronome({ bpm });
    }
  };
  const checkTempo = () => {
    if (validTempo(Number(tempo)) === null || tempo.trim() === '') setProblem(METRONOME_PROBLEMS.badTempo);
  };
  const step = (by: number) => {
    const bpm = Math.min(TEMPO.max, Math.max(TEMPO.min, m.bpm + by));
    setProblem(null);
    tools.setMetronome({ bpm });
  };
  const typeBar = (text: string) => {
    setBar(text);
    const beats = validBar(Number(text));
    if (beats === null) return setProblem(METRONOME_PROBLEMS.badBar);
    setProblem(null);
    tools.setMetronome({ beats });
  };

  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={cardTitle}>
        Metronome
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="metronome-summary">
        {m.on ? metronomeSummary(m) : `Off · ${metronomeSummary(m)}`}
      </p>
      <div className="mt-4">
        <BeatBar source={tools} metronome={m} size="large" />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={m.on ? stopButton : 'btn-primary'}
          onClick={() => tools.setMetronome({ on: !m.on })}
        >
          {m.on ? 'Stop' : 'Start'}
        </button>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className={fieldLabel}>
          Tempo
          <RangeNumberInput
            range={TEMPO}
            value={tempo}
            aria-invalid={problem === METRONOME_PROBLEMS.badTempo}
            aria-describedby={
              problem === METRONOME_PROBLEMS.badTempo ? `${tempoHint} ${problemId}` : tempoHint
            }
            onChange={(e) => typeTempo(e.target.value)}
            onBlur={checkTempo}
            className={`${field} w-24`}
          />
        </label>
        <span id={tempoHint} className="pb-2.5 text-sm text-slate-700">
          beats a minute
        </span>
        <div className="flex gap-2">
          <button
            type="button"
            className={secondary}
            aria-label={`Slower by ${STEP}`}
            onClick={() => step(-STEP)}
          >
            −{STEP}
          </button>
          <button
            type="button"
            className={secondary}
            aria-label={`Faster by ${STEP}`}
            onClick={() => step(STEP)}
          >
            +{STEP}
          </button>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className={fieldLabel}>
          Tala
          <TalaSelect value={m.tala} onChange={(tala) => tools.setMetronome({ tala })} className={field} />
        </label>
        <label className={fieldLabel}>
          Beats in a bar
          <RangeNumberInput
            range={BAR}
            value={bar}
            disabled={m.tala !== null}
            aria-invalid={problem === METRONOME_PROBLEMS.badBar}
            onChange={(e) => typeBar(e.target.value)}
            className={`${field} w-24`}
          />
        </label>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="mt-2 text-sm text-rose-700">
          {problem}
        </p>
      )}
      <LevelSlider
        name="Metronome"
        value={view.levels.metronome}
        onChange={(metronome) => tools.setLevels({ metronome })}
      />
    </section>
  );
}
