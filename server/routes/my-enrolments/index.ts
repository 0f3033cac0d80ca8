import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { myEnrolmentsQuerySchema, myEnrolmentsResponse } from '../../../common/schemas/enrolments.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { askedStudent } from '../../families/student-access.ts';
import { requireRole } from '../../plugins/auth.ts';
import { presentStudentEnrolments, presentTaughtEnrolments } from './my-enrolments.presenter.ts';
import { ONLY_YOUR_OWN, studentEnrolments, taughtEnrolments } from './my-enrolments.service.ts';

/**
 * The signed-in student's enrolments with their invoices and receipts (a guardian's: a linked
 * child's); a teacher's students' sessions.
 */
export const myEnrolmentsRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
  app.get(
    API.myEnrolments,
    {
      schema: {
        summary:
          "A student's own enrolments (sessions left, validity, issued invoices with payments), or a guardian's child's (?student_id=, required); a teacher's students' running enrolments, sessions only (?student_id= one of them)",
        tags: ['fees'],
        querystring: myEnrolmentsQuerySchema,
        response: {
          200: myEnrolmentsResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (req) => {
      const user = requireRole(req, 'student', 'guardian', 'teacher');
      const today = schoolDate(timeZone);
      const studentId = req.query.student_id;
      if (user.role === 'teacher')
        return presentTaughtEnrolments(
          await taughtEnrolments(app.database.db, user.id, today, studentId),
          today,
          timeZone,
        );
      const own = await askedStudent(app.database.db, user, studentId, ONLY_YOUR_OWN);
      return presentStudentEnrolments(await studentEnrolments(app.database.db, own), today, timeZone);
    },
  );
};
