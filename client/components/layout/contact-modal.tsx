import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { school } from '../../lib/school.ts';
import { DialogCloseButton } from '../ui/dialog-close-button.tsx';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened the modal; focus returns to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
  children?: ReactNode;
};

/** The 'Contact Us' modal of the floating shortcuts, holding the send-message form. */
export function ContactModal({ open, onOpenChange, opener, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-2xl text-plum-900">Contact Us</Dialog.Title>
            <DialogCloseButton className="size-10 hover:bg-slate-100" />
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-600">
            Send us a message, call {school.phones.primary} or write to {school.emails.general}.
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
