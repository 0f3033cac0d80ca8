import type { UseFormRegisterReturn } from 'react-hook-form';
import { stripPhone } from '../../../common/schemas/field-rules.ts';
import { inputClass } from './form-styles.ts';
import { LabelledControl } from './labelled-control.tsx';

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: string;
};

/** A phone number input that drops, as it is typed, what a phone number cannot hold (stripPhone). */
export function PhoneField({ id, label, registration, error, autoComplete }: Props) {
  return (
    <LabelledControl id={id} label={label} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          {...registration}
          onChange={(e) => {
            e.target.value = stripPhone(e.target.value);
            return registration.onChange(e);
          }}
          type="tel"
          autoComplete={autoComplete}
          className={inputClass}
        />
      )}
    </LabelledControl>
  );
}
