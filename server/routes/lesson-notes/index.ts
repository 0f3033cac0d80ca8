import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { classIdParams } from '../../../common/schemas/calendar.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import {
  LESSON_NOTE_TEXT,
  lessonNoteResponse,
  lessonNotesQuery,
  lessonNotesResponse,
  owedNotesResponse,
  saveLessonNoteSchema,
} from '../../../common/schemas/lesson-notes.ts';
import type { School } from '../../../common/school.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { presentNoteAnswer, presentNotes, presentOwed } from './lesson-notes.presenter.ts';
import { listNotes, owedNotes, readNote, saveNote } from './lesson-notes.service.ts';

export type LessonNotesOptions = { timeZone: string; school: School; ownMailAge: number; now?: () => Date };

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['lesson notes'];

/**
 * What the teacher writes home after a lesson (issue 45): its teacher (or an admin) writes the
 * note; the student and their guardians read its shared part (and get it by mail once); teachers
 * and admins alone read the private remark; a teacher's lessons still owed a note.
 */
export const lessonNotesRoutes: FastifyPluginAsyncZod<LessonNotesOptions> = async (app, options) => {
  const db = () => app.database.db;
  const now = options.now ?? (() => new Date());
  const zone = options.timeZone;

  app.get(
    `${API.lessons}/:id/note`,
    {
      schema: {
        summary:
          "A lesson's note: whole to its teacher and admins, the shared part to its student and their guardians (null: none yet)",
        tags,
        params: classIdParams,
        response: { 200: lessonNoteResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return presentNoteAnswer(await readNote(db(), user, req.params.id), user, zone);
    },
  );

  app.put(
    `${API.lessons}/:id/note`,
    {
      schema: {
        summary:
          "The lesson's teacher (or an admin) writes or changes its note once it has started; the shared part is mailed home the first time there is one",
        tags,
        params: classIdParams,
        body: saveLessonNoteSchema,
        response: { 200: lessonNoteResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireRole(req, 'teacher', 'admin');
      const b = req.body;
      const { view, mailed } = await saveNote(
        db(),
        { school: options.school, schoolZone: zone, ownMailAge: options.ownMailAge },
        user,
        req.params.id,
        { covered: b.covered, toPractise: b.to_practise, privateRemark: b.private_remark },
        now(),
      );
      if (mailed) app.mailOutbox?.kick();
      return presentNoteAnswer(
        view,
        user,
        zone,
        mailed ? LESSON_NOTE_TEXT.savedAndMailed : LESSON_NOTE_TEXT.saved,
      );
    },
  );

  app.get(
    API.lessonNotes,
    {
      schema: {
        summary:
          "Lesson notes, newest lesson first: a student's own and a guardian's child's (shared parts), a teacher's own lessons' and an admin's (whole); ?student_id= one student",
        tags,
        querystring: lessonNotesQuery,
        response: { 200: lessonNotesResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return presentNotes(await listNotes(db(), user, req.query.student_id), user, zone);
    },
  );

  app.get(
    API.lessonNotesOwed,
    {
      schema: {
        summary:
          "A teacher's lessons still without a note a day after they ended (an admin's: every teacher's)",
        tags,
        response: { 200: owedNotesResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req) => {
      const user = requireRole(req, 'teacher', 'admin');
      return presentOwed(await owedNotes(db(), user, now()), user, zone);
    },
  );
};
