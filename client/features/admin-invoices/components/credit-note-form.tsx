import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formatMoney } from '../../../../common/fees/money.ts';
import { creditNoteSchema, type InvoiceSummary } from '../../../../common/schemas/admin-invoices.ts';
import { AmountField } from '../../../components/admin/amount-field.tsx';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useIssueCreditNote } from '../api/admin-invoices-api.ts';
import { useRefusal } from '../hooks/use-refusal.ts';
import { MoneyForm } from './money-form.tsx';
import { creditNoteFieldOf } from './refusal-fields.ts';

type Values = { amount: string; reason: string };

type Props = { invoice: InvoiceSummary; onDone(): void };

/** Issues a credit note against an issued invoice (a correction or a refund), mailed to the student. */
export function CreditNoteForm({ invoice, onDone }: Props) {
  const save = useIssueCreditNote();
  const form = useForm<Values>({
    resolver: zodResolver(creditNoteSchema) as never,
    defaultValues: { amount: '', reason: '' },
  });
  const field = fieldProps(form);
  const refusal = useRefusal(creditNoteFieldOf, form.setError);
  const creditable = invoice.totalMinor - invoice.creditedMinor;

  const send = async (values: Values) => {
    const { CreditNote } = await save.mutateAsync({ id: invoice.id, input: values });
    toast.success(`Credit note ${CreditNote.number ?? ''} issued`.replace('  ', ' '));
  };

  return (
    <MoneyForm action="Issue credit note" form={form} refusal={refusal} onSend={send} onDone={onDone}>
      <AmountField
        label="Amount"
        hint={`At most ${formatMoney(creditable, invoice.currency)}, tax included`}
        {...field('amount')}
      />
      <InputField label="Reason" hint="Printed on the credit note" autoComplete="off" {...field('reason')} />
    </MoneyForm>
  );
}
