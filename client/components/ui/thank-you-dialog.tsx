import { Dialog } from 'radix-ui';

export const THANKS_TEXT = "We'll get back to you as soon as possible.";

/**
 * The 'Thank You!' dialog after a form is sent. Closes on Escape, the overlay or Close;
 * the page does not scroll while it is open.
 */
export function ThankYouDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="thank-you-overlay" className="fixed inset-0 z-[60] bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 text-center shadow-2xl">
          <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
            <span aria-hidden="true">✓</span>
          </div>
          <Dialog.Title className="font-serif text-3xl font-semibold text-plum-900">Thank You!</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-600">{THANKS_TEXT}</Dialog.Description>
          <Dialog.Close className="btn-primary mt-6">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
