import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import { requireUser } from '../../../plugins/auth.ts';
import { createGate } from '../class-gate.ts';
import { type LiveContext, POLLED } from '../options.ts';
import { setPracticeTools } from './practice.service.ts';
import { practiceRoute, serverTimeRoute } from './schema.ts';

export const practiceRoutes: FastifyPluginAsyncZod<LiveContext> = async (app, ctx) => {
  const gate = createGate(app.database.db, ctx);

  app.post(API.setPracticeTools, { schema: practiceRoute }, async (req) => {
    const { class_id, user_id, user_role, metronome, drone } = req.body;
    const member = await gate(
      req,
      class_id,
      { userId: user_id, role: user_role },
      { teacherOnly: true, open: true, password: true },
    );
    const deps = { db: app.database.db, events: app.events, timeZone: ctx.timeZone };
    return {
      success: true,
      data: await setPracticeTools(deps, member, { metronome, drone }),
      message: 'Practice tools set',
    };
  });

  // Asked a few times a minute by each room; the clock is read last, just before the answer.
  app.get(API.serverTime, { schema: serverTimeRoute, ...POLLED }, async (req, reply) => {
    requireUser(req);
    reply.header('cache-control', 'no-store');
    return { success: true, data: { server_ms: Date.now() }, message: 'Server time' };
  });
};
