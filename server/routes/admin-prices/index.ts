import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  priceListResponse,
  priceParams,
  priceResponse,
  setPriceSchema,
} from '../../../common/schemas/prices.ts';
import type { FeeContext } from '../../fees/fee-context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { adminErrors, adminOnly } from '../admin-route.ts';
import { presentPriceAnswer, presentPriceList } from './admin-prices.presenter.ts';
import { listPrices, setPrice } from './admin-prices.service.ts';

/** The school's price list: each course and plan's price. Admins only. */
export const adminPricesRoutes: FastifyPluginAsyncZod<{ fees: FeeContext }> = async (app, { fees }) => {
  adminOnly(app);
  const db = () => app.database.db;
  const currency = fees.policy.currency;

  app.get(
    API.adminPrices,
    {
      schema: {
        summary: "Every course and each plan it offers, with the school's price or null when not set",
        tags: ['admin', 'fees'],
        response: { 200: priceListResponse, ...adminErrors },
      },
    },
    async () => presentPriceList(await listPrices(db()), currency),
  );

  app.put(
    `${API.adminPrices}/:course/:plan`,
    {
      schema: {
        summary:
          'Set the price of a course and plan from the amount as typed (400 saying what is wrong with it); logged in the money log',
        tags: ['admin', 'fees'],
        params: priceParams,
        body: setPriceSchema,
        response: { 200: priceResponse, ...adminErrors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const row = await setPrice(db(), { ...req.params, amount: req.body.amount }, user.id, fees);
      return presentPriceAnswer(row, currency);
    },
  );
};
