import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import { SCORE_LIMITS, SCORE_TEXT } from '../../../../common/schemas/live-class/score.ts';
import { requireUser } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { lessonPlaces, sharedLessonId } from '../../group-classes/group-classes.service.ts';
import { sendFile } from '../chat/send-file.ts';
import { type ClassRow, createGate, type GateOptions, type Member, roleIn } from '../class-gate.ts';
import { liveAnswer } from '../live-presenter.ts';
import type { LiveContext } from '../options.ts';
import {
  addMarkRoute,
  eraseMarkRoute,
  listScoresRoute,
  lockRoute,
  markedPdfRoute,
  marksPageRoute,
  openScoreRoute,
  scoreFileRoute,
  strokeRoute,
  turnPageRoute,
} from './schema.ts';
import { presentMarksPage } from './score.presenter.ts';
import {
  addMark,
  addStroke,
  eraseMark,
  listScores,
  lockPages,
  markedPdf,
  marksPage,
  openScore,
  type ScoreDeps,
  scoreById,
  turnPage,
} from './score.service.ts';
import { ScoreWorker } from './score-in-worker.ts';

const JOINED: GateOptions = { open: true, password: true };
/**
 * Read by its members: during the lesson past the room's password, as the room's other calls;
 * once the lesson is completed, in any session of theirs (their dashboard, beside the recording).
 */
const readerOf = (cls: ClassRow | null): GateOptions => (cls?.isCompleted ? {} : { password: true });

const SCORE = Symbol('score');
type ScoreBody = { [SCORE]: Buffer };
/** A score's body may come as any of these; its bytes decide what it is. */
const SCORE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'];

/**
 * The shared score (issue 31): opened by either party, its page turned and its marks made by
 * both, each change stored in order and pushed on the class's stream ('score' events).
 */
