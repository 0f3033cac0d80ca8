import { useEffect, useRef, useState } from 'react';
import {
  BAR,
  FIRST_STRINGS,
  TEMPO,
  TONICS,
  validBar,
  validTempo,
} from '../../../../common/practice-tools.ts';
import type { PracticeState } from '../../../../common/schemas/live-class/practice.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { BeatBar } from '../../../components/music/beat-bar.tsx';
import { FineTuneRange } from '../../../components/music/fine-tune-range.tsx';
import { LevelRange } from '../../../components/music/level-range.tsx';
import { METRONOME_PROBLEMS, metronomeSummary } from '../../../components/music/metronome-text.ts';
import { signedCents } from '../../../components/music/signed-cents.ts';
import { TalaSelect } from '../../../components/music/tala-select.tsx';
import { ChoiceSelect } from '../../../components/ui/choice-select.tsx';
import { RangeNumberInput } from '../../../components/ui/range-number-input.tsx';
import { usePracticeTools } from '../hooks/use-practice-tools.ts';
import type { PracticePlayer, PracticeView } from '../rtc/lesson-core.ts';
import { TapTempo } from './tap-tempo.ts';
import { ToolPanel } from './tool-panel.tsx';

export const PRACTICE_LABELS = {
  open: 'Practice tools',
  headphones:
    'Use headphones. Without them, your microphone picks up the click and the drone, and the other side hears them a second time, a little late.',
  ...METRONOME_PROBLEMS,
} as const;

const field = 'rounded-lg border border-plum-200 bg-white px-2 py-1.5 text-sm text-plum-950';
const primary =
  'rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2';

type Props = { classId: string; classRole: ClassRole; practice: PracticeState | undefined };

/**
 * The room's practice tools: the header's button and the panel it opens (beside the videos, not
 * over the whole room). The sound plays whether the panel is open or not.
 */
export function PracticePanel({ classId, classRole: role, practice }: Props) {
  const { player, view } = usePracticeTools(classId, role, practice);
  const running = view.practice.metronome.on || view.practice.drone.on;

  return (
    <ToolPanel
      title={PRACTICE_LABELS.open}
      icon="music"
      busy={running ? 'playing' : undefined}
      closeLabel="Close practice tools"
      widthClass="sm:w-96"
    >
      <p className="mb-4 rounded-lg bg-gold-300/60 p-2 text-sm">{PRACTICE_LABELS.headphones}</p>
      {view.error && (
        <p role="alert" className="mb-3 rounded-lg bg-red-100 p-2 text-sm text-red-800">
          {view.error}
        </p>
      )}
      <MetronomeSection player={player} view={view} teacher={role === 'teacher'} />
      <DroneSection player={player} view={view} teacher={role === 'teacher'} />
      <button
        type="button"
        aria-pressed={view.levels.muted}
        className={`${primary} mt-4 w-full ${view.levels.muted ? 'bg-red-600 text-white' : 'bg-plum-100 text-plum-900 hover:bg-plum-200'}`}
        onClick={() => player.setLevels({ muted: !view.levels.muted })}
      >
        {view.levels.muted ? 'Unmute practice tools here' : 'Mute practice tools here'}
      </button>
    </ToolPanel>
  );
}

type SectionProps = { player: PracticePlayer; view: PracticeView; teacher: boolean };

function Volume({ label, value, onChange }: { label: string; value: number; onChange(v: number): void }) {
  return (
    <label className="mt-3 flex items-center gap-3 text-sm">
      <span className="w-28 shrink-0">{label}</span>
      <LevelRange value={value} onChange={onChange} />
    </label>
  );
}

function StartStop({
  on,
  busy,
  what,
  onChange,
}: {
  on: boolean;
  busy: boolean;
  what: string;
  onChange(on: boolean): void;
}) {
  return (
    <button
      type="button"
      aria-busy={busy}
      className={`${primary} ${on ? 'bg-red-600 text-white hover:bg-red-500' : 'bg-plum-800 text-white hover:bg-plum-700'}`}
      onClick={() => onChange(!on)}
    >
      {on ? `Stop ${what}` : `Start ${what}`}
    </button>
  );
}

