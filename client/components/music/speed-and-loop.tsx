import { useId } from 'react';
import { SPEED } from '../../lib/slow-practice/loop-math.ts';

/** Speed as the slider and its readout show it: whole percent. */
const percent = (rate: number) => Math.round(rate * 100);

type Props = { rate: number; loopOn: boolean; onRate(rate: number): void; onLoop(on: boolean): void };

/** Slow practice's speed (50 to 100 %, the pitch kept) and its loop on or off. */
export function SpeedAndLoop({ rate, loopOn, onRate, onLoop }: Props) {
  const speedId = useId();
  return (
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
          value={percent(rate)}
          aria-valuetext={`${percent(rate)} %`}
          onChange={(e) => onRate(Number(e.target.value) / 100)}
          className="min-w-0 flex-1 accent-plum-700"
        />
        <span className="w-12 shrink-0 text-right font-mono" data-testid="slow-speed">
          {percent(rate)} %
        </span>
      </label>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={loopOn}
          onChange={(e) => onLoop(e.target.checked)}
          className="size-5 accent-plum-700"
        />
        Loop A to B
      </label>
    </div>
  );
}
