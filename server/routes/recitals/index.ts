import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../../common/api.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import {
  audienceQuery,
  audienceResponse,
  createRecitalSchema,
  performingResponse,
  recitalJanusJoin,
  recitalSchema,
  recitalStudentsResponse,
  recitalsResponse,
  stageSchema,
  stageViewSchema,
  updateRecitalSchema,
} from '../../../common/schemas/recitals.ts';
import type { AppConfig, JanusConfig } from '../../config.ts';
import { recitals } from '../../db/schema.ts';
import { StreamingMounts } from '../../janus/streaming-mounts.ts';
import { VideoRooms } from '../../janus/video-room.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { adminErrors, idParams } from '../admin-route.ts';
import { audienceView } from './audience.service.ts';
import { presentRecital } from './recitals.presenter.ts';
import {
  createRecital,
  getRecital,
  listRecitals,
  recitalRoom,
  replaceAudienceLink,
  setStage,
  setViewerCap,
  stageToken,
} from './recitals.service.ts';
import { relayStage, relayStageNow } from './stage-relay.service.ts';
import { performing, recitalStudents, stageView } from './stage-view.service.ts';

const errors = { ...adminErrors, 409: apiErrorSchema };
const one = `${API.recitals}/:id`;
const tokenParams = z.object({ token: z.string().min(1).max(100) });

/**
 * Recitals (issue 49): an admin or a teacher schedules one and runs its stage; its performers get
 * a publisher's token; the audience's link (no account) reads the page and a subscriber's token.
 */
