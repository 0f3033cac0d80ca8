import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import { isLowLatencyFallback } from '../../../../common/schemas/live-class/access.ts';
import { meetingStatusResponse } from '../../../../common/schemas/live-class/meeting-status.ts';
import { createGate } from '../class-gate.ts';
import { presentMeetingStatusAnswer } from '../meeting-status.presenter.ts';
import type { MeetingState } from '../meeting-status.ts';
import { type LiveContext, PHONE_CALL, POLLED_BY_PHONE } from '../options.ts';
import {
  presentAccess,
  presentAttendance,
  presentClassCompleted,
  presentClassStarted,
  presentMusicMode,
  presentPasswordVerified,
} from './access.presenter.ts';
import {
  checkAccess,
  completeClass,
  recordAttendance,
  setMusicMode,
  startClass,
  verifyClassPassword,
} from './access.service.ts';
import {
  attendanceRoute,
  checkAccessRoute,
  completeClassRoute,
  meetingStatusRoute,
  musicModeRoute,
  startClassRoute,
  verifyPasswordRoute,
} from './schema.ts';

export const accessRoutes: FastifyPluginAsyncZod<LiveContext> = async (app, ctx) => {
  const { timeZone, lessonPolicy, passwordPerMinute, cache } = ctx;
  const deps = () => ({ db: app.database.db, events: app.events, timeZone });
  const gate = createGate(app.database.db, ctx);

  app.post(API.checkClassAccess, { schema: checkAccessRoute, config: PHONE_CALL }, async (req) => {
    const claim = { userId: req.body.user_id, role: req.body.user_role };
    const access = await checkAccess(deps(), req, claim, req.body.class_id);
    return presentAccess(access, { viewerZone: access.viewer.timeZone, schoolZone: timeZone });
  });

  app.post(
    API.verifyClassPassword,
    {
      schema: verifyPasswordRoute,
      config: {
        rateLimit: {
          max: passwordPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (req) => (req.user ? `class-password:${req.user.id}` : `class-password:${req.ip}`),
        },
      },
    },
    async (req) => {
      const member = await gate(req, req.body.class_id, {}, { open: true });
      await verifyClassPassword(deps(), member, req.body.password);
      return presentPasswordVerified();
    },
  );

  // The 1 s poll's answer, checked and encoded once per status: the cache hands out the same
  // object until the status changes.
  const encoded = new WeakMap<MeetingState, string>();
  const statusAnswer = (meeting: MeetingState) => {
    let body = encoded.get(meeting);
    if (body === undefined) {
      body = JSON.stringify(meetingStatusResponse.parse(presentMeetingStatusAnswer(meeting)));
      encoded.set(meeting, body);
    }
    return body;
  };
  app.get(API.checkMeetingStatus, { schema: meetingStatusRoute, ...POLLED_BY_PHONE }, async (req, reply) => {
    const { cls } = await gate(req, req.query.class_id, {});
    const body = statusAnswer(await cache.meetingStatus(cls.id));
    // A string answer skips the route's serializer, which would check and encode it again.
    return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
  });

  app.post(API.startClass, { schema: startClassRoute }, async (req) => {
    const member = await gate(
      req,
      req.body.class_id,
      { userId: req.body.teacher_id },
      { teacherOnly: true, open: true },
    );
    return presentClassStarted(await startClass(deps(), member));
  });

  app.post(API.updateClassAttendance, { schema: attendanceRoute }, async (req) => {
    const { class_id, user_id, user_role, action } = req.body;
    const joining = action === 'join';
    const member = await gate(
      req,
      class_id,
      { userId: user_id, role: user_role },
      { open: joining, password: joining },
    );
    return presentAttendance(
      await recordAttendance(deps(), member, action, lessonPolicy.lateJoinMinutes),
      action,
    );
  });

  app.post(API.setMusicMode, { schema: musicModeRoute }, async (req) => {
    const { class_id, user_id, user_role, music_mode, low_latency, fell_back } = req.body;
    const member = await gate(
      req,
      class_id,
      { userId: user_id, role: user_role },
      // The room's own fallback comes from whichever side heard the sound break up.
      { teacherOnly: !isLowLatencyFallback(req.body), open: true, password: true },
    );
    const change = { musicMode: music_mode, lowLatency: low_latency, fellBack: fell_back };
    return presentMusicMode(await setMusicMode(deps(), member, change), change);
  });

  app.post(API.completeClass, { schema: completeClassRoute }, async (req) => {
    const { class_id, user_id, user_role } = req.body;
    const member = await gate(req, class_id, { userId: user_id, role: user_role }, { teacherOnly: true });
    return presentClassCompleted(await completeClass(deps(), member));
  });
};
