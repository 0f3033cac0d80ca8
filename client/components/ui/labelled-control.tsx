import type { ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { labelClass } from './form-styles.ts';

/** The accessibility attributes a control needs to be tied to its label and error. */
export type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type Props = {
  id: string;
  label: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled form control with its error message under it. */
export function LabelledControl({ id, label, error, className, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
