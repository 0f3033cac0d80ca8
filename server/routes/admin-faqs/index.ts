import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  faqListQuerySchema,
  faqListResponse,
  faqResponse,
  faqSchema,
  moveSchema,
} from '../../../common/schemas/admin-content.ts';
import { okResponse } from '../../../common/schemas/admin-page.ts';
import { presentOk } from '../admin-presenter.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import { presentFaqAnswer, presentFaqPage } from './admin-faqs.presenter.ts';
import { createFaq, deleteFaq, listFaqs, moveFaq, updateFaq } from './admin-faqs.service.ts';

const tags = ['admin'];

/** The admin's FAQs, by category, in the order the FAQ page shows them. Admins only. */
export const adminFaqsRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = () => app.database.db;

  app.get(
    API.adminFaqs,
    {
      schema: {
        summary: 'FAQs of one category in site order, paginated',
        tags,
        querystring: faqListQuerySchema,
        response: { 200: faqListResponse, ...adminErrors },
      },
    },
    async (req) => presentFaqPage(await listFaqs(db(), req.query)),
  );

  app.post(
    API.adminFaqs,
    {
      schema: {
        summary: 'Add an FAQ (last in its category)',
        tags,
        body: faqSchema,
        response: { 200: faqResponse, ...adminErrors },
      },
    },
    async (req) => presentFaqAnswer(await createFaq(db(), req.body)),
  );

  app.put(
    `${API.adminFaqs}/:id`,
    {
      schema: {
        summary: 'Edit an FAQ',
        tags,
        params: idParams,
        body: faqSchema,
        response: { 200: faqResponse, ...adminErrors },
      },
    },
    async (req) => presentFaqAnswer(await updateFaq(db(), req.params.id, req.body)),
  );

  app.delete(
    `${API.adminFaqs}/:id`,
    {
      schema: {
        summary: 'Delete an FAQ',
        tags,
        params: idParams,
        response: { 200: okResponse, ...adminErrors },
      },
    },
    async (req) => {
      await deleteFaq(db(), req.params.id);
      return presentOk();
    },
  );

  app.post(
    `${API.adminFaqs}/:id/move`,
    {
      schema: {
        summary: 'Move an FAQ one place up or down within its category',
        tags,
        params: idParams,
        body: moveSchema,
        response: { 200: okResponse, ...adminErrors },
      },
    },
    async (req) => {
      await moveFaq(db(), req.params.id, req.body.direction);
      return presentOk();
    },
  );
};
