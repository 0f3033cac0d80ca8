import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormButtons } from '../../../components/admin/form-buttons.tsx';
import type { Refusal } from '../hooks/use-refusal.ts';
import { FormFailure } from './form-failure.tsx';

type Props<Values extends FieldValues> = {
  /** The form's name, and its submit button's. */
  action: string;
  form: Pick<UseFormReturn<Values>, 'handleSubmit' | 'formState'>;
  refusal: Refusal;
  /** Sends the valid values; a refusal is shown where it belongs, else the form closes. */
  onSend(values: Values): Promise<void>;
  /** Closes the form: once sent, and on Cancel. */
  onDone(): void;
  children: ReactNode;
};

/** A money form against an issued invoice (a payment, a credit note): refusal, fields, then the buttons. */
export function MoneyForm<Values extends FieldValues>({
  action,
  form,
  refusal,
  onSend,
  onDone,
  children,
}: Props<Values>) {
  const submit = form.handleSubmit((values) =>
    refusal.attempt(async () => {
      await onSend(values);
      onDone();
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={action} className="grid gap-4 sm:grid-cols-2">
      <FormFailure message={refusal.failure} />
      {children}
      <FormButtons submitting={form.formState.isSubmitting} submitLabel={action} onCancel={onDone} />
    </form>
  );
}
