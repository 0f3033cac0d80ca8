import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from '../ui/form-field.tsx';

type Props = {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** The options. */
  children: ReactNode;
};

/** A form's select with its label, hint and error. */
export function SelectField({ label, hint, error, registration, children }: Props) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(ids) => (
        <select {...ids} {...registration} className={inputClass}>
          {children}
        </select>
      )}
    </FormField>
  );
}
