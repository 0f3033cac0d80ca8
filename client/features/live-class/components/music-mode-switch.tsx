import { useId } from 'react';
import type { LiveRoom, RoomState } from '../rtc/lesson-core.ts';

/** What low latency costs, said to both parties while it is on and to the teacher before. */
export const LOW_LATENCY_COST = 'Sound may break up on a poor connection';

function Switch({
  label,
  on,
  disabled,
  title,
  describedBy,
  onChange,
}: {
  label: string;
  on: boolean;
  disabled: boolean;
  title: string;
  describedBy?: string;
  onChange(on: boolean): void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!on)}
      title={title}
      className={`flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition disabled:opacity-60 ${on ? 'bg-gold-400 text-plum-950 hover:bg-gold-300' : 'bg-white/15 text-white hover:bg-white/25'}`}
    >
      <span
        aria-hidden="true"
        className={`relative h-4 w-7 rounded-full transition ${on ? 'bg-plum-900' : 'bg-white/40'}`}
      >
        <span
          className={`absolute top-0.5 h-3 w-3 rounded-full bg-white transition-all ${on ? 'left-3.5' : 'left-0.5'}`}
        />
      </span>
      {label}
    </button>
  );
}

/**
 * The teacher's 'Music mode' switch and, while it is on, 'Low latency' with what it costs; the
 * student sees only what is on. A group lesson (`group`) has music mode only: its sound goes
 * through Janus, where the one-to-one room's watch on the sound breaking up does not reach.
 */
export function MusicModeSwitch({
  room,
  state,
  group = false,
}: {
  room: LiveRoom;
  state: RoomState;
  group?: boolean;
}) {
  const costId = useId();
  const on = state.musicMode;
  const low = on && state.lowLatency && !group;
  if (state.role !== 'teacher') {
    return on ? (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300" role="status">
        <span aria-hidden="true" className="size-2 rounded-full bg-gold-400" />
        {low ? 'Music mode on, low latency' : 'Music mode on'}
        {low && <span className="font-normal text-white/80">{` (${LOW_LATENCY_COST})`}</span>}
      </p>
    ) : null;
  }
  const disabled = state.musicBusy || state.localLeft;
  return (
    <>
      <Switch
        label="Music mode"
        on={on}
        disabled={disabled}
        title={`Original sound for ${group ? 'everyone' : 'both'}: no echo cancellation, noise suppression or auto gain; stereo`}
        onChange={(next) => void room.setMusicMode(next)}
      />
      {on && !group && (
        <>
          <Switch
            label="Low latency"
            on={low}
            disabled={disabled}
            title="Shorter sound packets, and a smaller picture that gives way to the sound"
            describedBy={costId}
            onChange={(next) => void room.setLowLatency(next)}
          />
          <span id={costId} className="text-xs text-white/80">
            {LOW_LATENCY_COST}
          </span>
        </>
      )}
      {state.musicError && (
        <p role="alert" className="w-full rounded-lg bg-red-100 p-2 text-sm text-red-800">
          {state.musicError}
        </p>
      )}
    </>
  );
}
