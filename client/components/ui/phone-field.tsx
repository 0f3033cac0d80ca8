import type { UseFormRegisterReturn } from 'react-hook-form';
import { stripPhone } from '../../../common/schemas/field-rules.ts';
import { inputClass } from './form-styles.ts';
import { LabelledControl } from './labelled-control.tsx';

type Props = {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** 'tel' for the person's own number, 'off' for someone else's. */
  autoComplete: 'tel' | 'off';
  className?: string;
};

/** A phone number field: anything but digits, spaces, +, - and brackets goes as it is typed (stripPhone). */
export function PhoneField({ id, label, error, registration, autoComplete, className }: Props) {
  return (
    <LabelledControl id={id} label={label} error={error} className={className}>
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
