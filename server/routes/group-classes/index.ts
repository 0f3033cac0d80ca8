import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { personZone } from '../../../common/lesson-time.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { createGroupClassSchema, groupClassResponse } from '../../../common/schemas/group-classes.ts';
import { janusMuteBody, janusMuteResponse, janusTokenResponse } from '../../../common/schemas/group-room.ts';
import type { AppConfig } from '../../config.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { adminErrors, idParams } from '../admin-route.ts';
import {
  createGroupClass,
  GROUP_CLASSES_OFF,
  getGroupClass,
  janusMute,
  janusToken,
} from './group-classes.service.ts';

const errors = { ...adminErrors, 409: apiErrorSchema };

/** Group classes (issue 49): the admin creates and reads them; members get their VideoRoom token. */
export const groupClassesRoutes: FastifyPluginAsyncZod<{
  timeZone: string;
  groupClasses: AppConfig['groupClasses'];
}> = async (app, { timeZone, groupClasses }) => {
  const db = () => app.database.db;
  // Admins only, and a school without Janus cannot hold them: said before the form is checked.
  const onRequest = async (req: Parameters<typeof requireUser>[0]) => {
    requireRole(req, 'admin');
    if (!groupClasses.janus) throw new HttpError(409, GROUP_CLASSES_OFF);
  };

  app.post(
    API.adminGroupClasses,
    {
      onRequest,
      schema: {
        summary:
          'Create a weekly group class and its lessons, a place per student (409 listing every clash, or when the school has no Janus)',
        tags: ['admin'],
        body: createGroupClassSchema,
        response: { 201: groupClassResponse, ...errors },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const booker = { id: user.id, timeZone: personZone(user.timeZone, timeZone) };
      const id = await createGroupClass(db(), req.body, booker, timeZone, groupClasses.maxStudents);
      return reply.code(201).send(await getGroupClass(db(), id));
    },
  );

  app.get(
    `${API.adminGroupClasses}/:id`,
    {
      onRequest,
      schema: {
        summary: 'A group class and its lessons',
        tags: ['admin'],
        params: idParams,
        response: { 200: groupClassResponse, ...errors },
      },
    },
    async (req) => getGroupClass(db(), req.params.id),
  );

  app.post(
    `${API.lessons}/:id/janus_token`,
    {
      schema: {
        summary: "A token for the group lesson's VideoRoom, for its teacher or the student of this place",
        tags: ['classes'],
        params: idParams,
        response: {
          200: janusTokenResponse,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (req) => janusToken(db(), groupClasses.janus, req.params.id, requireUser(req)),
  );

  app.post(
    `${API.lessons}/:id/janus_mute`,
    {
      schema: {
        summary: "The group lesson's teacher mutes or unmutes a student's sound for everyone in the room",
        tags: ['classes'],
        params: idParams,
        body: janusMuteBody,
        response: {
          200: janusMuteResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (req) => janusMute(db(), groupClasses.janus, req.params.id, requireUser(req), req.body),
  );
};
