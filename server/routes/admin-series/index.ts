import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { personZone } from '../../../common/lesson-time.ts';
import {
  createSeriesSchema,
  endSeriesSchema,
  seriesCheckResponse,
  seriesResponse,
} from '../../../common/schemas/calendar.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import { presentSeries, presentSeriesCheck } from './admin-series.presenter.ts';
import { checkSeries, createSeries, endSeries, getSeries } from './admin-series.service.ts';

const errors = { ...adminErrors, 409: apiErrorSchema };

/** Weekly series of lessons: check, create, read, end. Admins only. */
export const adminSeriesRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
  adminOnly(app);
  const db = () => app.database.db;
  const admin = (req: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(req);
    return { booker: user, clocks: { viewer: personZone(user.timeZone, timeZone), school: timeZone } };
  };

  app.post(
    API.adminSeriesCheck,
    {
      schema: {
        summary: 'The lessons a weekly series would make and every clash, storing nothing',
        tags: ['admin'],
        body: createSeriesSchema,
        response: { 200: seriesCheckResponse, ...errors },
      },
    },
    async (req) => {
      const { booker, clocks } = admin(req);
      return presentSeriesCheck(await checkSeries(db(), req.body, booker, timeZone), clocks);
    },
  );

  app.post(
    API.adminSeries,
    {
      schema: {
        summary:
          "Create a weekly series on the school's clock and all its lessons (409 listing every clash, nothing stored)",
        tags: ['admin'],
        body: createSeriesSchema,
        response: { 201: seriesResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { booker, clocks } = admin(req);
      const id = await createSeries(db(), req.body, booker, timeZone);
      return reply.code(201).send(presentSeries(await getSeries(db(), id), clocks));
    },
  );

  app.get(
    `${API.adminSeries}/:id`,
    {
      schema: {
        summary: 'A series and its lessons',
        tags: ['admin'],
        params: idParams,
        response: { 200: seriesResponse, ...errors },
      },
    },
    async (req) => presentSeries(await getSeries(db(), req.params.id), admin(req).clocks),
  );

  app.post(
    `${API.adminSeries}/:id/end`,
    {
      schema: {
        summary:
          'End a series from a school date: its lessons from then on still to come are removed, the past kept',
        tags: ['admin'],
        params: idParams,
        body: endSeriesSchema,
        response: { 200: seriesResponse, ...errors },
      },
    },
    async (req) => {
      const { booker, clocks } = admin(req);
      const removed = await endSeries(db(), req.params.id, req.body.fromDate, booker, timeZone);
      // Every instance drops the removed lessons from its cache; their open streams check again.
      await Promise.all(removed.map((id) => app.events.publish(id, 'status')));
      return presentSeries(await getSeries(db(), req.params.id), clocks);
    },
  );
};