function MetronomeSection({ player, view, teacher }: SectionProps) {
  const m = view.practice.metronome;
  const [tempo, setTempo] = useState(String(m.bpm));
  const [bar, setBar] = useState(String(m.beats));
  const [problem, setProblem] = useState<string | null>(null);
  const [tapper] = useState(() => new TapTempo());
  const tapTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => setTempo(String(m.bpm)), [m.bpm]);
  useEffect(() => setBar(String(m.beats)), [m.beats]);
  useEffect(() => () => clearTimeout(tapTimer.current ?? undefined), []);

  const commitTempo = (text: string) => {
    const bpm = validTempo(Number(text));
    if (bpm === null || text.trim() === '') return setProblem(PRACTICE_LABELS.badTempo);
    setProblem(null);
    if (bpm !== m.bpm) void player.change({ metronome: { bpm } });
  };
  const commitBar = (text: string) => {
    const beats = validBar(Number(text));
    if (beats === null) return setProblem(PRACTICE_LABELS.badBar);
    setProblem(null);
    if (beats !== m.beats) void player.change({ metronome: { beats, tala: null } });
  };
  const tap = () => {
    const bpm = tapper.tap(performance.now());
    if (bpm === null) return;
    setTempo(String(bpm));
    // The tempo is sent once the taps stop.
    clearTimeout(tapTimer.current ?? undefined);
    tapTimer.current = setTimeout(() => commitTempo(String(bpm)), 1_200);
  };
  const summary = m.on ? metronomeSummary(m) : 'Off';

  return (
    <fieldset className="min-w-0 rounded-xl border border-plum-200 bg-white p-3">
      <legend className="px-1 font-semibold">Metronome</legend>
      <p className="text-sm" data-testid="metronome-summary">
        {summary}
      </p>
      <div className="mt-2">
        <BeatBar source={player} metronome={m} />
      </div>
      {teacher && (
        <div className="mt-3 grid grid-cols-1 gap-3">
          <StartStop
            on={m.on}
            busy={view.busy}
            what="metronome"
            onChange={(on) => void player.change({ metronome: { on } })}
          />
          <div className="flex flex-wrap items-end gap-2">
            <label className="grid gap-1 text-sm">
              Tempo (beats a minute)
              <RangeNumberInput
                range={TEMPO}
                value={tempo}
                aria-invalid={problem === PRACTICE_LABELS.badTempo}
                onChange={(e) => setTempo(e.target.value)}
                onBlur={(e) => commitTempo(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') commitTempo(e.currentTarget.value);
                }}
                className={`${field} w-28`}
              />
            </label>
            <button
              type="button"
              className={`${primary} bg-plum-100 text-plum-900 hover:bg-plum-200`}
              onClick={tap}
            >
              Tap tempo
            </button>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <label className="grid gap-1 text-sm">
              Tala
              <TalaSelect
                value={m.tala}
                onChange={(tala) => void player.change({ metronome: { tala } })}
                className={field}
              />
            </label>
            <label className="grid gap-1 text-sm">
              Beats in a bar
              <RangeNumberInput
                range={BAR}
                value={bar}
                disabled={m.tala !== null}
                aria-invalid={problem === PRACTICE_LABELS.badBar}
                onChange={(e) => setBar(e.target.value)}
                onBlur={(e) => commitBar(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') commitBar(e.currentTarget.value);
                }}
                className={`${field} w-20 disabled:bg-plum-50`}
              />
            </label>
          </div>
          {problem && (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
      <Volume
        label="Metronome volume"
        value={view.levels.metronome}
        onChange={(metronome) => player.setLevels({ metronome })}
      />
    </fieldset>
  );
}

function DroneSection({ player, view, teacher }: SectionProps) {
  const d = view.practice.drone;
  const [cents, setCents] = useState(d.cents);
  const centsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => setCents(d.cents), [d.cents]);
  useEffect(() => () => clearTimeout(centsTimer.current ?? undefined), []);
  const summary = d.on ? `Sa ${d.tonic} ${signedCents(d.cents)}, first string ${d.first_string}` : 'Off';

  return (
    <fieldset className="mt-3 min-w-0 rounded-xl border border-plum-200 bg-white p-3">
      <legend className="px-1 font-semibold">Tanpura drone</legend>
      <p className="text-sm" data-testid="drone-summary">
        {summary}
      </p>
      {teacher && (
        <div className="mt-3 grid grid-cols-1 gap-3">
          <StartStop
            on={d.on}
            busy={view.busy}
            what="drone"
            onChange={(on) => void player.change({ drone: { on } })}
          />
          <div className="flex flex-wrap items-end gap-2">
            <label className="grid gap-1 text-sm">
              Sa (tonic)
              <ChoiceSelect
                choices={TONICS}
                value={d.tonic}
                onChange={(tonic) => void player.change({ drone: { tonic } })}
                className={field}
              />
            </label>
            <label className="grid gap-1 text-sm">
              First string
              <ChoiceSelect
                choices={FIRST_STRINGS}
                value={d.first_string}
                onChange={(first_string) => void player.change({ drone: { first_string } })}
                className={field}
              />
            </label>
          </div>
          <label className="flex items-center gap-3 text-sm">
            <span className="w-28 shrink-0">Fine tune</span>
            <FineTuneRange
              cents={cents}
              onChange={(c) => {
                setCents(c);
                clearTimeout(centsTimer.current ?? undefined);
                centsTimer.current = setTimeout(() => void player.change({ drone: { cents: c } }), 400);
              }}
            />
            <output className="w-20 text-right font-mono">{signedCents(cents)}</output>
          </label>
        </div>
      )}
      <Volume
        label="Drone volume"
        value={view.levels.drone}
        onChange={(drone) => player.setLevels({ drone })}
      />
    </fieldset>
  );
}
