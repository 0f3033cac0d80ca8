import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_TEXT,
  formatMoney,
  formatMoneyCode,
  invoiceTotals,
  netOf,
  parseAmount,
  plainAmount,
  splitProportionally,
  taxOf,
} from './money.ts';

describe('money in minor units', () => {
  it('rounds tax half up once on the subtotal', () => {
    expect(taxOf(1000, 1800)).toBe(180);
    expect(taxOf(1, 5000)).toBe(1); // 0.5 paise rounds up
    expect(taxOf(1, 4999)).toBe(0);
    expect(taxOf(333, 1800)).toBe(60); // 59.94
    expect(taxOf(-333, 1800)).toBe(-60);
    expect(taxOf(1_500_000, 0)).toBe(0);
  });

  it("takes a credit note's tax out of its amount by the same rule", () => {
    expect(netOf(59_000, 1800)).toBe(50_000);
    expect(netOf(118_000, 1800)).toBe(100_000);
    expect(netOf(1, 1800)).toBe(1);
    expect(netOf(500, 0)).toBe(500);
    for (const gross of [1, 2, 117, 999, 123_457]) {
      const net = netOf(gross, 1800);
      expect(net + taxOf(net, 1800)).toBeLessThanOrEqual(gross);
    }
  });

  it('reads what people type, and says what is wrong', () => {
    expect(parseAmount('1500', 'INR')).toEqual({ ok: true, minor: 150_000 });
    expect(parseAmount('1,500.50', 'INR')).toEqual({ ok: true, minor: 150_050 });
    expect(parseAmount(' ₹ 1,50,000 ', 'INR')).toEqual({ ok: true, minor: 15_000_000 });
    expect(parseAmount('12.5', 'INR')).toEqual({ ok: true, minor: 1250 });
    expect(parseAmount('-5', 'INR')).toEqual({ ok: false, message: AMOUNT_TEXT.negative });
    expect(parseAmount('0', 'INR')).toEqual({ ok: false, message: AMOUNT_TEXT.negative });
    expect(parseAmount('0', 'INR', { allowZero: true })).toEqual({ ok: true, minor: 0 });
    expect(parseAmount('1.005', 'INR')).toEqual({ ok: false, message: AMOUNT_TEXT.tooPrecise(2) });
    expect(parseAmount('1.5', 'JPY')).toEqual({ ok: false, message: AMOUNT_TEXT.tooPrecise(0) });
    expect(parseAmount('abc', 'INR')).toEqual({ ok: false, message: AMOUNT_TEXT.notAmount });
    expect(parseAmount('1e5', 'INR')).toEqual({ ok: false, message: AMOUNT_TEXT.notAmount });
    expect(parseAmount('99999999999', 'INR')).toEqual({ ok: false, message: AMOUNT_TEXT.tooLarge });
  });

  it('shows amounts the way the school reads them', () => {
    expect(formatMoney(15_000_000, 'INR')).toBe('₹1,50,000.00');
    expect(formatMoneyCode(150_050, 'INR')).toBe('INR 1,500.50');
    expect(plainAmount(150_050, 'INR')).toBe('1500.50');
    expect(plainAmount(5, 'INR')).toBe('0.05');
  });

  it('keeps totals exact over any lines, rates and part payments', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 5 }),
            unitMinor: fc.integer({ min: 0, max: 5_000_000 }),
          }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 2800 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 5 }),
        (lines, rate, weights) => {
          const t = invoiceTotals(lines, rate);
          expect(t.totalMinor).toBe(t.subtotalMinor + t.taxMinor);
          expect(Number.isInteger(t.taxMinor)).toBe(true);
          // The rule: |tax - exact| <= half a minor unit.
          expect(Math.abs(t.taxMinor - (t.subtotalMinor * rate) / 10_000)).toBeLessThanOrEqual(0.5);
          // Part payments in any proportion add up to the total, and the balance reaches zero.
          const parts = splitProportionally(t.totalMinor, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(t.totalMinor);
          let balance = t.totalMinor;
          for (const p of parts) balance -= p;
          expect(balance).toBe(0);
          // A parsed plain figure comes back as itself.
          const again = parseAmount(plainAmount(t.totalMinor, 'INR'), 'INR', { allowZero: true });
          expect(again).toEqual({ ok: true, minor: t.totalMinor });
        },
      ),
    );
  });

  it('splits in proportion with each part within one unit of its exact share', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(splitProportionally(7, [0, 0])).toEqual([7, 0]);
  });
});
