/** The microphone's live level (0 to 1) as a bar; a native meter tells assistive technology. */
export function LevelMeter({ level }: { level: number }) {
  const percent = Math.round(level * 100);
  return (
    <div className="relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200">
      <meter className="sr-only" aria-label="Microphone level" min={0} max={100} value={percent} />
      <div
        aria-hidden="true"
        className={`h-full rounded-full transition-[width] duration-100 ${level > 0.9 ? 'bg-red-500' : 'bg-emerald-500'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
