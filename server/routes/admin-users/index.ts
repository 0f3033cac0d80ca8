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
import {
  FAMILY_TEXT,
  guardianChangeResponse,
  guardianParams,
  guardiansResponse,
  linkGuardianSchema,
} from '../../../common/schemas/families.ts';
import type { School } from '../../../common/school.ts';
import { requireUser } from '../../plugins/auth.ts';
import { presentOk } from '../admin-presenter.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import { adminLinkGuardian, adminUnlinkGuardian, studentGuardians } from './admin-guardians.service.ts';
import { presentUserAnswer, presentUserPage } from './admin-users.presenter.ts';
import {
  createManagedUser,
  listUsers,
  resendInvitation,
  resetPassword,
  updateManagedUser,
} from './admin-users.service.ts';

const errors = { ...adminErrors, 409: apiErrorSchema };

/** The admin's management of teachers and students, and of students' guardians. Admins only. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ school: School }> = async (app, { school }) => {
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
        summary:
          'Create a teacher or student: without a password they are mailed an invitation to choose one; with one they must change it at their first sign-in',
        tags: ['admin'],
        body: createUserSchema,
        response: { 200: userResponse, ...errors },
      },
    },
    async (req) => {
      const user = await createManagedUser(db(), school, req.body);
      app.mailOutbox?.kick();
      return presentUserAnswer(user);
    },
  );

  app.put(
    `${API.adminUsers}/:id`,
    {
      schema: {
        summary:
          "Edit a teacher or student; a new e-mail voids the person's mailed links and invites them again there (or, with a password, tells them there)",
        tags: ['admin'],
        params: idParams,
        body: updateUserSchema,
        response: { 200: userResponse, ...errors },
      },
    },
    async (req) => {
      const user = await updateManagedUser(db(), school, req.params.id, req.body);
      // A new role ends the right its open class streams had as the old one.
      await app.events.invalidateStreamRights({ userId: req.params.id });
      app.mailOutbox?.kick();
      return presentUserAnswer(user);
    },
  );

  app.post(
    `${API.adminUsers}/:id/password`,
    {
      schema: {
        summary:
          "Set a new password for a teacher or student (ends that user's sessions; they must change it at their next sign-in)",
        tags: ['admin'],
        params: idParams,
        body: resetPasswordSchema,
        response: { 200: okResponse, ...errors },
      },
    },
    async (req) => {
      await resetPassword(db(), req.params.id, req.body.password);
      // Their sessions are gone: so are their open class streams, on every instance.
      await app.events.invalidateStreamRights({ userId: req.params.id });
      return presentOk();
    },
  );

  app.post(
    `${API.adminUsers}/:id/invitation`,
    {
      schema: {
        summary:
          'Mail a new invitation link to a person who has not chosen a password yet (the old link stops working)',
        tags: ['admin'],
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (req) => {
      await resendInvitation(db(), school, req.params.id);
      app.mailOutbox?.kick();
      return presentOk();
    },
  );

  const guardians = `${API.adminUsers}/:id/guardians`;
  const guardiansNow = async (studentId: number) => ({
    result: true as const,
    Guardians: await studentGuardians(db(), studentId),
  });

  app.get(
    guardians,
    {
      schema: {
        summary: "A student's guardians, first linked first",
        tags: ['admin'],
        params: idParams,
        response: { 200: guardiansResponse, ...errors },
      },
    },
    async (req) => guardiansNow(req.params.id),
  );

  app.post(
    guardians,
    {
      schema: {
        summary:
          "Link a guardian to a student: the guardian's account with the e-mail, or a new one invited by mail (409 when the e-mail is another role's)",
        tags: ['admin'],
        params: idParams,
        body: linkGuardianSchema,
        response: { 200: guardianChangeResponse, ...errors },
      },
    },
    async (req) => {
      const name = await adminLinkGuardian(db(), school, req.params.id, req.body, requireUser(req).id);
      app.mailOutbox?.kick();
      return { ...(await guardiansNow(req.params.id)), message: FAMILY_TEXT.linked(name) };
    },
  );

  app.delete(
    `${guardians}/:guardianId`,
    {
      schema: {
        summary: "Unlink a guardian from a student: they lose the child's data at their next request",
        tags: ['admin'],
        params: guardianParams,
        response: { 200: guardianChangeResponse, ...errors },
      },
    },
    async (req) => {
      const name = await adminUnlinkGuardian(db(), req.params.id, req.params.guardianId);
      return { ...(await guardiansNow(req.params.id)), message: FAMILY_TEXT.unlinked(name) };
    },
  );
};
