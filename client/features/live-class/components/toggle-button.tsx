/** Video or Audio on/off: the name stays, aria-pressed says the state. */
export function ToggleButton({
  label,
  on,
  onChange,
}: {
  label: string;
  on: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={`rounded-full px-3 py-1.5 text-sm font-semibold transition ${on ? 'bg-white/15 text-white hover:bg-white/25' : 'bg-red-600 text-white line-through hover:bg-red-500'}`}
    >
      {label}
    </button>
  );
}
