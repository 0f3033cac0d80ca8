import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  consentAnswer,
  consentsResponse,
  giveConsentSchema,
  teachingConsentsResponse,
} from '../../../common/schemas/consents.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { schoolDate } from '../../../common/school-time.ts';
import type { AppConfig } from '../../config.ts';
import { consentsOf } from '../../families/consent-state.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { readdressAvatar } from '../account/avatar.service.ts';
import { adminErrors, adminOnly } from '../admin-route.ts';
import { recordingDeps } from '../recordings/recording-deps.ts';
import { stopStudentRecordings } from '../recordings/recordings.service.ts';
import { presentConsentGiven, presentConsents, presentTeaching } from './consents.presenter.ts';
import { familyConsents, giveConsent, taughtConsents } from './consents.service.ts';

export type ConsentsOptions = { timeZone: string; recordings: AppConfig['recordings']; now?: () => Date };

const tags = ['consents'];

/**
 * Consents for children (issue 45): the family reads and gives them (a child's guardian, an adult
 * student), the admin reads every student's, a teacher whether they may record each student.
 * Withholding recording consent stops the student's recordings in progress at once (their rooms
 * are told on the class's event stream); what is kept goes after the grace period (the
 * consent-sweep job).
 */
export const consentsRoutes: FastifyPluginAsyncZod<ConsentsOptions> = async (app, options) => {
  const db = () => app.database.db;
  const now = options.now ?? (() => new Date());
  const today = () => schoolDate(options.timeZone, now());
  const graceDays = options.recordings.consentGraceDays;
  const deps = recordingDeps(app.database.db, options.recordings, app.log, app.metrics.recordingJoined);
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    API.consents,
    {
      schema: {
        summary: "A student's own consents, or a guardian's children's, with who chose and when",
        tags,
        response: { 200: consentsResponse, ...errors },
      },
    },
    async (req) => presentConsents(await familyConsents(db(), requireUser(req), today()), graceDays),
  );

  app.post(
    API.consents,
    {
      schema: {
        summary:
          "Gives or withholds one consent: a child's by a linked guardian, an adult's by the student; withholding recording stops the student's recordings in progress, withholding the photo gives it a new address",
        tags,
        body: giveConsentSchema,
        response: { 200: consentAnswer, ...errors },
      },
    },
    async (req) => {
      const { student_id, kind, granted } = req.body;
      const at = now();
      const student = await giveConsent(
        db(),
        requireUser(req),
        { studentId: student_id, kind, granted },
        at,
        schoolDate(options.timeZone, at),
      );
      if (kind === 'recording' && !granted) {
        for (const classId of await stopStudentRecordings(deps, student_id))
          await app.events.publish(classId, 'status');
      }
      if (kind === 'photo' && !granted) await readdressAvatar(db(), student_id);
      return presentConsentGiven(student, granted, graceDays);
    },
  );

  app.get(
    API.consentsTeaching,
    {
      schema: {
        summary: "Whether the teacher may record each of their students' lessons, and why not in words",
        tags,
        response: { 200: teachingConsentsResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req) =>
      presentTeaching(
        await taughtConsents(db(), requireRole(req, 'teacher').id, today()),
        options.recordings.enabled,
      ),
  );

  await app.register(async (admin) => {
    adminOnly(admin);
    admin.get(
      API.adminConsents,
      {
        schema: {
          summary: "Every student's consents, with who chose and when, and every choice",
          tags: ['admin', ...tags],
          response: { 200: consentsResponse, ...adminErrors },
        },
      },
      async () => {
        const all = await consentsOf(db(), 'all', today());
        return presentConsents(
          all.map((s) => ({ ...s, canChange: false })),
          graceDays,
        );
      },
    );
  });
};
