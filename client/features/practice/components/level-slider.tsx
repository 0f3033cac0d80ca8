import { LevelRange } from '../../../components/music/level-range.tsx';

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
      <LevelRange label={`${name} volume`} value={value} onChange={onChange} />
    </label>
  );
}
