import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';

/** The room's modal frame (chat, notes). */
export function RoomDialog({
  title,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-5 shadow-2xl"
        >
          <div className="mb-3 flex items-center justify-between gap-4">
            <Dialog.Title className="font-serif text-2xl text-plum-900">{title}</Dialog.Title>
            <DialogCloseButton className="p-2 text-plum-900 hover:bg-plum-50" />
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
