import { useId } from 'react';
import { positionText, SPEED } from '../../lib/slow-practice/loop-math.ts';
import { SLOW_TEXT, type SlowPlayer, type SlowPlayerView } from '../../lib/slow-practice/slow-player.ts';
import { LoopWaveform } from './loop-waveform.tsx';

/** Speed as the slider and its readout show it: whole percent. */
const percent = (rate: number) => Math.round(rate * 100);

/**
 * A recording's slow practice: its waveform with A and B, Play and Pause, where it is, the speed
 * (50 to 100 %, the pitch kept) and the loop on or off.
 */
export function SlowPracticePanel({ player, view }: { player: SlowPlayer; view: SlowPlayerView }) {
  const speedId = useId();
  if (view.phase === 'empty') return null;
  if (view.phase === 'loading') return <p className="mt-3 text-sm text-slate-700">{SLOW_TEXT.loading}</p>;
  if (view.phase === 'failed')
    return (
      <p role="alert" className="mt-3 rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
        {view.error}
      </p>
    );
  return (
    <div className="mt-4 grid gap-3">
      <LoopWaveform
        peaks={view.peaks}
        duration={view.duration}
        position={view.position}
        loop={view.loop}
        onMove={(which, s) => player.movePoint(which, s)}
        onSeek={(s) => player.seek(s)}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          className="btn-primary"
          onClick={() => (view.playing ? player.pause() : player.play())}
        >
          {view.playing ? 'Pause' : 'Play'}
        </button>
        <p className="font-mono text-lg text-plum-900" data-testid="slow-position">
          {positionText(view.position)} / {positionText(view.duration)}
        </p>
        <p className="text-sm text-slate-700" data-testid="slow-loop">
          {view.loop.on
            ? `Loop A ${positionText(view.loop.a)} to B ${positionText(view.loop.b)}`
            : 'Loop off: plays to the end'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <label
          htmlFor={speedId}
          className="flex w-full min-w-0 items-center gap-3 text-sm font-semibold text-slate-800 sm:w-auto sm:flex-1"
        >
          <span className="shrink-0">Speed</span>
          <input
            id={speedId}
            type="range"
            min={percent(SPEED.min)}
            max={percent(SPEED.max)}
            step={percent(SPEED.step)}
            value={percent(view.rate)}
            aria-valuetext={`${percent(view.rate)} %`}
            onChange={(e) => player.setRate(Number(e.target.value) / 100)}
            className="min-w-0 flex-1 accent-plum-700"
          />
          <span className="w-12 shrink-0 text-right font-mono" data-testid="slow-speed">
            {percent(view.rate)} %
          </span>
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            checked={view.loop.on}
            onChange={(e) => player.setLoop(e.target.checked)}
            className="size-5 accent-plum-700"
          />
          Loop A to B
        </label>
      </div>
    </div>
  );
}
