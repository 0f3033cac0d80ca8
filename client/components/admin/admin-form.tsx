import type { ReactNode } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { errorText } from '../../lib/error-text.ts';
import { toast } from '../../lib/toast.ts';
import { FormButtons } from './form-buttons.tsx';

export type AdminFormProps<Values extends FieldValues, Output> = {
  form: { handleSubmit: UseFormHandleSubmit<Values, Output>; formState: { isSubmitting: boolean } };
  /** The save's mutation: its failure is shown above the fields. */
  save: { isError: boolean; error: unknown };
  onSave(values: Output): Promise<unknown>;
  /** Said once the save succeeds. */
  saved: string;
  /** Closes the form: after a save, and on Cancel. */
  onDone(): void;
  submitLabel?: string;
  /** Two columns of fields from the small breakpoint up (the failure and the buttons span both). */
  twoColumns?: boolean;
  children: ReactNode;
};

/** An admin's add-or-edit form: the save's failure, the fields, then Cancel and the submit button. */
export function AdminForm<Values extends FieldValues, Output>({
  form,
  save,
  onSave,
  saved,
  onDone,
  submitLabel = 'Save',
  twoColumns = false,
  children,
}: AdminFormProps<Values, Output>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch {
      return; // Shown above the fields from the mutation's error.
    }
    toast.success(saved);
    onDone();
  });
  const submitting = form.formState.isSubmitting;
  return (
    <form
      onSubmit={submit}
      noValidate
      className={twoColumns ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4'}
    >
      {save.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm whitespace-pre-line text-red-800 sm:col-span-2"
        >
          {errorText(save.error)}
        </p>
      ) : null}
      {children}
      <FormButtons submitting={submitting} submitLabel={submitLabel} onCancel={onDone} />
    </form>
  );
}
