/** A tool's volume here, 0 to 100; `name` says whose (each card shows only 'Volume'). */
export function LevelSlider({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number;
  onChange(v: number): void;
}) {
  return (
    <label className="mt-4 flex items-center gap-3 text-sm font-semibold text-slate-800">
      <span className="w-20 shrink-0">Volume</span>
      <input
        aria-label={`${name} volume`}
        type="range"
        min={0}
        max={100}
        value={Math.round(value * 100)}
        onChange={(e) => onChange(Number(e.target.value) / 100)}
        className="min-w-0 flex-1 accent-plum-700"
      />
    </label>
  );
}
