import type { z } from 'zod';
import { formatMoney, plainAmount } from '../../../common/fees/money.ts';
import type { Price, priceListResponse, priceResponse } from '../../../common/schemas/prices.ts';
import type { PriceRow } from './admin-prices.service.ts';

const presentPrice = (p: PriceRow, currency: string): Price => ({
  course: p.course,
  courseLabel: p.courseLabel,
  planType: p.planType,
  planLabel: p.planLabel,
  amountMinor: p.amountMinor,
  amount: p.amountMinor === null ? null : plainAmount(p.amountMinor, currency),
  formatted: p.amountMinor === null ? null : formatMoney(p.amountMinor, currency),
  updatedAt: p.updatedAt?.toISOString() ?? null,
});

/** `{ result, currency, Prices }`. */
export const presentPriceList = (rows: PriceRow[], currency: string): z.infer<typeof priceListResponse> => ({
  result: true,
  currency,
  Prices: rows.map((p) => presentPrice(p, currency)),
});

/** `{ result, Price }`. */
export const presentPriceAnswer = (row: PriceRow, currency: string): z.infer<typeof priceResponse> => ({
  result: true,
  Price: presentPrice(row, currency),
});
