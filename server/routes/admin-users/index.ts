import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { okResponse } from '../../../common/schemas/admin-page.ts';
import {
  createUserSchema,
  resetPasswordSchema,
  updateUserSchema,
  userListQuerySchema,
  userListResponse,
  userResponse,
} from '../../../common/schemas/admin-users.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { presentOk } from '../admin-presenter.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import { presentUserAnswer, presentUserPage } from './admin-users.presenter.ts';
import { createManagedUser, listUsers, resetPassword, updateManagedUser } from './admin-users.service.ts';

const errors = { ...adminErrors, 409: apiErrorSchema };

/** The admin's management of teachers and students. Admins only. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
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
    async (req) => presentUserPage(await listUsers(db(), req.query)),
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
    async (req) => presentUserAnswer(await createManagedUser(db(), req.body)),
  );

  app.put(
    `${API.adminUsers}/:id`,
    {
      schema: {
        summary: 'Edit a teacher or student',
        tags: ['admin'],
        params: idParams,
        body: updateUserSchema,
        response: { 200: userResponse, ...errors },
      },
    },
    async (req) => presentUserAnswer(await updateManagedUser(db(), req.params.id, req.body)),
  );

  app.post(
    `${API.adminUsers}/:id/password`,
    {
      schema: {
        summary: "Set a new password for a teacher or student (ends that user's sessions)",
        tags: ['admin'],
        params: idParams,
        body: resetPasswordSchema,
        response: { 200: okResponse, ...errors },
      },
    },
    async (req) => {
      await resetPassword(db(), req.params.id, req.body.password);
      return presentOk();
    },
  );
};
