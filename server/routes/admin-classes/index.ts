import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { personZone } from '../../../common/lesson-time.ts';
import {
  classListQuerySchema,
  classListResponse,
  classResponse,
  createClassSchema,
  updateClassSchema,
} from '../../../common/schemas/admin-classes.ts';
import { classChangesResponse, makeUpsResponse } from '../../../common/schemas/calendar.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { requireUser } from '../../plugins/auth.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import { presentClassAnswer, presentClassPage } from './admin-classes.presenter.ts';
import { cancelClass, createClass, listClasses, updateClass } from './admin-classes.service.ts';
import { presentClassChanges } from './class-changes.presenter.ts';
import { classChangesOf } from './class-changes.service.ts';
import { presentMakeUps } from './make-ups.presenter.ts';
import { makeUpsOwed } from './make-ups.service.ts';

const errors = { ...adminErrors, 409: apiErrorSchema };

/** The admin's scheduling of one-to-one classes, their change logs and the make-ups owed. Admins only. */
export const adminClassesRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
  adminOnly(app);
  const db = () => app.database.db;
  // Every instance drops its cached copy of the class, and the class's open streams check their
  // right again at once (a student taken off the class stops receiving it).
  const changed = (classId: number) => app.events.publish(classId, 'status');
  const admin = (req: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(req);
    return { booker: user, clocks: { viewer: personZone(user.timeZone, timeZone), school: timeZone } };
  };

  app.get(
    API.adminClasses,
    {
      schema: {
        summary: 'Classes, latest first, paginated; filter by status',
        tags: ['admin'],
        querystring: classListQuerySchema,
        response: { 200: classListResponse, ...errors },
      },
    },
    async (req) =>
      presentClassPage(await listClasses(db(), req.query), schoolDate(timeZone), admin(req).clocks),
  );

  app.post(
    API.adminClasses,
    {
      schema: {
        summary:
          "Schedule a one-to-one class at a date and time on the school's clock, optionally as the make-up of a cancelled lesson (409 naming any clash)",
        tags: ['admin'],
        body: createClassSchema,
        response: { 200: classResponse, ...errors },
      },
    },
    async (req) => {
      const { booker, clocks } = admin(req);
      return presentClassAnswer(await createClass(db(), req.body, booker, timeZone), clocks);
    },
  );

  app.put(
    `${API.adminClasses}/:id`,
    {
      schema: {
        summary:
          "Edit a class, or with scope 'later' it and the later lessons of its series; the join password is kept, replaced or removed (409 naming any clash)",
        tags: ['admin'],
        params: idParams,
        body: updateClassSchema,
        response: { 200: classResponse, ...errors },
      },
    },
    async (req) => {
      const { booker, clocks } = admin(req);
      const { updated, changedIds } = await updateClass(db(), req.params.id, req.body, booker, timeZone);
      await Promise.all(changedIds.map(changed));
      return presentClassAnswer(updated, clocks);
    },
  );

  app.post(
    `${API.adminClasses}/:id/cancel`,
    {
      schema: {
        summary: 'Cancel a class for the school (owed as a make-up)',
        tags: ['admin'],
        params: idParams,
        response: { 200: classResponse, ...errors },
      },
    },
    async (req) => {
      const { booker, clocks } = admin(req);
      const cancelled = await cancelClass(db(), req.params.id, booker);
      await changed(req.params.id);
      return presentClassAnswer(cancelled, clocks);
    },
  );

  app.get(
    `${API.adminClasses}/:id/changes`,
    {
      schema: {
        summary: "A class's change log: who changed what, when and by which rule, oldest first",
        tags: ['admin'],
        params: idParams,
        response: { 200: classChangesResponse, ...errors },
      },
    },
    async (req) => presentClassChanges(await classChangesOf(db(), req.params.id), admin(req).clocks),
  );

  app.get(
    API.adminMakeUps,
    {
      schema: {
        summary: 'Lessons cancelled by the teacher or the school with no make-up booked yet, oldest first',
        tags: ['admin'],
        response: { 200: makeUpsResponse, ...errors },
      },
    },
    async (req) => presentMakeUps(await makeUpsOwed(db()), admin(req).clocks),
  );
};
