import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_TEXT,
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
import type { AppConfig } from '../../config.ts';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { sendFile } from '../live-class/chat/send-file.ts';
import { presentAssignment, presentTake } from './assignments.presenter.ts';
import { attachFile, removeAttachment, visibleAttachment } from './attachments.service.ts';
import { answerTake, commentOnTake, listTakes, storeTake, visibleTake } from './takes.service.ts';

export type FileRoutesOptions = {
  recordings: AppConfig['recordings'];
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
type FileBody = { [FILE]: Buffer };
const bytesOf = (body: unknown) => (body as FileBody | undefined)?.[FILE];

/**
 * The calls that carry a file as their body, kept where the recordings are (disk or S3): the
 * teacher's attachment to an assignment, and the student's takes (within the recordings' size
 * limit) with the teacher's comments and answer.
 */
export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (
  app,
  { recordings, store, school, timeZone },
) => {
  const db = () => app.database.db;
  app.addContentTypeParser(
    FILE_TYPES,
    { parseAs: 'buffer', bodyLimit: Math.max(recordings.maxBytes, ASSIGNMENT_LIMITS.attachmentBytes) },
    (_req, body, done) => done(null, { [FILE]: body as Buffer } satisfies FileBody),
  );

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
      bodyLimit: ASSIGNMENT_LIMITS.attachmentBytes,
      config: { tooLarge: ASSIGNMENT_TEXT.attachmentTooLarge },
    },
    async (req) => {
      const bytes = bytesOf(req.body);
      if (!bytes?.length) throw new HttpError(400, ASSIGNMENT_TEXT.attachmentType);
      const user = requireUser(req);
      const a = await attachFile(db(), store, user, req.params.id, { name: req.query.name, bytes });
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
      const bytes = bytesOf(req.body);
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
