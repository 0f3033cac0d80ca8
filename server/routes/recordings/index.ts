import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  RECORDING_MESSAGES,
  RECORDING_PART_MAX_BYTES,
  uploadPartQuery,
} from '../../../common/schemas/recordings.ts';
import { schoolDate } from '../../../common/school-time.ts';
import type { AppConfig } from '../../config.ts';
import { byteRange, dispositionHeader } from '../../http/file-response.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { adminOnly } from '../admin-route.ts';
import { createClassCache } from '../live-class/class-cache.ts';
import { createGate } from '../live-class/class-gate.ts';
import { recitalRecordingRoutes } from './recital-routes.ts';
import { type RecordedLesson, recordedLesson, recordingRefusal } from './recorded-lesson.ts';
import { recordingDeps } from './recording-deps.ts';
import {
  presentPartStored,
  presentRecordingDeleted,
  presentRecordingList,
  presentRecordingStarted,
  presentRecordingState,
  presentRecordingStopped,
} from './recordings.presenter.ts';
import {
  deleteRecording,
  fileFor,
  joinsRunning,
  joinsSettled,
  listRecordings,
  type RecordingDeps,
  type RoomRecording,
  readState,
  startRecording,
  stopIfCompleted,
  stopRecording,
  storePart,
} from './recordings.service.ts';
import {
  adminDeleteRoute,
  adminListRoute,
  fileRoute,
  myListRoute,
  stateRoute,
  updateStatusRoute,
  uploadRoute,
} from './schema.ts';

export type RecordingRouteOptions = {
  timeZone: string;
  recordings: AppConfig['recordings'];
};

const TEACHER_IN_CLASS = { open: true, password: true, teacherOnly: true };
// The part's bytes, under a symbol: the app's input check walks a body's string keys, not these.
const PART = Symbol('part');
type PartBody = { [PART]: Buffer };

/**
 * Lesson recordings: the room's class calls (live-class answer shape), the dashboards' lists,
 * the file (Range, download, private caching) and the admin's delete. Their scheduled job
 * (retention, recordings left open) is in server/jobs/.
 */
export const recordingRoutes: FastifyPluginAsyncZod<RecordingRouteOptions> = async (app, opts) => {
  const deps = recordingDeps(app.database.db, opts.recordings, app.log, app.metrics.recordingJoined);
  app.metrics.sources.recordingJoinsRunning = joinsRunning;
  // A class completed (its teacher left): its recording stops and is made into a file at once.
  const off = app.events.subscribeAll((classId, kind) => {
    if (kind === 'status')
      stopIfCompleted(deps, classId).catch((err) => app.log.error({ err }, 'recording stop failed'));
  });
  app.addHook('onClose', async () => {
    off();
    await joinsSettled();
  });

  await app.register(async (live: FastifyInstance) => classCalls(live, opts, deps));
  await app.register(async (plugin: FastifyInstance) => recitalRecordingRoutes(plugin, deps, opts.timeZone));
  await app.register(async (plugin) => {
    const member = plugin.withTypeProvider<ZodTypeProvider>();
    member.get(API.myRecordings, { schema: myListRoute }, async (req) => {
      const user = requireRole(req, 'teacher', 'student', 'guardian');
      return presentRecordingList(await listRecordings(deps.db, user), user, opts.timeZone);
    });
    member.get(`${API.recordingFiles}/:id/file`, { schema: fileRoute }, async (req, reply) => {
      const user = requireUser(req);
      const file = await fileFor(deps.db, user, req.params.id, opts.timeZone);
      const size = file && (await deps.store.fileSize(file.id));
      if (!file || size === null) throw new HttpError(404, RECORDING_MESSAGES.notFound);
      const type = 'video/webm';
      reply
        .header('content-type', type)
        .header(
          'content-disposition',
          dispositionHeader(file.fileName, req.query.download === '1' ? 'attachment' : 'inline'),
        )
        .header('cache-control', 'private, max-age=3600')
        .header('accept-ranges', 'bytes');
      const range = byteRange(req.headers.range, size);
      if (!range) {
        reply.header('content-length', size);
        return reply.send(size ? await deps.store.readFile(file.id, 0, size - 1) : Buffer.alloc(0));
      }
      if (range === 'unsatisfiable')
        return reply.status(416).header('content-range', `bytes */${size}`).send();
      const { start, end } = range;
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', end - start + 1)
        .send(await deps.store.readFile(file.id, start, end));
    });
  });
  await app.register(async (plugin) => {
    adminOnly(plugin);
    const admin = plugin.withTypeProvider<ZodTypeProvider>();
    admin.get(API.adminRecordings, { schema: adminListRoute }, async (req) => {
      const user = requireUser(req);
      return presentRecordingList(await listRecordings(deps.db, user), user, opts.timeZone);
    });
    admin.delete(`${API.adminRecordings}/:id`, { schema: adminDeleteRoute }, async (req) => {
      if (!(await deleteRecording(deps, req.params.id)))
        throw new HttpError(404, RECORDING_MESSAGES.notFound);
      return presentRecordingDeleted();
    });
  });
};

