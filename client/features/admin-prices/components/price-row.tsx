import { useId, useState } from 'react';
import type { Price } from '../../../../common/schemas/prices.ts';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetPrice } from '../api/admin-prices-api.ts';

type Props = { price: Price; currency: string };

/** One plan's row of the price list: its amount, editable, saved on its own. */
export function PriceRow({ price, currency }: Props) {
  const [amount, setAmount] = useState(price.amount ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSetPrice();
  const errorId = useId();
  const name = `${price.courseLabel} - ${price.planLabel}`;

  const onSave = async () => {
    setError(null);
    try {
      const { Price: saved } = await save.mutateAsync({
        course: price.course,
        planType: price.planType,
        amount,
      });
      if (saved.amount !== null) setAmount(saved.amount);
      toast.success(`Price saved: ${name}, ${saved.formatted}`);
    } catch (err) {
      const message = errorText(err, 'The price could not be saved');
      setError(message);
      toast.error(message);
    }
  };

  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="py-2 pr-2 text-left text-sm font-normal text-slate-800">
        <span>{price.planLabel}</span>
        {price.formatted === null ? <p className="text-xs text-slate-500">Not set yet</p> : null}
      </th>
      <td className="py-2 pr-2">
        <div className="flex items-center gap-1">
          <span className="text-sm text-slate-600" aria-hidden="true">
            {currency}
          </span>
          <input
            className={`${inputClass} min-w-0`}
            inputMode="decimal"
            autoComplete="off"
            aria-label={`Price of ${name} (${currency})`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void onSave();
            }}
          />
        </div>
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </td>
      <td className="py-2 text-right">
        <button
          type="button"
          className="btn-outline min-h-11 px-3 py-1 text-plum-800"
          onClick={onSave}
          disabled={save.isPending}
          aria-label={`Save price of ${name}`}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
      </td>
    </tr>
  );
}
