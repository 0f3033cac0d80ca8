import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from '../ui/form-field.tsx';

type Props = {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  rows: number;
};

/** A form's several-line text with its label, hint and error. */
export function TextAreaField({ label, hint, error, registration, rows }: Props) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(ids) => <textarea {...ids} {...registration} rows={rows} className={inputClass} />}
    </FormField>
  );
}
