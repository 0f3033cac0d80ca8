import type { AdminUser } from '../../../common/schemas/admin-users.ts';
import type { FieldProps } from './field-props.ts';
import { SelectField } from './select-field.tsx';

type Props = FieldProps & { of: 'teacher' | 'student'; people: readonly AdminUser[] };

const LABELS = { teacher: 'Teacher', student: 'Student' };

/** A form's choice of a teacher or a student: an option a person, "Asha Rao (asha@example.com)", valued by id. */
export function PersonSelectField({ of, people, ...field }: Props) {
  return (
    <SelectField label={LABELS[of]} {...field}>
      <option value="">{`Choose a ${of}`}</option>
      {people.map((p) => (
        <option key={p.id} value={p.id}>
          {p.firstName} {p.lastName} ({p.email})
        </option>
      ))}
    </SelectField>
  );
}