/** The room's calls: the class's members read the state; only its teacher records. */
async function classCalls(app: FastifyInstance, opts: RecordingRouteOptions, deps: RecordingDeps) {
  const live = app.withTypeProvider<ZodTypeProvider>();
  const cache = createClassCache(deps.db, app.events);
  app.addHook('onClose', async () => cache.close());
  const gate = createGate(deps.db, { timeZone: opts.timeZone, cache });
  const today = () => schoolDate(opts.timeZone);
  const withConsent = async (state: RoomRecording, lesson: RecordedLesson) => ({
    ...state,
    unavailableReason: state.enabled ? await recordingRefusal(deps.db, lesson, today()) : null,
  });
  // The upload's lesson, found before its bytes are read.
  const uploading = new WeakMap<object, RecordedLesson>();
  // The room's calls answer in the live-class shape, refusals too.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, envelope: 'live' };
  });
  app.addContentTypeParser(
    ['video/webm', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: RECORDING_PART_MAX_BYTES },
    (_req, body, done) => done(null, { [PART]: body as Buffer } satisfies PartBody),
  );

  live.get(
    API.recordingStatus,
    { schema: stateRoute, config: { sessionCache: true }, logLevel: 'warn' },
    async (req) => {
      const { cls } = await gate(req, req.query.class_id, {}, { open: true, password: true });
      const lesson = await recordedLesson(deps.db, cls);
      return presentRecordingState(await withConsent(await readState(deps, { classId: lesson.id }), lesson));
    },
  );

  live.post(API.updateRecordingStatus, { schema: updateStatusRoute }, async (req) => {
    const b = req.body;
    const { cls } = await gate(req, b.class_id, { userId: b.user_id, role: b.user_role }, TEACHER_IN_CLASS);
    const lesson = await recordedLesson(deps.db, cls);
    if (b.status === 'stop') {
      const stopped = await stopRecording(deps, { classId: lesson.id });
      // The meeting status says whether the lesson is recorded.
      await app.events.publish(lesson.id, 'status');
      return presentRecordingStopped(await withConsent(stopped, lesson));
    }
    const refusal = deps.settings.enabled ? await recordingRefusal(deps.db, lesson, today()) : null;
    if (refusal) throw new HttpError(403, refusal);
    const started = await startRecording(deps, { classId: lesson.id });
    await app.events.publish(lesson.id, 'status');
    return presentRecordingStarted({ ...started, unavailableReason: null });
  });

  live.post(
    API.uploadClassRecording,
    {
      schema: uploadRoute,
      bodyLimit: RECORDING_PART_MAX_BYTES,
      config: { tooLarge: RECORDING_MESSAGES.partTooLarge },
      // Who is sending is checked before the part's bytes are read: a refusal costs no upload.
      preParsing: async (req) => {
        const q = uploadPartQuery.safeParse(req.query);
        if (!q.success) throw new HttpError(400, q.error.issues[0]?.message ?? 'Invalid part');
        if (Number(req.headers['content-length']) > RECORDING_PART_MAX_BYTES) {
          throw new HttpError(413, RECORDING_MESSAGES.partTooLarge);
        }
        const { cls } = await gate(req, q.data.class_id, {}, TEACHER_IN_CLASS);
        const lesson = await recordedLesson(deps.db, cls);
        // Consent withdrawn while recording: no further part is taken.
        const refusal = await recordingRefusal(deps.db, lesson, today());
        if (refusal) throw new HttpError(403, refusal);
        uploading.set(req, lesson);
      },
    },
    async (req) => {
      const body = req.body as PartBody | undefined;
      const data = body?.[PART];
      if (!data) throw new HttpError(400, 'Please send the part as the body (Content-Type: video/webm)');
      const q = req.query;
      const lesson = uploading.get(req);
      if (!lesson) throw new Error('the upload was not checked');
      return presentPartStored(
        await storePart(
          deps,
          { classId: lesson.id },
          {
            recordingId: q.recording_id,
            segment: q.segment,
            seq: q.seq,
            data,
          },
        ),
      );
    },
  );
}
