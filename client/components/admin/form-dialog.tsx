import type { FieldValues } from 'react-hook-form';
import { Modal } from '../ui/modal.tsx';
import { AdminForm, type AdminFormProps } from './admin-form.tsx';

type Props<Values extends FieldValues, Output> = Omit<AdminFormProps<Values, Output>, 'onDone' | 'save'> & {
  title: string;
  description?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  save: AdminFormProps<Values, Output>['save'] & { reset(): void };
  /** What else to forget when the dialog closes (the save's failure is forgotten always). */
  onClose?(): void;
};

/** An admin's add-or-edit form in a dialog; closing it (Cancel, Escape, the close button, a save) forgets the save's failure. */
export function FormDialog<Values extends FieldValues, Output>({
  title,
  description,
  open,
  onOpenChange,
  onClose,
  ...form
}: Props<Values, Output>) {
  const close = () => {
    onClose?.();
    form.save.reset();
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      description={description}
    >
      <AdminForm {...form} onDone={close} />
    </Modal>
  );
}
