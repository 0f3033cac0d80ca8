import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import type { Role, SessionUser } from '../../../common/schemas/auth.ts';
import {
  myClassesQuery,
  myClassesResponse,
  studentActiveClassQuery,
  studentActiveClassResponse,
  teacherClassesQuery,
  teacherClassesResponse,
} from '../../../common/schemas/classes.ts';
import { apiErrorSchema, listRefusalSchema } from '../../../common/schemas/errors.ts';
import { FAMILY_TEXT } from '../../../common/schemas/families.ts';
import { schoolToday } from '../../db/class-row.ts';
import { askedStudent } from '../../families/student-access.ts';
import { assertClaimedIdentity, requireRole } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  type Clocks,
  presentActiveClass,
  presentMyClasses,
  presentTeacherClasses,
} from './classes.presenter.ts';
import { myClasses, studentActiveClass, teacherClassesToday } from './classes.service.ts';

/**
 * Whose classes a call asks for: the id it names (anyone's for an admin, else the caller's own),
 * or the caller's; and the caller, on whose clock the times are. `refused` are the roles the call
 * is not for (403 with its message): guardians are always among them, they never enter a room.
 */
function classesOwner(
  req: FastifyRequest,
  namedId: number | undefined,
  refused: { roles: Role[]; message: string },
): { ownerId: number; viewer: SessionUser } {
  const user = assertClaimedIdentity(req, { userId: namedId }, { adminMayActForOthers: true });
  if (refused.roles.includes(user.role)) throw new HttpError(403, refused.message);
  return { ownerId: namedId ?? user.id, viewer: user };
}

/** The class calls outside the room (start-class list, active class) and the signed-in user's class list. */
export const classesRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
  const clocksOf = (viewer: SessionUser): Clocks => ({ viewerZone: viewer.timeZone, schoolZone: timeZone });

  app.get(
    API.teacherClassesToday,
    {
      // Refusals in the list's shape, so that the modal can show their publicMessage.
      config: { envelope: 'list' },
      schema: {
        summary: "A teacher's classes today (school time zone) that can still be started",
        tags: ['classes'],
        querystring: teacherClassesQuery,
        response: { 200: teacherClassesResponse, 401: listRefusalSchema, 403: listRefusalSchema },
      },
    },
    async (req) => {
      const { ownerId, viewer } = classesOwner(req, req.query.teacher_id, {
        roles: ['student', 'guardian'],
        message: 'Only teachers can start classes',
      });
      return presentTeacherClasses(
        await teacherClassesToday(app.database.db, ownerId, schoolToday(timeZone)),
        clocksOf(viewer),
      );
    },
  );

  app.get(
    API.studentActiveClass,
    {
      schema: {
        summary: "The student's class that can be joined now, if any",
        tags: ['classes'],
        querystring: studentActiveClassQuery,
        response: { 200: studentActiveClassResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req) => {
      const { ownerId, viewer } = classesOwner(req, req.query.student_id, {
        roles: ['teacher', 'guardian'],
        message: 'Only students join classes this way',
      });
      const found = await studentActiveClass(app.database.db, ownerId, timeZone, new Date());
      return presentActiveClass(found, clocksOf(viewer));
    },
  );

  app.get(
    API.myClasses,
    {
      schema: {
        summary:
          "The signed-in teacher's or student's classes, or a guardian's child's (?student_id=, on the guardian's clock): today, upcoming and past",
        tags: ['classes'],
        querystring: myClassesQuery,
        response: { 200: myClassesResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req) => {
      const user = requireRole(req, 'teacher', 'student', 'guardian');
      const db = app.database.db;
      if (user.role !== 'guardian') {
        if (req.query.student_id !== undefined && req.query.student_id !== user.id)
          throw new HttpError(403, 'That request is for another user');
        return presentMyClasses(await myClasses(db, user, timeZone, new Date()), clocksOf(user));
      }
      const child = await askedStudent(db, user, req.query.student_id, FAMILY_TEXT.notYourChild);
      const found = await myClasses(db, { id: child, role: 'student' }, timeZone, new Date(), {
        joinable: false,
      });
      return presentMyClasses(found, clocksOf(user));
    },
  );
};
