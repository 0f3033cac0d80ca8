import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  handledSchema,
  messageListResponse,
  messageResponse,
  submissionListQuerySchema,
} from '../../../common/schemas/admin-submissions.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import { presentMessageAnswer, presentMessagePage } from './admin-messages.presenter.ts';
import { listMessages, setMessageHandled } from './admin-messages.service.ts';

const tags = ['admin'];

/** The contact form's messages for the admin. Admins only. */
export const adminMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = () => app.database.db;

  app.get(
    API.adminContactMessages,
    {
      schema: {
        summary: 'Contact messages, newest first; open, handled or all; paginated',
        tags,
        querystring: submissionListQuerySchema,
        response: { 200: messageListResponse, ...adminErrors },
      },
    },
    async (req) => presentMessagePage(await listMessages(db(), req.query)),
  );

  app.put(
    `${API.adminContactMessages}/:id/handled`,
    {
      schema: {
        summary: 'Mark a contact message handled, or open again',
        tags,
        params: idParams,
        body: handledSchema,
        response: { 200: messageResponse, ...adminErrors },
      },
    },
    async (req) => presentMessageAnswer(await setMessageHandled(db(), req.params.id, req.body.handled)),
  );
};
