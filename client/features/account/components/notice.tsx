import type { ReactNode } from 'react';

const LOOKS = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-gold-400 bg-amber-50 text-plum-950',
};

/**
 * A message in the site's form style. A failure is an alert (read out as it appears); an outcome
 * goes in a `StatusRegion`, which is on the page before it, so that it is read out too.
 */
export function Notice({ kind, children }: { kind: keyof typeof LOOKS; children: ReactNode }) {
  return (
    <div
      role={kind === 'error' ? 'alert' : undefined}
      className={`rounded-lg border px-4 py-3 text-sm ${LOOKS[kind]}`}
    >
      {children}
    </div>
  );
}
