import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { instafeedsResponse } from '../../../common/schemas/site-content.ts';
import { presentInstafeeds } from './instafeeds.presenter.ts';
import { listInstafeeds } from './instafeeds.service.ts';

export const instafeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.instafeeds,
    {
      schema: {
        summary: 'Instagram posts of the Instagram section',
        tags: ['site'],
        response: { 200: instafeedsResponse },
      },
    },
    async () => presentInstafeeds(await listInstafeeds(app.database.db)),
  );
};