export const recitalsRoutes: FastifyPluginAsyncZod<{
  timeZone: string;
  janus: AppConfig['groupClasses']['janus'];
  /** Edge Janus servers for audiences past each one's share (none: everyone on `janus`). */
  relay?: { edges: JanusConfig[]; viewersPerServer: number };
}> = async (app, { timeZone, janus, relay = { edges: [], viewersPerServer: 200 } }) => {
  const db = () => app.database.db;
  const staff = (req: Parameters<typeof requireUser>[0]) => requireRole(req, 'admin', 'teacher');
  const view = async (user: SessionUser, id: number) =>
    presentRecital(await getRecital(db(), user, id, new Date()), user.timeZone, timeZone);

  app.get(
    API.recitals,
    {
      schema: {
        summary: "The caller's recitals (an admin's: every one), the latest first",
        tags: ['recitals'],
        response: { 200: recitalsResponse, ...errors },
      },
    },
    async (req) => {
      const user = staff(req);
      const rows = await listRecitals(db(), user, new Date());
      return { Recitals: rows.map((r) => presentRecital(r, user.timeZone, timeZone)) };
    },
  );

  app.post(
    API.recitals,
    {
      schema: {
        summary: 'Schedule a recital: its time (school clock), performers in running order and viewer limit',
        tags: ['recitals'],
        body: createRecitalSchema,
        response: { 201: recitalSchema, ...errors },
      },
    },
    async (req, reply) => {
      const user = staff(req);
      const id = await createRecital(db(), req.body, user, timeZone);
      return reply.code(201).send(await view(user, id));
    },
  );

  app.get(
    API.recitalStudents,
    {
      schema: {
        summary: 'The students a recital may have as performers (every student), by name',
        tags: ['recitals'],
        response: { 200: recitalStudentsResponse, ...errors },
      },
    },
    async (req) => {
      staff(req);
      return { Students: await recitalStudents(db()) };
    },
  );

  app.get(
    API.recitalsPerforming,
    {
      schema: {
        summary: "The signed-in student's recitals, the latest first",
        tags: ['recitals'],
        response: { 200: performingResponse, ...errors },
      },
    },
    async (req) => {
      const user = requireRole(req, 'student');
      return { Recitals: await performing(db(), user, timeZone) };
    },
  );

  app.get(
    `${one}/stage`,
    {
      schema: {
        summary: 'The stage (running order, who is on and next) for a performer, the organiser or an admin',
        tags: ['recitals'],
        params: idParams,
        response: { 200: stageViewSchema, ...errors },
      },
    },
    async (req) => stageView(db(), requireUser(req), req.params.id, timeZone),
  );

  app.get(
    one,
    {
      schema: {
        summary: 'A recital, for its organiser or an admin',
        tags: ['recitals'],
        params: idParams,
        response: { 200: recitalSchema, ...errors },
      },
    },
    async (req) => view(staff(req), req.params.id),
  );

  app.patch(
    one,
    {
      schema: {
        summary: "The recital's viewer limit",
        tags: ['recitals'],
        params: idParams,
        body: updateRecitalSchema,
        response: { 200: recitalSchema, ...errors },
      },
    },
    async (req) => {
      const user = staff(req);
      await setViewerCap(db(), user, req.params.id, req.body.viewerCap);
      return view(user, req.params.id);
    },
  );

  app.put(
    `${one}/stage`,
    {
      schema: {
        summary: 'Who is on stage and who is next (performers of the recital, or no one)',
        tags: ['recitals'],
        params: idParams,
        body: stageSchema,
        response: { 200: recitalSchema, ...errors },
      },
    },
    async (req) => {
      const user = staff(req);
      await setStage(db(), user, req.params.id, req.body);
      if (janus) await relayNewStage(req.params.id);
      return view(user, req.params.id);
    },
  );

  // The old link's browsers lose their Janus tokens too; a Janus that does not answer then keeps
  // them until the stage room is removed after the recital (the link itself refuses at once).
  const replaceLink = async (user: SessionUser, id: number, renew: boolean) => {
    const seats = await replaceAudienceLink(db(), user, id, renew);
    const on = (server: number) => seats.filter((s) => s.server === server).map((s) => s.token);
    const dismissed = janus
      ? [
          new VideoRooms(janus).dismiss(recitalRoom(id), on(0)),
          ...relay.edges.map((edge, i) => new StreamingMounts(edge).dismiss(on(i + 1))),
        ]
      : [];
    for (const result of await Promise.allSettled(dismissed))
      if (result.status === 'rejected')
        app.log.warn({ err: result.reason, recital: id }, 'audience tokens not taken back from Janus');
    return view(user, id);
  };
  // The edges follow the stage at once; a Janus that does not answer is caught up by the polls.
  const relayNewStage = async (id: number) => {
    const [row] = await db().select().from(recitals).where(eq(recitals.id, id));
    if (janus && row)
      await relayStage(db(), janus, relay.edges, row).catch((err) =>
        app.log.warn({ err, recital: id }, 'the stage is not relayed to the edge Janus'),
      );
  };

  app.post(
    `${one}/audience_link`,
    {
      schema: {
        summary: 'A new audience link; the old one stops working at once',
        tags: ['recitals'],
        params: idParams,
        response: { 200: recitalSchema, ...errors },
      },
    },
    async (req) => replaceLink(staff(req), req.params.id, true),
  );

  app.delete(
    `${one}/audience_link`,
    {
      schema: {
        summary: 'Revoke the audience link: it refuses at once',
        tags: ['recitals'],
        params: idParams,
        response: { 200: recitalSchema, ...errors },
      },
    },
    async (req) => replaceLink(staff(req), req.params.id, false),
  );

  app.post(
    `${one}/janus_token`,
    {
      schema: {
        summary: "A token for the recital's stage, for a performer, its organiser or an admin",
        tags: ['recitals'],
        params: idParams,
        response: { 200: recitalJanusJoin, ...errors },
      },
    },
    async (req) => stageToken(db(), janus, requireUser(req), req.params.id),
  );

  app.get(
    `${API.recitalAudience}/:token`,
    {
      schema: {
        summary: "The audience's page: title, time, running order, who is on, and a watcher's stage token",
        tags: ['recitals'],
        params: tokenParams,
        querystring: audienceQuery,
        response: { 200: audienceResponse, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      // The page is the link holder's alone: no cache between them and the school keeps it.
      reply.header('cache-control', 'no-store');
      const { recitalId, ...view } = await audienceView(
        db(),
        janus,
        req.params.token,
        req.query.viewer,
        new Date(),
        timeZone,
        relay,
      );
      // A watcher on an edge: check now and then that the edge is fed with whoever is on stage.
      if (janus && view.janus?.relay)
        await relayStageNow(db(), janus, relay.edges, recitalId).catch((err) =>
          app.log.warn({ err, recital: recitalId }, 'the stage is not relayed to the edge Janus'),
        );
      return view;
    },
  );
};
