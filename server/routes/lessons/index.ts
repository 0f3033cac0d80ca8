import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import type { LessonPolicy } from '../../../common/lesson-policy.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import {
  acceptRequestSchema,
  cancelLessonSchema,
  classIdParams,
  freeTimesQuery,
  freeTimesResponse,
  lessonChangeResponse,
  lessonOptionsResponse,
  lessonPolicyResponse,
  moveLessonSchema,
  requestIdParams,
  rescheduleRequestResponse,
  rescheduleRequestSchema,
} from '../../../common/schemas/calendar.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import type { School } from '../../../common/school.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type Lesson, type LessonRole, type LessonsContext, viewerZones } from './lesson-access.ts';
import { type ChangeOutcome, cancelLesson, moveLesson } from './lesson-changes.service.ts';
import { lessonFreeTimes, lessonOptions } from './lesson-options.service.ts';
import {
  presentChange,
  presentFreeTimes,
  presentOptions,
  presentPolicy,
  presentRequest,
} from './lessons.presenter.ts';
import {
  acceptRequest,
  declineRequest,
  requestReschedule,
  STUDENT_REQUESTS_PER_HOUR,
  withdrawRequest,
} from './reschedule-requests.service.ts';

export type LessonsOptions = { policy: LessonPolicy; timeZone: string; school: School; ownMailAge: number };

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const lesson = (path: string) => `${API.lessons}/:id/${path}`;
const request = (path: string) => `${API.rescheduleRequests}/:id/${path}`;

/**
 * Moving and cancelling lessons by the school's rules (issue 28): what the caller may do, the
 * free times, the student's reschedule requests and their answers, the teacher's or admin's
 * move, and anyone's cancellation. Only the lesson's student, its teacher or an admin.
 */
export const lessonsRoutes: FastifyPluginAsyncZod<LessonsOptions> = async (app, options) => {
  const ctx: LessonsContext = {
    policy: options.policy,
    schoolZone: options.timeZone,
    school: options.school,
    ownMailAge: options.ownMailAge,
  };
  const db = () => app.database.db;
  // Every instance drops its cached copy of the class and the room's streams read it again;
  // the mails queued with the change go out now.
  const changed = async (classId: number) => {
    await app.events.publish(classId, 'status');
    app.mailOutbox?.kick();
  };
  // Every answer about a lesson is on the caller's clock, with the other party's beside it.
  const zonesFor = (user: SessionUser, found: { role: LessonRole; lesson: Lesson }) =>
    viewerZones(user, found.role, found.lesson, ctx.schoolZone);
  // A move, a cancellation or an accepted request: told everywhere, then answered.
  const answerChange = async (user: SessionUser, done: ChangeOutcome) => {
    for (const id of [done.lesson.id, ...(done.alsoChanged ?? [])]) await changed(id);
    return presentChange(done.lesson, zonesFor(user, done), done.message);
  };

  app.get(
    API.lessonPolicy,
    {
      schema: {
        summary: "The school's lesson policy figures",
        tags: ['lessons'],
        response: { 200: lessonPolicyResponse, 401: apiErrorSchema },
      },
    },
    async (req) => {
      requireUser(req);
      return presentPolicy(ctx.policy);
    },
  );

  app.get(
    lesson('options'),
    {
      schema: {
        summary: 'What the signed-in person may do with the lesson now, and the policy in its words',
        tags: ['lessons'],
        params: classIdParams,
        response: { 200: lessonOptionsResponse, ...errors },
      },
    },
    async (req) =>
      presentOptions(await lessonOptions(db(), requireUser(req), req.params.id, new Date(), ctx)),
  );

  app.get(
    lesson('free-times'),
    {
      schema: {
        summary: 'Times in the teaching hours when both the teacher and the student are free',
        tags: ['lessons'],
        params: classIdParams,
        querystring: freeTimesQuery,
        response: { 200: freeTimesResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const found = await lessonFreeTimes(db(), user, req.params.id, req.query, new Date(), ctx);
      return presentFreeTimes(found.times, zonesFor(user, found));
    },
  );

  app.post(
    lesson('reschedule-requests'),
    {
      schema: {
        summary: `The student asks to move the lesson to one of 1-5 times; the teacher decides (at most ${STUDENT_REQUESTS_PER_HOUR} requests an hour)`,
        tags: ['lessons'],
        params: classIdParams,
        body: rescheduleRequestSchema,
        response: { 201: rescheduleRequestResponse, ...errors, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const made = await requestReschedule(db(), user, req.params.id, req.body.times, new Date(), ctx);
      app.mailOutbox?.kick();
      return reply.code(201).send(presentRequest(made.request, zonesFor(user, made)));
    },
  );

  app.post(
    lesson('move'),
    {
      schema: {
        summary: "The lesson's teacher or an admin moves it to a new time",
        tags: ['lessons'],
        params: classIdParams,
        body: moveLessonSchema,
        response: { 200: lessonChangeResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const done = await moveLesson(db(), user, req.params.id, req.body.startsAt, new Date(), ctx);
      return answerChange(user, done);
    },
  );

  app.post(
    lesson('cancel'),
    {
      schema: {
        summary: 'Cancel the lesson: the student, its teacher, or an admin for the school',
        tags: ['lessons'],
        params: classIdParams,
        body: cancelLessonSchema,
        response: { 200: lessonChangeResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const done = await cancelLesson(db(), user, req.params.id, req.body.note, new Date(), ctx);
      return answerChange(user, done);
    },
  );

  app.post(
    request('accept'),
    {
      schema: {
        summary: "The lesson's teacher or an admin accepts one of the proposed times: the lesson moves",
        tags: ['lessons'],
        params: requestIdParams,
        body: acceptRequestSchema,
        response: { 200: lessonChangeResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const done = await acceptRequest(db(), user, req.params.id, req.body.time, new Date(), ctx);
      return answerChange(user, done);
    },
  );

  app.post(
    request('decline'),
    {
      schema: {
        summary: "The lesson's teacher or an admin declines the request: the lesson stays",
        tags: ['lessons'],
        params: requestIdParams,
        response: { 200: rescheduleRequestResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const done = await declineRequest(db(), user, req.params.id, new Date(), ctx);
      app.mailOutbox?.kick();
      return presentRequest(done.request, zonesFor(user, done));
    },
  );

  app.post(
    request('withdraw'),
    {
      schema: {
        summary: 'The student withdraws a request still waiting',
        tags: ['lessons'],
        params: requestIdParams,
        response: { 200: rescheduleRequestResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const done = await withdrawRequest(db(), user, req.params.id, new Date());
      return presentRequest(done.request, zonesFor(user, done));
    },
  );
};
