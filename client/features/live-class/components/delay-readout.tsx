import type { DelayLevel } from '../rtc/lesson-core.ts';

const LEVEL: Record<DelayLevel, { dot: string; words: string }> = {
  good: { dot: 'bg-emerald-400', words: 'good for playing together' },
  fair: { dot: 'bg-amber-400', words: 'felt when playing together' },
  poor: { dot: 'bg-red-500', words: 'too long to play together' },
};

/**
 * The sound's one-way delay from the other party, refreshed every 2 s: green up to 40 ms, amber
 * up to 70, red above. Its width is kept whatever the figure, so the header never shifts.
 */
export function DelayReadout({ delayMs, level }: { delayMs: number | null; level: DelayLevel | null }) {
  const shown = level ? LEVEL[level] : null;
  return (
    <span
      className="inline-flex items-center gap-1.5 text-sm text-white/90"
      title="How long the other party's sound takes to reach you"
    >
      <span className={`size-2.5 rounded-full ${shown?.dot ?? 'bg-white/30'}`} aria-hidden="true" />
      Delay:
      <span className="inline-block w-[4ch] text-right font-mono tabular-nums">{delayMs ?? '–'}</span> ms
      {shown && <span className="sr-only">, {shown.words}</span>}
    </span>
  );
}
