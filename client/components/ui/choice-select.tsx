/** A select of a fixed list of strings, each shown as itself (the drone's key and first string). */
export function ChoiceSelect<T extends string>({
  choices,
  value,
  onChange,
  className,
}: {
  choices: readonly T[];
  value: T;
  onChange(choice: T): void;
  className: string;
}) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value as T)} className={className}>
      {choices.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
}
