import { FINE_TUNE_CENTS } from '../../../common/practice-tools.ts';
import { signedCents } from './signed-cents.ts';

/** The drone's fine tuning in cents, read out signed. */
export function FineTuneRange({ cents, onChange }: { cents: number; onChange(cents: number): void }) {
  return (
    <input
      type="range"
      min={FINE_TUNE_CENTS.min}
      max={FINE_TUNE_CENTS.max}
      value={cents}
      aria-valuetext={signedCents(cents)}
      onChange={(e) => onChange(Number(e.target.value))}
      className="min-w-0 flex-1 accent-plum-700"
    />
  );
}
