import { SpeedAndLoop } from '../../../components/music/speed-and-loop.tsx';
import { loopLine } from '../../../lib/slow-practice/loop-math.ts';
import type { MediaLoop } from '../../../lib/slow-practice/media-loop.ts';
import { useMediaLoop } from '../../../lib/slow-practice/use-media-loop.ts';
import { useStore } from '../../../lib/use-store.ts';

const pointButton =
  'rounded-full border border-plum-200 px-4 py-1.5 text-sm font-semibold text-plum-800 hover:bg-plum-50';

/**
 * Slow practice under a lesson recording's player: A and B set where it is playing, the section
 * looped, and the speed from 50 to 100 % with the pitch kept.
 */
export function RecordingSlowPractice({ media }: { media: HTMLMediaElement }) {
  const loop = useMediaLoop(media);
  return loop ? <LoopControls loop={loop} /> : null;
}

function LoopControls({ loop }: { loop: MediaLoop }) {
  const view = useStore(loop);
  return (
    <section aria-label="Slow practice" className="mt-3 grid gap-3 rounded-lg border border-plum-100 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-2 text-sm font-semibold text-plum-900">Slow practice</p>
        <button type="button" className={pointButton} onClick={() => loop.setPoint('a')}>
          Set A here
        </button>
        <button type="button" className={pointButton} onClick={() => loop.setPoint('b')}>
          Set B here
        </button>
        <p className="text-sm text-slate-700" data-testid="slow-loop">
          {loopLine(view.loop)}
        </p>
      </div>
      <SpeedAndLoop
        rate={view.rate}
        loopOn={view.loop.on}
        onRate={(r) => loop.setRate(r)}
        onLoop={(on) => loop.setLoop(on)}
      />
    </section>
  );
}
