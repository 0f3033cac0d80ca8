import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import {
  childGuardianResponse,
  FAMILY_TEXT,
  linkGuardianSchema,
  myChildrenResponse,
} from '../../../common/schemas/families.ts';
import type { School } from '../../../common/school.ts';
import { requireRole } from '../../plugins/auth.ts';
import { idParams } from '../admin-route.ts';
import { inviteSecondGuardian, myChildren } from './my-children.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/** A guardian's children, and a second guardian invited for one of them (issue 45). Guardians only. */
export const myChildrenRoutes: FastifyPluginAsyncZod<{ school: School }> = async (app, { school }) => {
  const db = () => app.database.db;

  app.get(
    API.myChildren,
    {
      schema: {
        summary: "The signed-in guardian's children, each with their guardians",
        tags: ['families'],
        response: { 200: myChildrenResponse, ...errors },
      },
    },
    async (req) => ({
      result: true as const,
      Children: await myChildren(db(), requireRole(req, 'guardian')),
    }),
  );

  app.post(
    `${API.myChildren}/:id/guardians`,
    {
      schema: {
        summary:
          "A guardian invites a second guardian for their child (an existing guardian's account is linked); the school links any more",
        tags: ['families'],
        params: idParams,
        body: linkGuardianSchema,
        response: { 200: childGuardianResponse, ...errors },
      },
    },
    async (req) => {
      const guardian = requireRole(req, 'guardian');
      const child = await inviteSecondGuardian(db(), school, guardian, req.params.id, req.body);
      app.mailOutbox?.kick();
      return {
        result: true as const,
        message: FAMILY_TEXT.linked(`${req.body.firstName} ${req.body.lastName}`),
        Child: child,
      };
    },
  );
};
