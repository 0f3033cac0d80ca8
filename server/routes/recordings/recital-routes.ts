import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { RECITAL_NOT_FOUND } from '../../../common/schemas/recitals.ts';
import {
  RECORDING_MESSAGES,
  RECORDING_PART_MAX_BYTES,
  recitalPartQuery,
  recitalPartResponse,
  recitalRecordingBody,
  recordingStateSchema,
} from '../../../common/schemas/recordings.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { recitalPerformers, recitals } from '../../db/schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { idParams } from '../admin-route.ts';
import { type RecordedLesson, recordingRefusal } from './recorded-lesson.ts';
import type { RoomRecordingView } from './recordings.presenter.ts';
import {
  type RecordingDeps,
  readState,
  startRecording,
  stopRecording,
  storePart,
} from './recordings.service.ts';

export const ONLY_ORGANISER_RECORDS = "Only the recital's organiser (or an admin) records it";
export const RECITAL_OVER = 'This recital is over: it can no longer be recorded.';

const tags = ['recitals'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const PART = Symbol('part');
type PartBody = { [PART]: Buffer };

/** The recital as its recording needs it: who may record and watch it, and whose consent it needs. */
async function recitalFor(deps: RecordingDeps, user: SessionUser, id: number) {
  const [recital] = await deps.db.select().from(recitals).where(eq(recitals.id, id));
  if (!recital) throw new HttpError(404, RECITAL_NOT_FOUND);
  const performers = await deps.db
    .select({ studentId: recitalPerformers.studentId })
    .from(recitalPerformers)
    .where(eq(recitalPerformers.recitalId, id));
  const studentIds = performers.map((p) => p.studentId);
  const organises = user.role === 'admin' || recital.organiserId === user.id;
  if (!organises && !studentIds.includes(user.id)) throw new HttpError(404, RECITAL_NOT_FOUND);
  // Every performer is in it: each one's recording consent is needed, as in a group lesson.
  const lesson: RecordedLesson = { id, studentIds, group: true };
  const endsAt = recital.startsAt.getTime() + recital.durationMinutes * 60_000;
  return { organises, lesson, over: Date.now() > endsAt };
}

const presentState = (r: RoomRecordingView) => ({
  enabled: r.enabled,
  unavailable_reason: r.unavailableReason,
  recording_id: r.recordingId,
  status: r.status,
  segment: r.segment,
  recording_since: r.since?.toISOString() ?? null,
  size_bytes: r.sizeBytes,
  max_bytes: r.maxBytes,
});

/**
 * A recital's recording (issue 49), made by its organiser's stage page as a lesson's is by the
 * teacher's: its state for the organiser and performers, start and stop, and the parts.
 */
export async function recitalRecordingRoutes(app: FastifyInstance, deps: RecordingDeps, timeZone: string) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = `${API.recitals}/:id/recording`;
  const refusal = (lesson: RecordedLesson) =>
    deps.settings.enabled ? recordingRefusal(deps.db, lesson, schoolDate(timeZone)) : Promise.resolve(null);
  const uploading = new WeakMap<object, { recitalId: number }>();
  app.addContentTypeParser(
    ['video/webm', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: RECORDING_PART_MAX_BYTES },
    (_req, body, done) => done(null, { [PART]: body as Buffer } satisfies PartBody),
  );

  r.get(
    path,
    {
      schema: {
        summary: "A recital's recording as its stage page shows it (its organiser and performers)",
        tags,
        params: idParams,
        response: { 200: recordingStateSchema, ...errors },
      },
      logLevel: 'warn',
    },
    async (req) => {
      const { lesson } = await recitalFor(deps, requireUser(req), req.params.id);
      const state = await readState(deps, { recitalId: lesson.id });
      return presentState({ ...state, unavailableReason: await refusal(lesson) });
    },
  );

  r.post(
    path,
    {
      schema: {
        summary: "The organiser starts (a new segment) or stops recording the recital's stage",
        tags,
        params: idParams,
        body: recitalRecordingBody,
        response: { 200: recordingStateSchema, ...errors, 409: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (req) => {
      const { organises, lesson, over } = await recitalFor(deps, requireUser(req), req.params.id);
      if (!organises) throw new HttpError(403, ONLY_ORGANISER_RECORDS);
      const owner = { recitalId: lesson.id };
      if (req.body.status === 'stop')
        return presentState({
          ...(await stopRecording(deps, owner)),
          unavailableReason: await refusal(lesson),
        });
      if (over) throw new HttpError(409, RECITAL_OVER);
      const refused = await refusal(lesson);
      if (refused) throw new HttpError(403, refused);
      return presentState({ ...(await startRecording(deps, owner)), unavailableReason: null });
    },
  );

  r.post(
    `${path}/parts`,
    {
      schema: {
        summary:
          "One part of the recital's recording as the body (video/webm); idempotent by segment and seq",
        tags,
        params: idParams,
        querystring: recitalPartQuery,
        response: { 200: recitalPartResponse, ...errors, 409: apiErrorSchema, 413: apiErrorSchema },
      },
      bodyLimit: RECORDING_PART_MAX_BYTES,
      config: { tooLarge: RECORDING_MESSAGES.partTooLarge },
      // Who is sending is checked before the part's bytes are read.
      preParsing: async (req) => {
        // The params are checked after this hook: read the id as the route will.
        const params = idParams.safeParse(req.params);
        if (!params.success) throw new HttpError(400, params.error.issues[0]?.message ?? 'Invalid id');
        const { id } = params.data;
        if (Number(req.headers['content-length']) > RECORDING_PART_MAX_BYTES)
          throw new HttpError(413, RECORDING_MESSAGES.partTooLarge);
        const { organises, lesson } = await recitalFor(deps, requireUser(req), id);
        if (!organises) throw new HttpError(403, ONLY_ORGANISER_RECORDS);
        // A performer's consent withdrawn while recording: no further part is taken.
        const refused = await refusal(lesson);
        if (refused) throw new HttpError(403, refused);
        uploading.set(req, { recitalId: id });
      },
    },
    async (req) => {
      const owner = uploading.get(req);
      const data = (req.body as PartBody | undefined)?.[PART];
      if (!owner) throw new Error('the upload was not checked');
      if (!data) throw new HttpError(400, 'Please send the part as the body (Content-Type: video/webm)');
      const q = req.query;
      const part = await storePart(deps, owner, {
        recordingId: q.recording_id,
        segment: q.segment,
        seq: q.seq,
        data,
      });
      return { segment: part.segment, seq: part.seq, duplicate: part.duplicate, size_bytes: part.sizeBytes };
    },
  );
}
