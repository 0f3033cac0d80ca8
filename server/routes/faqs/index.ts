import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { faqsResponse } from '../../../common/schemas/site-content.ts';
import { presentFaqs } from './faqs.presenter.ts';
import { listFaqs } from './faqs.service.ts';

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.faqs,
    {
      schema: {
        summary: 'Every FAQ of the FAQ page (GET_ALL)',
        tags: ['site'],
        response: { 200: faqsResponse },
      },
    },
    async () => presentFaqs(await listFaqs(app.database.db)),
  );
};
