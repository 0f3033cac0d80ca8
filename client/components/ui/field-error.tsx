import { errorClass } from './form-styles.ts';

/** A control's error message, if it has one; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={errorClass}>
      {error}
    </p>
  ) : null;
}
