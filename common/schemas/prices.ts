import { z } from 'zod';

// The school's price list (issue 44): each course and the plans it offers, with the price or
// none yet. Amounts travel in minor units (paise) and as the admin types them (text).

export const priceSchema = z.object({
  course: z.string(),
  courseLabel: z.string(),
  planType: z.string(),
  planLabel: z.string(),
  /** Minor units of the school's currency; null: not set yet. */
  amountMinor: z.number().int().nullable(),
  /** The amount as a plain figure ('15000.00'), for the admin's input; null when not set. */
  amount: z.string().nullable(),
  /** As people read it ('₹15,000.00'); null when not set. */
  formatted: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Price = z.infer<typeof priceSchema>;

/** GET /api/admin/prices: every course × its offered plans. */
export const priceListResponse = z.object({
  result: z.literal(true),
  currency: z.string(),
  Prices: z.array(priceSchema),
});

export const priceParams = z.object({ course: z.string().max(40), plan: z.string().max(40) });

/** PUT /api/admin/prices/{course}/{plan}: the amount as typed ('15,000', '1500.50'); 0 is a free plan. */
export const setPriceSchema = z.object({ amount: z.string().max(40, 'The amount is too long') });

export const priceResponse = z.object({ result: z.literal(true), Price: priceSchema });