export const scoreRoutes: FastifyPluginAsyncZod<LiveContext> = async (app, ctx) => {
  const gate = createGate(app.database.db, ctx);
  const work = new ScoreWorker();
  app.addHook('onClose', async () => work.close());
  const deps = (): ScoreDeps => ({ db: app.database.db, events: app.events, store: app.chatFiles, work });
  // A stroke's batches and finished marks draw on one budget a person (a route's own limit would
  // count each route apart): what drawing may cost the server and the other side.
  const drawingBudget = app.createRateLimit({
    max: ctx.strokesPerMinute,
    timeWindow: 60_000,
    keyGenerator: (req) => `score-drawing:${req.user?.id ?? req.ip}`,
  });
  const drawing = async (req: FastifyRequest, reply: FastifyReply) => {
    const budget = await drawingBudget(req);
    if (budget.isAllowed || !budget.isExceeded) return;
    reply.header('retry-after', budget.ttlInSeconds);
    throw new HttpError(429, SCORE_TEXT.drawingTooFast);
  };
  app.addContentTypeParser(
    SCORE_TYPES,
    { parseAs: 'buffer', bodyLimit: SCORE_LIMITS.bytes },
    (_req, body, done) => done(null, { [SCORE]: body as Buffer } satisfies ScoreBody),
  );

  /**
   * A group lesson's places (a row per student) share one score, kept under its first place as its
   * chat is: the member as they act on it, through their own place.
   */
  const shared = async (member: Member): Promise<Member> => {
    const id = await sharedLessonId(app.database.db, member.cls);
    const cls = id === member.cls.id ? member.cls : await ctx.cache.classRow(id);
    return cls ? { ...member, cls } : member;
  };

  /** The caller's own place in the lesson the score's row belongs to (the row itself one-to-one). */
  const placeOf = async (cls: ClassRow, userId: number): Promise<number | null> => {
    if (roleIn(cls, userId)) return cls.id;
    if (!cls.groupClassId) return null;
    const { places } = await lessonPlaces(app.database.db, {
      groupClassId: cls.groupClassId,
      startsAt: cls.startsAt,
    });
    return places.find((p) => p.studentId === userId && !p.isCancelled)?.id ?? null;
  };

  /** The member of the score's lesson, or 404 alike for a missing score and another class's. */
  const memberOf = async (req: FastifyRequest, id: number, options?: GateOptions) => {
    const user = requireUser(req);
    const score = await scoreById(app.database.db, id);
    const cls = score && (await ctx.cache.classRow(score.classId));
    const place = cls && (await placeOf(cls, user.id));
    if (!score || !cls || !place) throw new HttpError(404, SCORE_TEXT.notFound);
    const own = place === cls.id ? cls : await ctx.cache.classRow(place);
    const member = await gate(req, place, {}, options ?? readerOf(own));
    return { score, member: { ...member, cls } };
  };

  app.post(
    API.classScores,
    { schema: openScoreRoute, bodyLimit: SCORE_LIMITS.bytes, config: { tooLarge: SCORE_TEXT.tooLarge } },
    async (req, reply) => {
      const member = await shared(await gate(req, req.query.class_id, {}, JOINED));
      const bytes = (req.body as ScoreBody | undefined)?.[SCORE];
      if (!bytes?.length) throw new HttpError(400, SCORE_TEXT.notScore);
      const score = await openScore(deps(), member, { name: req.query.name, bytes });
      return reply.status(201).send(liveAnswer(score, 'Score opened'));
    },
  );

  app.get(API.classScores, { schema: listScoresRoute }, async (req) => {
    const reader = readerOf(await ctx.cache.classRow(req.query.class_id));
    const { cls } = await shared(await gate(req, req.query.class_id, {}, reader));
    return liveAnswer({ scores: await listScores(app.database.db, cls.id) }, 'Scores');
  });

  // Opened in the browser's own viewer: a document, with the page headers.
  const fileConfig = { securityHeaders: 'page' as const };
  app.get(
    `${API.classScores}/:id/file`,
    { schema: scoreFileRoute, config: fileConfig },
    async (req, reply) => {
      const { score } = await memberOf(req, req.params.id);
      return sendFile(
        req,
        reply,
        { fileName: score.fileName, mimeType: score.mimeType, size: score.sizeBytes },
        async (start, end) => {
          const stream = await app.chatFiles.read(score.storageKey, start, end);
          if (!stream) throw new HttpError(404, SCORE_TEXT.notFound);
          return stream;
        },
      );
    },
  );

  app.get(`${API.classScores}/:id/marks`, { schema: marksPageRoute }, async (req) => {
    const { score } = await memberOf(req, req.params.id);
    return liveAnswer(presentMarksPage(await marksPage(app.database.db, score.id, req.query.after)), 'Marks');
  });

  app.get(
    `${API.classScores}/:id/marked.pdf`,
    { schema: markedPdfRoute, config: fileConfig },
    async (req, reply) => {
      const { score } = await memberOf(req, req.params.id);
      const made = await markedPdf(deps(), score);
      const pdf = Buffer.from(made.buffer, made.byteOffset, made.byteLength);
      const name = `${score.fileName.replace(/\.[^.]*$/, '')} (marked).pdf`;
      return sendFile(
        req,
        reply,
        { fileName: name, mimeType: 'application/pdf', size: pdf.byteLength },
        async (start, end) => pdf.subarray(start, end + 1),
      );
    },
  );

  app.post(`${API.classScores}/:id/page`, { schema: turnPageRoute }, async (req) => {
    const { member } = await memberOf(req, req.params.id, JOINED);
    return liveAnswer({ page: await turnPage(deps(), member, req.params.id, req.body.page) }, 'Page turned');
  });

  app.post(`${API.classScores}/:id/lock`, { schema: lockRoute }, async (req) => {
    const { member } = await memberOf(req, req.params.id, JOINED);
    const locked = await lockPages(deps(), member, req.params.id, req.body.locked);
    return liveAnswer({ locked }, locked ? 'Only the teacher turns pages' : 'Both turn pages');
  });

  app.post(`${API.classScores}/:id/marks`, { schema: addMarkRoute, onRequest: drawing }, async (req) => {
    const { member } = await memberOf(req, req.params.id, JOINED);
    return liveAnswer(await addMark(deps(), member, req.params.id, req.body), 'Mark stored');
  });

  app.post(`${API.classScores}/:id/strokes`, { schema: strokeRoute, onRequest: drawing }, async (req) => {
    const { member } = await memberOf(req, req.params.id, JOINED);
    const sent = await addStroke(deps(), member, req.params.id, req.body);
    return liveAnswer({ sent }, sent ? 'Stroke sent' : 'Stroke already stored as a mark');
  });

  app.delete(`${API.classScores}/:id/marks/:markId`, { schema: eraseMarkRoute }, async (req) => {
    const { member } = await memberOf(req, req.params.id, JOINED);
    await eraseMark(deps(), member, req.params.id, req.params.markId);
    return liveAnswer({ erased: req.params.markId }, 'Mark erased');
  });
};
