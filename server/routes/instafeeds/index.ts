import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { listInstafeeds } from './instafeeds.service.ts';
import { instafeedsResponse } from './schema.ts';

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
    async () => ({ result: true, Instafeeds: await listInstafeeds(app.database.db) }),
  );
};
