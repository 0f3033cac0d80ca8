import { loopLine, positionText } from '../../lib/slow-practice/loop-math.ts';
import { SLOW_TEXT, type SlowPlayer, type SlowPlayerView } from '../../lib/slow-practice/slow-player.ts';
import { LoopWaveform } from './loop-waveform.tsx';
import { SpeedAndLoop } from './speed-and-loop.tsx';

/**
 * A recording's slow practice: its waveform with A and B, Play and Pause, where it is, the speed
 * (50 to 100 %, the pitch kept) and the loop on or off.
 */
export function SlowPracticePanel({ player, view }: { player: SlowPlayer; view: SlowPlayerView }) {
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
          {loopLine(view.loop)}
        </p>
      </div>
      <SpeedAndLoop
        rate={view.rate}
        loopOn={view.loop.on}
        onRate={(r) => player.setRate(r)}
        onLoop={(on) => player.setLoop(on)}
      />
    </div>
  );
}
