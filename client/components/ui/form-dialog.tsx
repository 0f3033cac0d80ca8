import type { FormEventHandler, ReactNode } from 'react';
import { errorText } from '../../lib/error-text.ts';
import { Modal } from './modal.tsx';

type Props = {
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** The save's failure, shown above the fields; null when there is none. */
  error: unknown;
  /** Forgets that failure when the dialog closes. */
  onClose(): void;
  children: ReactNode;
};

/** An add-or-edit form in a dialog: the save's failure, the fields, then Cancel and Save. */
export function FormDialog({
  title,
  open,
  onOpenChange,
  onSubmit,
  submitting,
  error,
  onClose,
  children,
}: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
        onOpenChange(next);
      }}
      title={title}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            {errorText(error)}
          </p>
        ) : null}
        {children}
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-outline text-plum-800" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={submitting}>
            {submitting ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
