import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../../common/fees/fee-states.ts';
import { formatMoney } from '../../../../common/fees/money.ts';
import { type InvoiceSummary, recordPaymentSchema } from '../../../../common/schemas/admin-invoices.ts';
import { AmountField } from '../../../components/admin/amount-field.tsx';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRecordPayment } from '../api/admin-invoices-api.ts';
import { useRefusal } from '../hooks/use-refusal.ts';
import { MoneyForm } from './money-form.tsx';
import { paymentFieldOf } from './refusal-fields.ts';

type Values = { amount: string; method: PaymentMethod; reference: string; paidOn: string };

type Props = { invoice: InvoiceSummary; today: string; onDone(): void };

/** Records money received against an issued invoice; the server's refusal shows under its field. */
export function RecordPaymentForm({ invoice, today, onDone }: Props) {
  const save = useRecordPayment();
  const form = useForm<Values>({
    resolver: zodResolver(recordPaymentSchema) as never,
    defaultValues: { amount: '', method: 'upi', reference: '', paidOn: today },
  });
  const field = fieldProps(form);
  const refusal = useRefusal(paymentFieldOf, form.setError);
  const method = form.watch('method');

  const send = async (values: Values) => {
    const { balanceMinor } = await save.mutateAsync({ id: invoice.id, input: values });
    toast.success(
      balanceMinor > 0
        ? `Payment recorded; ${formatMoney(balanceMinor, invoice.currency)} still owed`
        : 'Payment recorded; the invoice is paid in full',
    );
  };

  return (
    <MoneyForm action="Record payment" form={form} refusal={refusal} onSend={send} onDone={onDone}>
      <AmountField
        label="Amount"
        hint={`Balance ${formatMoney(invoice.balanceMinor, invoice.currency)}`}
        {...field('amount')}
      />
      <SelectField label="Method" {...field('method')}>
        {PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {PAYMENT_METHOD_LABELS[m]}
          </option>
        ))}
      </SelectField>
      {method === 'cash' ? null : (
        <InputField
          label="Reference"
          hint="The UPI or bank reference"
          autoComplete="off"
          {...field('reference')}
        />
      )}
      <InputField label="Paid on" type="date" max={today} {...field('paidOn')} />
    </MoneyForm>
  );
}
