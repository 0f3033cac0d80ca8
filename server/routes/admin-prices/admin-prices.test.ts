import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { COURSES, courseTypesFor } from '../../../common/courses.ts';
import { AMOUNT_TEXT } from '../../../common/fees/money.ts';
import { coursePrices, moneyLog } from '../../db/schema.ts';
import { expectAdminOnly, signInAdmin } from '../../test/admin-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { NO_SUCH_PLAN } from './admin-prices.service.ts';

describe('admin price list routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
  const url = `/api${API.adminPrices}`;
  const put = (cookie: string, path: string, amount: string) =>
    t.app.inject({ method: 'PUT', url: `${url}/${path}`, headers: { cookie }, payload: { amount } });

  it('refuses anyone but an admin', async () => {
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'GET', url },
      { method: 'PUT', url: `${url}/piano/quarter`, payload: { amount: '100' } },
    ]);
  });

  it('lists every course with each plan it offers, unpriced as null', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currency).toBe('INR');
    const offered = COURSES.flatMap((c) => courseTypesFor(c.value).map((p) => `${c.value}/${p}`));
    expect(body.Prices.map((p: { course: string; planType: string }) => `${p.course}/${p.planType}`)).toEqual(
      offered,
    );
    expect(body.Prices).toContainEqual({
      course: 'violin',
      courseLabel: 'Violin',
      planType: 'crash',
      planLabel: 'Crash Course',
      amountMinor: null,
      amount: null,
      formatted: null,
      updatedAt: null,
    });
    expect(offered).not.toContain('dual/crash');
  });

  it('sets a price from the amount as typed, in paise, and logs it in the money log', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const first = await put(cookie, 'piano/quarter', '₹ 15,000');
    expect(first.statusCode).toBe(200);
    expect(first.json().Price).toMatchObject({
      course: 'piano',
      planType: 'quarter',
      amountMinor: 1_500_000,
      amount: '15000.00',
      formatted: '₹15,000.00',
    });
    const second = await put(cookie, 'piano/quarter', '16000.50');
    expect(second.json().Price.formatted).toBe('₹16,000.50');
    const [stored] = await t.database.db
      .select()
      .from(coursePrices)
      .where(and(eq(coursePrices.course, 'piano'), eq(coursePrices.planType, 'quarter')));
    expect(stored?.amountMinor).toBe(1_600_050);
    const [logged] = await t.database.db
      .select()
      .from(moneyLog)
      .where(eq(moneyLog.action, 'price_set'))
      .orderBy(desc(moneyLog.id))
      .limit(1);
    expect(logged).toMatchObject({
      amountMinor: 1_600_050,
      detail: { course: 'piano', planType: 'quarter', fromMinor: 1_500_000, currency: 'INR' },
    });
    const list = (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json();
    expect(list.Prices).toContainEqual(
      expect.objectContaining({ course: 'piano', planType: 'quarter', amount: '16000.50' }),
    );
  });

  it('takes 0 as a free plan', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const res = await put(cookie, 'opera/crash', '0');
    expect(res.statusCode).toBe(200);
    expect(res.json().Price).toMatchObject({ amountMinor: 0, formatted: '₹0.00' });
  });

  it('refuses amounts that are not one, saying what is wrong, and changes nothing', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    await put(cookie, 'guitar/crash', '5000');
    for (const [amount, message] of [
      ['-5', AMOUNT_TEXT.negative],
      ['1.005', AMOUNT_TEXT.tooPrecise(2)],
      ['abc', AMOUNT_TEXT.notAmount],
      ['', AMOUNT_TEXT.notAmount],
      ['99999999999', AMOUNT_TEXT.tooLarge],
    ] as const) {
      const res = await put(cookie, 'guitar/crash', amount);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const [stored] = await t.database.db
      .select()
      .from(coursePrices)
      .where(and(eq(coursePrices.course, 'guitar'), eq(coursePrices.planType, 'crash')));
    expect(stored?.amountMinor).toBe(500_000);
  });

  it('answers 404 for a course or a plan the school does not offer', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    for (const path of ['tuba/quarter', 'dual/crash', 'piano/weekly']) {
      const res = await put(cookie, path, '100');
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error).toBe(NO_SUCH_PLAN);
    }
  });
});
