import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { createInvoiceSchema } from '../../../../common/schemas/admin-invoices.ts';
import { AmountField } from '../../../components/admin/amount-field.tsx';
import { InputField } from '../../../components/admin/input-field.tsx';
import { PersonSelectField } from '../../../components/admin/person-select-field.tsx';
import { usePeople } from '../../../components/admin/use-people.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateInvoice } from '../api/admin-invoices-api.ts';
import { FormFailure } from './form-failure.tsx';

type Line = { description: string; quantity: string; unitAmount: string };
type Values = { studentId: string; lines: Line[]; note: string; issue: boolean };

const EMPTY_LINE: Line = { description: '', quantity: '1', unitAmount: '' };

type Props = { open: boolean; onOpenChange(open: boolean): void; onCreated(id: number): void };

/** A new invoice for a student: its lines (amounts as typed), saved as a draft or issued and mailed at once. */
export function NewInvoiceDialog({ open, onOpenChange, onCreated }: Props) {
  const students = usePeople('student', open);
  const create = useCreateInvoice();
  const form = useForm<Values>({
    resolver: zodResolver(createInvoiceSchema) as never,
    defaultValues: { studentId: '', lines: [EMPTY_LINE], note: '', issue: false },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const errors = form.formState.errors;

  const close = () => {
    form.reset();
    create.reset();
    onOpenChange(false);
  };
  const submit = (issue: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        const { Invoice } = await create.mutateAsync({ ...values, issue });
        toast.success(issue ? `Invoice ${Invoice.number ?? ''} issued and mailed` : 'Draft invoice saved');
        close();
        onCreated(Invoice.id);
      } catch {
        // Shown above the fields.
      }
    });

  return (
    <Modal open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="New invoice">
      {students.isPending ? (
        <p>Loading students...</p>
      ) : students.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(students.error, 'Failed to load the students')}
        </p>
      ) : (
        <form onSubmit={submit(false)} noValidate className="flex flex-col gap-4">
          <FormFailure message={create.isError ? errorText(create.error) : null} />
          <PersonSelectField
            of="student"
            people={students.data}
            registration={form.register('studentId')}
            error={errors.studentId?.message}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-plum-900">Lines</legend>
            {lines.fields.map((line, i) => (
              <div
                key={line.id}
                className="grid gap-3 rounded-lg border border-plum-100 p-3 sm:grid-cols-[1fr_6rem_9rem]"
              >
                <InputField
                  label={`Description, line ${i + 1}`}
                  autoComplete="off"
                  registration={form.register(`lines.${i}.description`)}
                  error={errors.lines?.[i]?.description?.message}
                />
                <InputField
                  label="Quantity"
                  inputMode="numeric"
                  registration={form.register(`lines.${i}.quantity`)}
                  error={errors.lines?.[i]?.quantity?.message}
                />
                <AmountField
                  label="Unit amount"
                  registration={form.register(`lines.${i}.unitAmount`)}
                  error={errors.lines?.[i]?.unitAmount?.message}
                />
                {lines.fields.length > 1 ? (
                  <button
                    type="button"
                    className="justify-self-end text-sm text-red-700 underline sm:col-span-3"
                    onClick={() => lines.remove(i)}
                  >
                    Remove line {i + 1}
                  </button>
                ) : null}
              </div>
            ))}
            {errors.lines?.message ? <p className="text-sm text-red-700">{errors.lines.message}</p> : null}
            <button
              type="button"
              className="btn-outline self-start text-plum-800"
              onClick={() => lines.append(EMPTY_LINE)}
              disabled={lines.fields.length >= 50}
            >
              Add line
            </button>
          </fieldset>
          <InputField
            label="Note"
            hint="Optional; printed on the invoice"
            registration={form.register('note')}
            error={errors.note?.message}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-outline text-plum-800" onClick={close}>
              Cancel
            </button>
            <button
              type="submit"
              className="btn-outline text-plum-800"
              disabled={form.formState.isSubmitting}
            >
              Save draft
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={form.formState.isSubmitting}
              onClick={() => void submit(true)()}
            >
              Issue and mail
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
