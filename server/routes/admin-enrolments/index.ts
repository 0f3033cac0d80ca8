import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { lessonWhenLabel, personZone } from '../../../common/lesson-time.ts';
import {
  createEnrolmentSchema,
  endEnrolmentSchema,
  enrolmentDetailResponse,
  enrolmentListQuerySchema,
  enrolmentListResponse,
  extendEnrolmentSchema,
} from '../../../common/schemas/enrolments.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { schoolDate } from '../../../common/school-time.ts';
import type { FeeContext } from '../../fees/fee-context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import { presentEnrolmentDetail, presentEnrolmentPage } from './admin-enrolments.presenter.ts';
import {
  createEnrolmentCall,
  endEnrolmentCall,
  enrolmentDetail,
  extendEnrolmentCall,
  listEnrolments,
} from './admin-enrolments.service.ts';

const errors = { ...adminErrors, 409: apiErrorSchema };

/** Students' enrolments (lesson packages): list, create, read with lessons and history, extend, end. Admins only. */
export const adminEnrolmentsRoutes: FastifyPluginAsyncZod<{ fees: FeeContext }> = async (app, { fees }) => {
  adminOnly(app);
  const db = () => app.database.db;
  const timeZone = fees.timeZone;
  const today = () => schoolDate(timeZone);
  const admin = (req: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(req);
    return { user, clocks: { viewer: personZone(user.timeZone, timeZone), school: timeZone } };
  };
  const detail = async (id: number, clocks: { viewer: string; school: string }) =>
    presentEnrolmentDetail(await enrolmentDetail(db(), id), today(), clocks);

  app.get(
    API.adminEnrolments,
    {
      schema: {
        summary:
          'Enrolments, newest first, paginated, with their sessions used, booked and left; filter by student and status',
        tags: ['admin', 'fees'],
        querystring: enrolmentListQuerySchema,
        response: { 200: enrolmentListResponse, ...errors },
      },
    },
    async (req) =>
      presentEnrolmentPage(await listEnrolments(db(), req.query, today()), today(), admin(req).clocks),
  );

  app.post(
    API.adminEnrolments,
    {
      schema: {
        summary:
          "Enrol a student on a course and plan with a teacher from a start date: the terms' sessions and validity, the price list's price unless given",
        tags: ['admin', 'fees'],
        body: createEnrolmentSchema,
        response: { 201: enrolmentDetailResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { user, clocks } = admin(req);
      const id = await createEnrolmentCall(db(), req.body, user.id, fees);
      return reply.code(201).send(await detail(id, clocks));
    },
  );

  app.get(
    `${API.adminEnrolments}/:id`,
    {
      schema: {
        summary: 'An enrolment with its sessions used, booked and left, its lessons and its history',
        tags: ['admin', 'fees'],
        params: idParams,
        response: { 200: enrolmentDetailResponse, ...errors },
      },
    },
    async (req) => detail(req.params.id, admin(req).clocks),
  );

  app.post(
    `${API.adminEnrolments}/:id/extend`,
    {
      schema: {
        summary: 'Move the last day of validity later, with the reason (kept in its history)',
        tags: ['admin', 'fees'],
        params: idParams,
        body: extendEnrolmentSchema,
        response: { 200: enrolmentDetailResponse, ...errors },
      },
    },
    async (req) => {
      const { user, clocks } = admin(req);
      await extendEnrolmentCall(db(), req.params.id, req.body, user.id);
      return detail(req.params.id, clocks);
    },
  );

  app.post(
    `${API.adminEnrolments}/:id/end`,
    {
      schema: {
        summary:
          'End an enrolment early (no more lessons on it). 409 naming how many lessons are still booked on it, unless cancelBooked: then they are cancelled for the school',
        tags: ['admin', 'fees'],
        params: idParams,
        body: endEnrolmentSchema,
        response: { 200: enrolmentDetailResponse, ...errors },
      },
    },
    async (req) => {
      const { user, clocks } = admin(req);
      const cancelled = await endEnrolmentCall(db(), req.params.id, req.body, user.id, (at) =>
        lessonWhenLabel(at, clocks.viewer, clocks.school),
      );
      // Every instance drops the cancelled lessons from its cache; their open streams check again.
      await Promise.all(cancelled.map((id) => app.events.publish(id, 'status')));
      return detail(req.params.id, clocks);
    },
  );
};
