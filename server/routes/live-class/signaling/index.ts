import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import {
  addressesSignal,
  PHONE_SIGNALS,
  sendsSignal,
} from '../../../../common/schemas/live-class/signaling.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { createGate } from '../class-gate.ts';
import { FREQUENT_WRITE, type LiveContext, PHONE_CALL, POLLED_BY_PHONE } from '../options.ts';
import { cleanupRoute, signalGetRoute, signalPostRoute } from './schema.ts';
import { presentCleanup, presentSignalStored, presentSignals } from './signaling.presenter.ts';
import { cleanupSignals, signalsFor, storeSignal, timestampToDate } from './signaling.service.ts';

const JOINED = { open: true, password: true };

export const signalingRoutes: FastifyPluginAsyncZod<LiveContext> = async (app, ctx) => {
  const gate = createGate(app.database.db, ctx);

  app.post(
    API.webrtcSignaling,
    { schema: signalPostRoute, config: { ...PHONE_CALL, ...FREQUENT_WRITE } },
    async (req) => {
      const b = req.body;
      const member = await gate(req, b.class_id, { userId: b.user_id, role: b.user_role }, JOINED);
      if (member.camera && !PHONE_SIGNALS.has(b.type))
        throw new HttpError(403, `A phone camera does not send '${b.type}'`);
      if (!sendsSignal(member.role, b.type))
        throw new HttpError(403, `A ${member.role} does not send '${b.type}'`);
      if (b.to_role && !addressesSignal(member.role, b.type, b.to_role))
        throw new HttpError(403, `A ${member.role} does not send '${b.type}' to their own role`);
      const id = await storeSignal(
        { db: app.database.db, events: app.events },
        member,
        b.type,
        b.data,
        b.to_role,
      );
      return presentSignalStored(id);
    },
  );

  app.get(API.webrtcSignaling, { schema: signalGetRoute, ...POLLED_BY_PHONE }, async (req) => {
    const q = req.query;
    const member = await gate(req, q.class_id, { userId: q.user_id, role: q.user_role }, JOINED);
    const after =
      q.last_id !== undefined
        ? { id: q.last_id }
        : { since: q.timestamp !== undefined ? timestampToDate(q.timestamp) : undefined };
    return presentSignals(
      await signalsFor(app.database.db, member.cls.id, member.role, after, member.camera),
    );
  });

  app.get(API.cleanupWebrtcSignaling, { schema: cleanupRoute, ...POLLED_BY_PHONE }, async (req) => {
    const { cls } = await gate(req, req.query.class_id, {});
    return presentCleanup(await cleanupSignals(app.database.db, cls.id));
  });
};
