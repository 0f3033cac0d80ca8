import type { Quality } from '../rtc/lesson-core.ts';

const COLOR: Record<Quality, string> = {
  good: 'bg-emerald-400',
  fair: 'bg-amber-400',
  poor: 'bg-red-500',
  reconnecting: 'bg-red-500 animate-pulse',
};

/**
 * Good, fair or poor from the last 5 s of the connection; reconnecting while it is brought back.
 * Before there is a connection its place is kept, hidden, so the header does not shift when it comes.
 */
export function QualityIndicator({ quality }: { quality: Quality | null }) {
  const shown = quality ?? 'good';
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-sm text-white/90 ${quality ? '' : 'invisible'}`}
      role="status"
      aria-hidden={!quality || undefined}
    >
      <span className={`size-2.5 rounded-full ${COLOR[shown]}`} aria-hidden="true" />
      Connection: {shown}
    </span>
  );
}
