import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_FILE_MAX_BYTES } from '../../../common/live-class-files.ts';
import { accessRoutes } from './access/index.ts';
import { backingTrackRoutes } from './backing-tracks/index.ts';
import { cameraLinkRoutes } from './camera-link/index.ts';
import { chatRoutes } from './chat/index.ts';
import { createClassCache } from './class-cache.ts';
import { classEventsRoutes } from './events/index.ts';
import { countLessonsLive } from './meeting-status.ts';
import { notesRoutes } from './notes/index.ts';
import type { LiveRouteOptions } from './options.ts';
import { practiceRoutes } from './practice/index.ts';
import { scoreRoutes } from './score/index.ts';
import { signalingRoutes } from './signaling/index.ts';

/**
 * Every live-class call and the push stream. Refusals keep the live-class answer shape,
 * `{ success: false, data: null, error, message }`: each route here speaks the 'live' envelope.
 */
export const liveClassRoutes: FastifyPluginAsyncZod<LiveRouteOptions> = async (
  app,
  {
    timeZone,
    lessonPolicy,
    passwordPerMinute,
    strokesPerMinute,
    heartbeatMs,
    streamRecheckMs,
    idleMinutes,
    now,
  },
) => {
  const cache = createClassCache(app.database.db, app.events);
  app.addHook('onClose', async () => cache.close());
  app.metrics.sources.lessonsLive = () => countLessonsLive(app.database.db);
  // Not the whole options object: it carries the parent's prefix.
  const options = {
    timeZone,
    lessonPolicy,
    passwordPerMinute,
    strokesPerMinute,
    heartbeatMs,
    streamRecheckMs,
    idleMinutes,
    now,
    cache,
  };
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, envelope: 'live' };
  });
  // Chat uploads; another area may already have registered multipart for the whole app.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: CHAT_FILE_MAX_BYTES, files: 1, fields: 10 } });
  }
  await app.register(accessRoutes, options);
  await app.register(signalingRoutes, options);
  await app.register(chatRoutes, options);
  await app.register(notesRoutes, options);
  await app.register(classEventsRoutes, options);
  await app.register(practiceRoutes, options);
  await app.register(scoreRoutes, options);
  await app.register(backingTrackRoutes, options);
  await app.register(cameraLinkRoutes, options);
};
