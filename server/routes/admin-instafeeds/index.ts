import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  contentListQuerySchema,
  instafeedListResponse,
  instafeedResponse,
  instafeedSchema,
  moveSchema,
} from '../../../common/schemas/admin-content.ts';
import { okResponse } from '../../../common/schemas/admin-page.ts';
import { presentOk } from '../admin-presenter.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import { presentInstafeedAnswer, presentInstafeedPage } from './admin-instafeeds.presenter.ts';
import { addInstafeed, listInstafeeds, moveInstafeed, removeInstafeed } from './admin-instafeeds.service.ts';

const tags = ['admin'];

/** The admin's Instagram feed links, in the order the site shows them. Admins only. */
export const adminInstafeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = () => app.database.db;

  app.get(
    API.adminInstafeeds,
    {
      schema: {
        summary: 'Instagram feed links in site order, paginated',
        tags,
        querystring: contentListQuerySchema,
        response: { 200: instafeedListResponse, ...adminErrors },
      },
    },
    async (req) => presentInstafeedPage(await listInstafeeds(db(), req.query)),
  );

  app.post(
    API.adminInstafeeds,
    {
      schema: {
        summary: 'Add an Instagram post link (last in order)',
        tags,
        body: instafeedSchema,
        response: { 200: instafeedResponse, ...adminErrors },
      },
    },
    async (req) => presentInstafeedAnswer(await addInstafeed(db(), req.body)),
  );

  app.delete(
    `${API.adminInstafeeds}/:id`,
    {
      schema: {
        summary: 'Remove an Instagram link',
        tags,
        params: idParams,
        response: { 200: okResponse, ...adminErrors },
      },
    },
    async (req) => {
      await removeInstafeed(db(), req.params.id);
      return presentOk();
    },
  );

  app.post(
    `${API.adminInstafeeds}/:id/move`,
    {
      schema: {
        summary: 'Move an Instagram link one place up or down',
        tags,
        params: idParams,
        body: moveSchema,
        response: { 200: okResponse, ...adminErrors },
      },
    },
    async (req) => {
      await moveInstafeed(db(), req.params.id, req.body.direction);
      return presentOk();
    },
  );
};
