import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { messageResponse } from '../../../common/schemas/account.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import {
  childGuardianResponse,
  childSignInSchema,
  FAMILY_TEXT,
  linkGuardianSchema,
  myChildrenResponse,
} from '../../../common/schemas/families.ts';
import type { School } from '../../../common/school.ts';
import type { OwnMailRule } from '../../families/recipients.ts';
import { requireRole } from '../../plugins/auth.ts';
import { idParams } from '../admin-route.ts';
import { inviteSecondGuardian, myChildren, setChildSignIn } from './my-children.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/**
 * A guardian's children, a second guardian invited for one of them, and a young child's sign-in
 * without an e-mail (issue 45). Guardians only.
 */
export const myChildrenRoutes: FastifyPluginAsyncZod<{ school: School; rule: OwnMailRule }> = async (
  app,
  { school, rule },
) => {
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
      Children: await myChildren(db(), requireRole(req, 'guardian'), rule),
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
      const child = await inviteSecondGuardian(db(), school, guardian, req.params.id, req.body, rule);
      app.mailOutbox?.kick();
      return {
        result: true as const,
        message: FAMILY_TEXT.linked(`${req.body.firstName} ${req.body.lastName}`),
        Child: child,
      };
    },
  );

  app.post(
    `${API.myChildren}/:id/sign_in`,
    {
      schema: {
        summary:
          "A guardian sets their young child's username and password: the child signs in with them, without an e-mail of their own",
        tags: ['families'],
        params: idParams,
        body: childSignInSchema,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (req) => {
      const child = await setChildSignIn(db(), requireRole(req, 'guardian'), req.params.id, req.body, rule);
      // The child's open sessions ended with the new password: their streams end now.
      await app.events.invalidateStreamRights({ userId: req.params.id });
      return { message: FAMILY_TEXT.signInSet(child.firstName, req.body.username) };
    },
  );
};
