import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { okResponse } from '../../../common/schemas/admin-page.ts';
import {
  assignmentIdParams,
  assignmentResponse,
  attachmentQuery,
  TAKE_TEXT,
  takeAnswerSchema,
  takeCommentSchema,
  takeResponse,
  takesResponse,
  takeUploadQuery,
} from '../../../common/schemas/assignments.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import type { School } from '../../../common/school.ts';
import { schoolDate } from '../../../common/school-time.ts';
import type { AppConfig } from '../../config.ts';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { presentOk } from '../admin-presenter.ts';
import { sendFile } from '../live-class/chat/send-file.ts';
import { presentAssignment, presentTake } from './assignments.presenter.ts';
import { attachFile, removeAttachment, visibleAttachment } from './attachments.service.ts';
import { declaredBytes } from './file-body.ts';
import { answerTake, commentOnTake, deleteTake, listTakes, storeTake, visibleTake } from './takes.service.ts';

export type FileRoutesOptions = {
  recordings: AppConfig['recordings'];
  /** A take's size limit and each student's room for takes. */
  takes: AppConfig['takes'];
  /** Where the attachments and takes are kept (beside the recordings). */
  store: BlobStore;
  school: School;
  timeZone: string;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
};
const tags = ['practice'];
const FILE = Symbol('file');
/** What a file call's body may be sent as; its bytes decide what it is. */
const FILE_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/wav',
  'audio/mpeg',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
  'application/octet-stream',
];
// The body's stream, unread: the call checks the sender first, then streams it to the store.
type FileBody = { [FILE]: Readable };
const bodyOf = (body: unknown) => (body as FileBody | undefined)?.[FILE];

/**
 * The calls that carry a file as their body, streamed to where the recordings are kept (disk or
 * S3): the teacher's attachment to an assignment, and the student's takes (within TAKE_MAX_MB and
 * their TAKE_QUOTA_MB) with the teacher's comments and answer.
 */
export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (
  app,
  { takes, store, school, timeZone },
) => {
  const db = () => app.database.db;
  app.addContentTypeParser(FILE_TYPES, (_req, payload, done) =>
    done(null, { [FILE]: payload } satisfies FileBody),
  );
  // A file refused before it all arrived: the connection closes after the answer, rather than
  // reading the rest of it (Node would, to keep the connection for the next request).
  app.addHook('onSend', async (req, reply) => {
    if (req.raw.complete === false) reply.header('connection', 'close');
  });

  app.post(
    `${API.courseAssignments}/:id/attachment`,
    {
      schema: {
        summary: 'The teacher attaches a score (PDF or image) or a recording, the file as the body',
        tags,
        params: assignmentIdParams,
        querystring: attachmentQuery,
        response: { 200: assignmentResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const a = await attachFile(db(), store, user, req.params.id, {
        name: req.query.name,
        body: bodyOf(req.body),
        declaredBytes: declaredBytes(req.headers),
      });
      return { result: true as const, Assignment: presentAssignment(a, user, timeZone) };
    },
  );

  app.delete(
    `${API.courseAssignments}/:id/attachment`,
    {
      schema: {
        summary: "The teacher removes an assignment's attachment",
        tags,
        params: assignmentIdParams,
        response: { 200: assignmentResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const a = await removeAttachment(db(), store, user, req.params.id);
      return { result: true as const, Assignment: presentAssignment(a, user, timeZone) };
    },
  );

  app.get(
    `${API.courseAssignments}/:id/attachment`,
    {
      schema: {
        summary: "An assignment's attachment, to those who may see the assignment",
        tags,
        params: assignmentIdParams,
      },
    },
    async (req, reply) => {
      const file = await visibleAttachment(db(), requireUser(req), req.params.id);
      return sendFile(req, reply, file, async (start, end) => {
        const stream = await store.read(file.key, start, end);
        if (!stream) throw new HttpError(404, 'This assignment has no attachment');
        return stream;
      });
    },
  );

  app.post(
    `${API.courseAssignments}/:id/takes`,
    {
      schema: {
        summary:
          'The student sends a take (the recording as the body) for their assignment: at most TAKE_MAX_MB, within their TAKE_QUOTA_MB',
        tags,
        params: assignmentIdParams,
        querystring: takeUploadQuery,
        response: { 201: takeResponse, ...errors },
      },
    },
    async (req, reply) => {
      const take = await storeTake(
        db(),
        store,
        takes,
        requireUser(req),
        req.params.id,
        {
          body: bodyOf(req.body),
          declaredBytes: declaredBytes(req.headers),
          durationMs: req.query.duration_ms,
          note: req.query.note,
        },
        schoolDate(timeZone),
      );
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

  app.delete(
    `${API.practiceTakes}/:id`,
    {
      schema: {
        summary: "The student deletes a take of theirs (an admin any), the teacher's comments with it",
        tags,
        params: assignmentIdParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (req) => {
      await deleteTake(db(), store, requireUser(req), req.params.id);
      return presentOk();
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
