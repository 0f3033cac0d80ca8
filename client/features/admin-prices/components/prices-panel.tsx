import type { Price } from '../../../../common/schemas/prices.ts';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { usePrices } from '../api/admin-prices-api.ts';
import { PriceRow } from './price-row.tsx';

/** The prices grouped by course, in the courses' order. */
const byCourse = (prices: Price[]) => {
  const groups = new Map<string, Price[]>();
  for (const p of prices) groups.set(p.course, [...(groups.get(p.course) ?? []), p]);
  return [...groups.values()];
};

/** The school's price list: each course and plan's price, each saved on its own. */
export function PricesPanel() {
  const prices = usePrices();
  return (
    <AdminSection
      title="Prices"
      description="The price of each course and plan, used for new enrolments and renewal offers. Amounts are in the school's currency; 0 makes a plan free."
    >
      {prices.isPending ? (
        <p>Loading prices...</p>
      ) : prices.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(prices.error, 'Failed to load prices')}
        </p>
      ) : (
        <table className="w-full table-fixed border-collapse">
          <caption className="sr-only">Prices in {prices.data.currency}</caption>
          <colgroup>
            <col className="w-[38%]" />
            <col />
            <col className="w-20" />
          </colgroup>
          <thead>
            <tr className="text-left text-xs text-slate-500 uppercase">
              <th scope="col" className="pb-1 font-semibold">
                Plan
              </th>
              <th scope="col" className="pb-1 font-semibold">
                Price ({prices.data.currency})
              </th>
              <th scope="col" className="pb-1">
                <span className="sr-only">Save</span>
              </th>
            </tr>
          </thead>
          {byCourse(prices.data.Prices).map((plans) => (
            <tbody key={plans[0]?.course}>
              <tr>
                <th
                  scope="colgroup"
                  colSpan={3}
                  className="pt-4 pb-1 text-left font-serif text-lg font-semibold text-plum-900"
                >
                  {plans[0]?.courseLabel}
                </th>
              </tr>
              {plans.map((p) => (
                <PriceRow
                  key={`${p.course}/${p.planType}/${p.updatedAt}`}
                  price={p}
                  currency={prices.data.currency}
                />
              ))}
            </tbody>
          ))}
        </table>
      )}
    </AdminSection>
  );
}
