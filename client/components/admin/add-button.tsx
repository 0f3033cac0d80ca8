import type { ReactNode } from 'react';

/** The panel's button that opens its form to add an item. */
export function AddButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className="btn-primary py-2.5" onClick={onClick}>
      {children}
    </button>
  );
}
