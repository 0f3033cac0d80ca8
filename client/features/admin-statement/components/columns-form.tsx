import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { statementColumnsSchema } from '../../../../common/schemas/admin-statement.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { type StatementColumnsInput, useSaveStatementColumns } from '../api/statement-api.ts';

type Props = {
  current: StatementColumnsInput | null;
  /** The column names of a file the admin chose, offered as suggestions. */
  suggestions: readonly string[];
  onDone(): void;
  onCancel?(): void;
};

/** Which of the bank's columns hold the date, the amount received, the reference and the narration. */
export function ColumnsForm({ current, suggestions, onDone, onCancel }: Props) {
  const listId = useId();
  const save = useSaveStatementColumns();
  const form = useForm<StatementColumnsInput>({
    resolver: zodResolver(statementColumnsSchema) as never,
    defaultValues: {
      date: current?.date ?? '',
      amount: current?.amount ?? '',
      reference: current?.reference ?? '',
      description: current?.description ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch {
      return;
    }
    toast.success('Statement columns saved');
    onDone();
  });
  const field = { list: listId, autoComplete: 'off' };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Statement columns">
      <p className="text-sm text-slate-600 sm:col-span-2">
        Name the columns of your bank’s CSV as they are written in its first line. They are kept for every
        statement after this one.
      </p>
      {save.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
          {errorText(save.error)}
        </p>
      ) : null}
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <InputField
        label="Date column"
        registration={form.register('date')}
        error={errors.date?.message}
        {...field}
      />
      <InputField
        label="Amount received column"
        hint="The column of money in (deposits, credits)"
        registration={form.register('amount')}
        error={errors.amount?.message}
        {...field}
      />
      <InputField
        label="Reference column"
        hint="The bank’s reference of each transfer (UTR, Ref No)"
        registration={form.register('reference')}
        error={errors.reference?.message}
        {...field}
      />
      <InputField
        label="Narration column (optional)"
        hint="Searched for the invoice number too"
        registration={form.register('description')}
        error={errors.description?.message}
        {...field}
      />
      <div className="flex justify-end gap-3 sm:col-span-2">
        {onCancel ? (
          <button type="button" className="btn-outline text-plum-800" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save columns'}
        </button>
      </div>
    </form>
  );
}
