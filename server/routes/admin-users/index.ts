import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../../common/api.ts';
import {
  createUserSchema,
  resetPasswordSchema,
  updateUserSchema,
  userListQuerySchema,
} from '../../../common/schemas/admin-users.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { requireRole } from '../../plugins/auth.ts';
import { createManagedUser, listUsers, resetPassword, updateManagedUser } from './admin-users.service.ts';
import { userIdParams, userListResponse, userResponse } from './schema.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The admin's management of teachers and students. Admins only. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (req) => {
    requireRole(req, 'admin');
  });
  const db = () => app.database.db;

  app.get(
    API.adminUsers,
    {
      schema: {
        summary: 'Teachers and students, paginated; filter by role or a name/e-mail search',
        tags: ['admin'],
        querystring: userListQuerySchema,
        response: { 200: userListResponse, ...errors },
      },
    },
    async (req) => {
      const page = await listUsers(db(), req.query);
      return {
        result: true as const,
        Users: page.items,
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },
  );

  app.post(
    API.adminUsers,
    {
      schema: {
        summary: 'Create a teacher or student',
        tags: ['admin'],
        body: createUserSchema,
        response: { 200: userResponse, ...errors },
      },
    },
    async (req) => ({ result: true as const, User: await createManagedUser(db(), req.body) }),
  );

  app.put(
    `${API.adminUsers}/:id`,
    {
      schema: {
        summary: 'Edit a teacher or student',
        tags: ['admin'],
        params: userIdParams,
        body: updateUserSchema,
        response: { 200: userResponse, ...errors },
      },
    },
    async (req) => ({ result: true as const, User: await updateManagedUser(db(), req.params.id, req.body) }),
  );

  app.post(
    `${API.adminUsers}/:id/password`,
    {
      schema: {
        summary: "Set a new password for a teacher or student (ends that user's sessions)",
        tags: ['admin'],
        params: userIdParams,
        body: resetPasswordSchema,
        response: { 200: z.object({ result: z.literal(true) }), ...errors },
      },
    },
    async (req) => {
      await resetPassword(db(), req.params.id, req.body.password);
      return { result: true as const };
    },
  );
};
