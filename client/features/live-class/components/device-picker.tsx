import { useId } from 'react';
import type { DeviceOption } from '../rtc/lesson-core.ts';

/** One labelled list of devices; choosing one switches to it at once. */
export function DevicePicker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: DeviceOption[];
  value: string;
  onChange(id: string): void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-plum-900">
        {label}
      </label>
      <select
        id={id}
        value={options.some((o) => o.id === value) ? value : (options[0]?.id ?? '')}
        onChange={(e) => onChange(e.target.value)}
        disabled={options.length === 0}
        className="mt-1 w-full truncate rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-plum-600 focus:outline-2 focus:outline-plum-600 disabled:bg-slate-100"
      >
        {options.length === 0 && <option value="">None found</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
