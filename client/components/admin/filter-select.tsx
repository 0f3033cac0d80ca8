import { inputClass } from '../ui/form-field.tsx';

export const filterLabelClass = 'flex flex-col gap-1 text-sm font-semibold text-plum-900';

type Props<Value extends string> = {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange(value: NoInfer<Value>): void;
  /** The label's width and margin. */
  className?: string;
};

/** A list's filter: a labelled select whose change applies at once. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  className = '',
}: Props<Value>) {
  return (
    <label className={`${filterLabelClass} ${className}`}>
      {label}
      <select className={inputClass} value={value} onChange={(e) => onChange(e.target.value as Value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
