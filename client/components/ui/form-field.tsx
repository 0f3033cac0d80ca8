import { type ReactNode, useId } from 'react';

type Props = {
  label: string;
  error?: string;
  hint?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children(ids: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }): ReactNode;
};

/** A labelled form control with its hint and error message. */
export function FormField({ label, error, hint, children }: Props) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-plum-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-plum-600 focus:outline-2 focus:outline-plum-600 aria-[invalid=true]:border-red-600';
