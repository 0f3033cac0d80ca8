import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from '../ui/form-field.tsx';

type Props = {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur' | 'className'>;

/** A form's text, e-mail, date, time or number input with its label, hint and error. */
export function InputField({ label, hint, error, registration, ...input }: Props) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(ids) => <input {...ids} {...registration} {...input} className={inputClass} />}
    </FormField>
  );
}
