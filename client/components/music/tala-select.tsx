import { TALA_IDS, TALAS, type TalaId } from '../../../common/practice-tools.ts';

/** The metronome's tala, or none for a plain bar (the lesson's panel and the practice room). */
export function TalaSelect({
  value,
  onChange,
  className,
}: {
  value: TalaId | null;
  onChange(tala: TalaId | null): void;
  className: string;
}) {
  return (
    <select
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || null) as TalaId | null)}
      className={className}
    >
      <option value="">None (a plain bar)</option>
      {TALA_IDS.map((id) => (
        <option key={id} value={id}>
          {TALAS[id].name} ({TALAS[id].beats})
        </option>
      ))}
    </select>
  );
}
