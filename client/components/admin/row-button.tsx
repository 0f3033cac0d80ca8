import type { ReactNode } from 'react';

type Props = {
  /** The accessible name, which says which row it acts on. */
  label: string;
  onClick(): void;
  disabled?: boolean;
  /** For what cannot be taken back (delete, remove, cancel). */
  danger?: boolean;
  children: ReactNode;
};

/** A row's action in an admin list. */
export function RowButton({ label, onClick, disabled, danger = false, children }: Props) {
  return (
    <button
      type="button"
      className={`btn-outline px-4 py-2 ${danger ? 'text-red-700' : 'text-plum-800'}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
