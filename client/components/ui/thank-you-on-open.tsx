import { lazy, Suspense, useState } from 'react';

const load = () => import('./thank-you-dialog.tsx');
const ThankYouDialog = lazy(async () => ({ default: (await load()).ThankYouDialog }));

/** Starts loading the dialog's code (a form's first focus), so it is ready when the form is sent. */
export function preloadThankYou() {
  load().catch(() => {});
}

/**
 * The 'Thank You!' dialog, whose code (the dialog library) loads when it first opens, not with
 * the form's page; once opened it stays mounted, so it closes as the dialog does.
 */
export function ThankYouOnOpen({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ThankYouDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
