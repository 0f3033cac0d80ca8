import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  assignmentIdParams,
  TAKE_TEXT,
  takeAnswerSchema,
  takeCommentSchema,
  takeResponse,
  takesResponse,
  takeUploadQuery,
} from '../../../common/schemas/assignments.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import type { School } from '../../../common/school.ts';
import type { AppConfig } from '../../config.ts';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { blobStoreBesideRecordings } from '../../storage/beside-recordings.ts';
import { sendFile } from '../live-class/chat/send-file.ts';
import { presentTake } from './assignments.presenter.ts';
import { answerTake, commentOnTake, listTakes, storeTake, visibleTake } from './takes.service.ts';

export type TakesOptions = { recordings: AppConfig['recordings']; school: School };

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
};
const tags = ['practice'];
const TAKE = Symbol('take');
type TakeBody = { [TAKE]: Buffer };

/**
 * Takes: the student's recordings for an assignment, kept where the recordings are (disk or S3)
 * within the recordings' size limit, and the teacher's comments and answer.
 */
export const takesRoutes: FastifyPluginAsyncZod<TakesOptions> = async (app, { recordings, school }) => {
  const db = () => app.database.db;
  const store = blobStoreBesideRecordings(recordings, 'practice-files');
  app.addContentTypeParser(
    ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav', 'audio/mpeg', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: recordings.maxBytes },
    (_req, body, done) => done(null, { [TAKE]: body as Buffer } satisfies TakeBody),
  );

  app.post(
    `${API.courseAssignments}/:id/takes`,
    {
      schema: {
        summary: 'The student sends a take (the recording as the body) for their assignment',
        tags,
        params: assignmentIdParams,
        querystring: takeUploadQuery,
        response: { 201: takeResponse, ...errors },
      },
      bodyLimit: recordings.maxBytes,
      config: { tooLarge: TAKE_TEXT.tooLarge },
    },
    async (req, reply) => {
      const bytes = (req.body as TakeBody | undefined)?.[TAKE];
      if (!bytes?.length) throw new HttpError(400, TAKE_TEXT.notAudio);
      const take = await storeTake(db(), store, requireUser(req), req.params.id, {
        bytes,
        durationMs: req.query.duration_ms,
        note: req.query.note,
      });
      return reply.status(201).send({ result: true as const, Take: presentTake(take) });
    },
  );

  app.get(
    `${API.courseAssignments}/:id/takes`,
    {
      schema: {
        summary: "An assignment's takes, newest first, each with the teacher's comments and answer",
        tags,
        params: assignmentIdParams,
        response: { 200: takesResponse, ...errors },
      },
    },
    async (req) => {
      const takes = await listTakes(db(), requireUser(req), req.params.id);
      return { result: true as const, Takes: takes.map(presentTake) };
    },
  );

  app.get(
    `${API.practiceTakes}/:id/file`,
    {
      schema: {
        summary: "A take's recording (its student, their teachers and admins); byte ranges for seeking",
        tags,
        params: assignmentIdParams,
      },
    },
    async (req, reply) => {
      const take = await visibleTake(db(), requireUser(req), req.params.id);
      return sendFile(
        req,
        reply,
        {
          fileName: `take-${take.id}.${take.mimeType.split('/')[1] ?? 'bin'}`,
          mimeType: take.mimeType,
          size: take.sizeBytes,
        },
        async (start, end) => {
          const stream = await store.read(take.storageKey, start, end);
          if (!stream) throw new HttpError(404, TAKE_TEXT.notFound);
          return stream;
        },
      );
    },
  );

  app.post(
    `${API.practiceTakes}/:id/comments`,
    {
      schema: {
        summary: "The teacher's comment at a moment of the take",
        tags,
        params: assignmentIdParams,
        body: takeCommentSchema,
        response: { 200: takeResponse, ...errors },
      },
    },
    async (req) => {
      const take = await commentOnTake(db(), requireUser(req), req.params.id, req.body);
      return { result: true as const, Take: presentTake(take) };
    },
  );

  app.post(
    `${API.practiceTakes}/:id/answer`,
    {
      schema: {
        summary:
          "The teacher's answer: words, and the assignment done or to play again (the student is mailed)",
        tags,
        params: assignmentIdParams,
        body: takeAnswerSchema,
        response: { 200: takeResponse, ...errors },
      },
    },
    async (req) => {
      const take = await answerTake(db(), school, requireUser(req), req.params.id, req.body);
      app.mailOutbox?.kick();
      return { result: true as const, Take: presentTake(take) };
    },
  );
};
