import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { okResponse } from '../../../common/schemas/admin-page.ts';
import {
  assignmentIdParams,
  assignmentResponse,
  assignmentsQuery,
  assignmentsResponse,
  createAssignmentSchema,
  logEntryResponse,
  logPracticeSchema,
  practiceLogQuery,
  practiceWeekResponse,
  updateAssignmentSchema,
  updateLogEntrySchema,
} from '../../../common/schemas/assignments.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { blobStoreBesideRecordings } from '../../storage/beside-recordings.ts';
import { presentOk } from '../admin-presenter.ts';
import { presentAssignment, presentLogEntry, presentWeek } from './assignments.presenter.ts';
import {
  createAssignment,
  deleteAssignment,
  listAssignments,
  updateAssignment,
} from './assignments.service.ts';
import { type FileRoutesOptions, fileRoutes } from './file-routes.ts';
import { deleteLogEntry, logPractice, practiceWeek, updateLogEntry } from './practice-log.service.ts';

export type AssignmentsOptions = Omit<FileRoutesOptions, 'store'>;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['practice'];
const one = `${API.courseAssignments}/:id`;
const entry = `${API.practiceLog}/:id`;

/**
 * Practice between lessons (issue 30): the teacher's assignments and the student's practice log.
 * A student sees only their own, a teacher only their students', admins all.
 */
export const assignmentsRoutes: FastifyPluginAsyncZod<AssignmentsOptions> = async (app, options) => {
  const { timeZone } = options;
  const db = () => app.database.db;
  // Its own scope: the file calls' body parser stays with them.
  const store = blobStoreBesideRecordings(options.recordings, 'practice-files');
  await app.register(fileRoutes, {
    timeZone,
    recordings: options.recordings,
    takes: options.takes,
    store,
    school: options.school,
  });

  app.get(
    API.courseAssignments,
    {
      schema: {
        summary: "A student's assignments: due by the next lesson first, then newest first",
        tags,
        querystring: assignmentsQuery,
        response: { 200: assignmentsResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const list = await listAssignments(db(), user, req.query.student_id);
      return { result: true as const, Assignments: list.map((a) => presentAssignment(a, user, timeZone)) };
    },
  );

  app.post(
    API.courseAssignments,
    {
      schema: {
        summary: 'The teacher sets practice for one of their students',
        tags,
        body: createAssignmentSchema,
        response: { 201: assignmentResponse, ...errors },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const a = await createAssignment(db(), user, req.body);
      return reply
        .status(201)
        .send({ result: true as const, Assignment: presentAssignment(a, user, timeZone) });
    },
  );

  app.patch(
    one,
    {
      schema: {
        summary:
          "The teacher who set it (or an admin) changes an assignment, or gives the verdict ('done' or 'again')",
        tags,
        params: assignmentIdParams,
        body: updateAssignmentSchema,
        response: { 200: assignmentResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const a = await updateAssignment(db(), user, req.params.id, req.body);
      return { result: true as const, Assignment: presentAssignment(a, user, timeZone) };
    },
  );

  app.delete(
    one,
    {
      schema: {
        summary:
          'The teacher who set it (or an admin) removes an assignment; its logged practice stays, unassigned; one with takes is refused (409)',
        tags,
        params: assignmentIdParams,
        response: { 200: okResponse, ...errors, 409: apiErrorSchema },
      },
    },
    async (req) => {
      await deleteAssignment(db(), store, requireUser(req), req.params.id);
      return presentOk();
    },
  );

  app.get(
    API.practiceLog,
    {
      schema: {
        summary: "A student's practice in the seven days from `from`, and each assignment's tempo over time",
        tags,
        querystring: practiceLogQuery,
        response: { 200: practiceWeekResponse, ...errors },
      },
    },
    async (req) => {
      const week = await practiceWeek(db(), requireUser(req), req.query.student_id, req.query.from);
      return { result: true as const, Practice: presentWeek(week) };
    },
  );

  app.post(
    API.practiceLog,
    {
      schema: {
        summary: "The student's practice: counted by the practice room, or added for practice away from it",
        tags,
        body: logPracticeSchema,
        response: { 201: logEntryResponse, ...errors },
      },
    },
    async (req, reply) => {
      const row = await logPractice(db(), requireUser(req), req.body, timeZone);
      return reply.status(201).send({ result: true as const, Entry: presentLogEntry(row) });
    },
  );

  app.patch(
    entry,
    {
      schema: {
        summary: 'The student corrects one of their entries',
        tags,
        params: assignmentIdParams,
        body: updateLogEntrySchema,
        response: { 200: logEntryResponse, ...errors },
      },
    },
    async (req) => {
      const row = await updateLogEntry(db(), requireUser(req), req.params.id, req.body);
      return { result: true as const, Entry: presentLogEntry(row) };
    },
  );

  app.delete(
    entry,
    {
      schema: {
        summary: 'The student removes one of their entries',
        tags,
        params: assignmentIdParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (req) => {
      await deleteLogEntry(db(), requireUser(req), req.params.id);
      return presentOk();
    },
  );
};
