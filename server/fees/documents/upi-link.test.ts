import { describe, expect, it } from 'vitest';
import { upiLink } from './upi-link.ts';

const payment = {
  payeeVpa: 'harmony.demo1@exampleupi',
  payeeName: 'Harmony School of Music',
  amountMinor: 1_770_000,
  currency: 'INR',
  note: 'HSM/2026-27/0001',
};

describe('the UPI link of an invoice', () => {
  it('names the payee, the exact amount with two decimals, the currency and the invoice number', () => {
    expect(upiLink(payment)).toBe(
      'upi://pay?pa=harmony.demo1@exampleupi&pn=Harmony%20School%20of%20Music&am=17700.00&cu=INR&tn=HSM/2026-27/0001',
    );
  });

  it('prints paise exactly', () => {
    expect(upiLink({ ...payment, amountMinor: 150_050 })).toContain('&am=1500.50&');
    expect(upiLink({ ...payment, amountMinor: 5 })).toContain('&am=0.05&');
  });

  it('encodes what would end or change a field, and letters beyond ASCII as UTF-8', () => {
    const link = upiLink({ ...payment, payeeName: 'Rao & Sons = #1 + ½ 100%', note: 'Fees: Śruti' });
    expect(link).toContain('pn=Rao%20%26%20Sons%20%3D%20%231%20%2B%20%C2%BD%20100%25&');
    expect(link).toContain('tn=Fees%3A%20%C5%9Aruti');
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(params.get('pn')).toBe('Rao & Sons = #1 + ½ 100%');
    expect(params.get('tn')).toBe('Fees: Śruti');
    expect([...params.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn']);
  });

  it('refuses an amount that is not a whole positive number of paise, and a payee that is not a UPI id', () => {
    for (const amountMinor of [0, -100, 10.5, Number.NaN]) {
      expect(() => upiLink({ ...payment, amountMinor })).toThrow(RangeError);
    }
    expect(() => upiLink({ ...payment, payeeVpa: 'not an id' })).toThrow('not a UPI id');
  });
});
