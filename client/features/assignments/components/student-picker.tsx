import { useId } from 'react';
import { inputClass, labelClass } from '../../../components/ui/form-styles.ts';

type Props = {
  /** `detail`, when given, follows the name: an e-mail tells two people of one name apart. */
  students: { id: number; name: string; detail?: string }[];
  /** The student shown; none: the placeholder is. */
  value: number | undefined;
  onChange(id: number | undefined): void;
  /** The first, empty option, while no student is chosen. */
  placeholder?: string;
};

/** 'Student': whose practice the teacher or the school sees, by name (a native select, keys and all). */
export function StudentPicker({ students, value, onChange, placeholder }: Props) {
  const id = useId();
  return (
    <div className="w-full sm:w-72">
      <label htmlFor={id} className={labelClass}>
        Student
      </label>
      <select
        id={id}
        className={inputClass}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {students.map((s) => (
          <option key={s.id} value={s.id}>
            {s.detail ? `${s.name} (${s.detail})` : s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
