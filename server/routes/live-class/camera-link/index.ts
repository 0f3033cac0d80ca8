import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import { CAMERA_LINK_DEAD } from '../../../../common/schemas/live-class/camera-link.ts';
import { classJoinPasses } from '../../../db/schema.ts';
import { startCameraSession } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { createGate, roleIn, sessionHashOf, verdictFor } from '../class-gate.ts';
import type { LiveContext } from '../options.ts';
import { presentCameraLink, presentCameraLinkUsed } from './camera-link.presenter.ts';
import { issueCameraLink, useCameraLink } from './camera-link.service.ts';
import { cameraLinkRoute, cameraLinkUseRoute } from './schema.ts';

/**
 * A phone as a member's second camera: the member (in the room: the class open, its password
 * passed) asks for a one-time link; the phone uses it and gets a camera session of that class
 * (never a session of the member: see callerOf in class-gate.ts for what it reaches). A browser
 * signed in as a member of the class keeps speaking for itself there; its own user's link passes
 * its session the class password.
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
    // Still a member of the class (an admin may have moved it to another person since), still open.
    const role = link && cls ? roleIn(cls, link.userId) : null;
    if (!link || !cls || !role || verdictFor(cls, ctx.timeZone) !== 'allowed')
      throw new HttpError(403, CAMERA_LINK_DEAD);
    const ownRole = req.user ? roleIn(cls, req.user.id) : null;
    if (!ownRole) {
      await startCameraSession(db, req, reply as FastifyReply, link);
      return presentCameraLinkUsed(cls.id, role);
    }
    if (req.user?.id === link.userId && cls.joinPasswordHash)
      await db
        .insert(classJoinPasses)
        .values({ classId: cls.id, sessionTokenHash: sessionHashOf(req) })
        .onConflictDoNothing();
    return presentCameraLinkUsed(cls.id, ownRole);
  });
};
