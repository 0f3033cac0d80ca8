import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import { CAMERA_LINK_DEAD } from '../../../../common/schemas/live-class/camera-link.ts';
import { classJoinPasses, users } from '../../../db/schema.ts';
import { sessionUserColumns } from '../../../db/session-user.ts';
import { startSession } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { createGate, roleIn } from '../class-gate.ts';
import type { LiveContext } from '../options.ts';
import { presentCameraLink, presentCameraLinkUsed } from './camera-link.presenter.ts';
import { issueCameraLink, useCameraLink } from './camera-link.service.ts';
import { cameraLinkRoute, cameraLinkUseRoute } from './schema.ts';

/**
 * A phone as a member's second camera: the member (in the room: the class open, its password
 * passed) asks for a one-time link; the phone uses it and is signed in as that member, with the
 * class's password passed for its session too.
 */
export const cameraLinkRoutes: FastifyPluginAsyncZod<LiveContext> = async (app, ctx) => {
  const db = app.database.db;
  const gate = createGate(db, ctx);
  const now = ctx.now ?? (() => new Date());

  app.post(API.classCameraLink, { schema: cameraLinkRoute }, async (req) => {
    const member = await gate(req, req.body.class_id, {}, { open: true, password: true });
    return presentCameraLink(member.cls.id, await issueCameraLink(db, member, now()));
  });

  app.post(API.useClassCameraLink, { schema: cameraLinkUseRoute }, async (req, reply) => {
    const link = await useCameraLink(db, req.body.token, now());
    const cls = link ? await ctx.cache.classRow(link.classId) : null;
    // Still a member of the class (an admin may have moved it to another person since).
    const role = link && cls ? roleIn(cls, link.userId) : null;
    const [user] =
      link && role ? await db.select(sessionUserColumns).from(users).where(eq(users.id, link.userId)) : [];
    if (!cls || !role || !user) throw new HttpError(403, CAMERA_LINK_DEAD);
    const sessionHash = await startSession(db, req, reply as FastifyReply, user);
    if (cls.joinPasswordHash)
      await db
        .insert(classJoinPasses)
        .values({ classId: cls.id, sessionTokenHash: sessionHash })
        .onConflictDoNothing();
    return presentCameraLinkUsed(cls.id, role);
  });
};
