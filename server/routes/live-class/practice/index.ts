import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import { createGate } from '../class-gate.ts';
import type { LiveContext } from '../options.ts';
import { presentPracticeSet, presentServerTime } from './practice.presenter.ts';
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
    return presentPracticeSet(await setPracticeTools(deps, member, { metronome, drone }));
  });

  // Public and as light as can be: a round trip's two legs should take the same time, so
  // nothing (no session lookup, no serializer) runs between the request and reading the clock.
  app.get(API.serverTime, { schema: serverTimeRoute, logLevel: 'warn' }, async (_req, reply) =>
    (reply as FastifyReply)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(presentServerTime(Date.now()))),
  );
};
