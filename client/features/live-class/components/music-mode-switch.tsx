import type { LiveRoom, RoomState } from '../rtc/lesson-core.ts';

/** The teacher's 'Music mode' switch; the student sees only that it is on. */
export function MusicModeSwitch({ room, state }: { room: LiveRoom; state: RoomState }) {
  const on = state.musicMode;
  if (state.role !== 'teacher') {
    return on ? (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300" role="status">
        <span aria-hidden="true" className="size-2 rounded-full bg-gold-400" />
        Music mode on
      </p>
    ) : null;
  }
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        disabled={state.musicBusy || state.localLeft}
        onClick={() => void room.setMusicMode(!on)}
        title="Original sound for both: no echo cancellation, noise suppression or auto gain; stereo"
        className={`flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold transition disabled:opacity-60 ${on ? 'bg-gold-400 text-plum-950 hover:bg-gold-300' : 'bg-white/15 text-white hover:bg-white/25'}`}
      >
        <span
          aria-hidden="true"
          className={`relative h-4 w-7 rounded-full transition ${on ? 'bg-plum-900' : 'bg-white/40'}`}
        >
          <span
            className={`absolute top-0.5 h-3 w-3 rounded-full bg-white transition-all ${on ? 'left-3.5' : 'left-0.5'}`}
          />
        </span>
        Music mode
      </button>
      {state.musicError && (
        <p role="alert" className="w-full rounded-lg bg-red-100 p-2 text-sm text-red-800">
          {state.musicError}
        </p>
      )}
    </>
  );
}
