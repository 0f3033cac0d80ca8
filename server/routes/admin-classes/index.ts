import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  classListQuerySchema,
  classListResponse,
  classResponse,
  createClassSchema,
  updateClassSchema,
} from '../../../common/schemas/admin-classes.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import { presentClassAnswer, presentClassPage } from './admin-classes.presenter.ts';
import { cancelClass, createClass, listClasses, updateClass } from './admin-classes.service.ts';

const errors = { ...adminErrors, 409: apiErrorSchema };

/** The admin's scheduling of one-to-one classes. Admins only. */
export const adminClassesRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
  adminOnly(app);
  const db = () => app.database.db;
  // Every instance drops its cached copy of the class, and the class's open streams check their
  // right again at once (a student taken off the class stops receiving it).
  const changed = (classId: number) => app.events.publish(classId, 'status');

  app.get(
    API.adminClasses,
    {
      schema: {
        summary: 'Classes, latest date first, paginated; filter by status',
        tags: ['admin'],
        querystring: classListQuerySchema,
        response: { 200: classListResponse, ...errors },
      },
    },
    async (req) => presentClassPage(await listClasses(db(), req.query), schoolDate(timeZone)),
  );

  app.post(
    API.adminClasses,
    {
      schema: {
        summary: 'Schedule a one-to-one class (the optional join password is stored hashed)',
        tags: ['admin'],
        body: createClassSchema,
        response: { 200: classResponse, ...errors },
      },
    },
    async (req) => presentClassAnswer(await createClass(db(), req.body)),
  );

  app.put(
    `${API.adminClasses}/:id`,
    {
      schema: {
        summary: 'Edit a class; the join password is kept, replaced or removed',
        tags: ['admin'],
        params: idParams,
        body: updateClassSchema,
        response: { 200: classResponse, ...errors },
      },
    },
    async (req) => {
      const updated = await updateClass(db(), req.params.id, req.body);
      await changed(req.params.id);
      return presentClassAnswer(updated);
    },
  );

  app.post(
    `${API.adminClasses}/:id/cancel`,
    {
      schema: {
        summary: 'Cancel a class',
        tags: ['admin'],
        params: idParams,
        response: { 200: classResponse, ...errors },
      },
    },
    async (req) => {
      const cancelled = await cancelClass(db(), req.params.id);
      await changed(req.params.id);
      return presentClassAnswer(cancelled);
    },
  );
};
