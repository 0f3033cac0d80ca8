import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

const TONE = {
  error: 'bg-red-100 text-red-800',
  warning: 'bg-amber-50 text-amber-900',
  info: 'bg-sky-50 text-sky-900',
} as const;

/** A message over the video (screen share failed, a device problem or fallback). */
export function RoomMessage({
  tone,
  children,
  onDismiss,
}: {
  tone: keyof typeof TONE;
  children: ReactNode;
  onDismiss?(): void;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex max-w-xl items-start gap-2 rounded-lg p-3 text-sm shadow-lg ${TONE[tone]}`}
    >
      <p className="min-w-0">{children}</p>
      {onDismiss && (
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className="-m-1 rounded p-1 hover:bg-black/5"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  );
}
