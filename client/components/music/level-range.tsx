/** A tool's volume here: a 0 to 100 slider over the player's level from 0 to 1. */
export function LevelRange({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange(level: number): void;
  /** Its name, when the visible label does not say whose volume it is. */
  label?: string;
}) {
  return (
    <input
      aria-label={label}
      type="range"
      min={0}
      max={100}
      value={Math.round(value * 100)}
      onChange={(e) => onChange(Number(e.target.value) / 100)}
      className="min-w-0 flex-1 accent-plum-700"
    />
  );
}
