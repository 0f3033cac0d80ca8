import type { ReactNode } from 'react';

/** One row of a `RowList`: what it is, then its buttons, wrapping on a narrow screen. */
export function ListRow({ alignTop = false, children }: { alignTop?: boolean; children: ReactNode }) {
  return (
    <li className={`flex flex-wrap gap-x-4 gap-y-2 px-4 py-3 ${alignTop ? 'items-start' : 'items-center'}`}>
      {children}
    </li>
  );
}
