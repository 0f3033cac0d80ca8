import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { saveTuningsSchema, tuningsResponse, withCourseLabel } from '../../../common/schemas/tunings.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { adminErrors } from '../admin-route.ts';
import { readTunings, saveTunings } from './tunings.service.ts';

const tags = ['music'];

/** The school's own tunings (issue 48): read by every tuner, kept by the admins. */
export const tuningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    API.tunings,
    {
      schema: {
        summary: "The school's own tunings for the tuner, each with its course",
        tags,
        response: { 200: tuningsResponse, 401: adminErrors[401] },
      },
    },
    async (req) => {
      requireUser(req);
      return { result: true as const, tunings: (await readTunings(db())).map(withCourseLabel) };
    },
  );

  app.put(
    API.tunings,
    {
      // Before the body is read: a stranger is refused as one, whatever they sent.
      onRequest: async (req) => {
        requireRole(req, 'admin');
      },
      schema: {
        summary: "Replaces the school's tunings with the list sent (admins)",
        tags,
        body: saveTuningsSchema,
        response: { 200: tuningsResponse, ...adminErrors },
      },
    },
    async (req) => {
      await saveTunings(db(), req.body.tunings);
      return { result: true as const, tunings: req.body.tunings.map(withCourseLabel) };
    },
  );
};
