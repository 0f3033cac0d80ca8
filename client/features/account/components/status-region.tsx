import type { ReactNode } from 'react';

/**
 * Where an outcome appears: a live region on the page from the start (so that what comes into it
 * is read out), taking no room while empty.
 */
export function StatusRegion({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="empty:absolute">
      {children}
    </div>
  );
}
