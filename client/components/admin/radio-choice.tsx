import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  registration: UseFormRegisterReturn;
  value: string;
  /** The label's classes, when it needs more than the default. */
  className?: string;
  children: ReactNode;
};

/** One radio of an admin form's choice, its label beside it. */
export function RadioChoice({
  registration,
  value,
  className = 'flex items-center gap-2 text-sm text-slate-800',
  children,
}: Props) {
  return (
    <label className={className}>
      <input type="radio" value={value} {...registration} className="size-4 accent-plum-700" />
      {children}
    </label>
  );
}
