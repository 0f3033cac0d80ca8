import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button.tsx';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
};

/** A centred dialog with a title and a close button (focus trapped, Escape closes). */
export function Modal({ open, onOpenChange, title, description, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-slate-800 shadow-2xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-2xl font-semibold text-plum-900">{title}</Dialog.Title>
            <DialogCloseButton
              className="-mt-1 -mr-2 size-10 shrink-0 text-slate-500 hover:bg-slate-100"
              iconClassName="size-5"
            />
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
