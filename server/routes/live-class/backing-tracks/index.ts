import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import {
  BACKING_TRACK_LIMITS,
  BACKING_TRACK_TEXT,
} from '../../../../common/schemas/live-class/backing-tracks.ts';
import { requireUser } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { sendFile } from '../chat/send-file.ts';
import { createGate, type GateOptions, roleIn } from '../class-gate.ts';
import { liveAnswer } from '../live-presenter.ts';
import type { LiveContext } from '../options.ts';
import { presentTrack } from './backing-tracks.presenter.ts';
import { addTrack, listTracks, trackById } from './backing-tracks.service.ts';
import { addTrackRoute, listTracksRoute, trackFileRoute } from './schema.ts';

const JOINED: GateOptions = { open: true, password: true };
const TRACK = Symbol('track');
type TrackBody = { [TRACK]: Buffer };
/** A track's body may come as any of these (the browser's type for the file); its bytes decide. */
const TRACK_TYPES = [
  'application/octet-stream',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/ogg',
  'application/ogg',
  'audio/mp4',
  'audio/x-m4a',
];

/**
 * Backing tracks (issue 48): either party keeps an audio file with the class and plays it into the
 * lesson (the playing and its state go peer to peer); its bytes sit in the chat files' store.
 */
export const backingTrackRoutes: FastifyPluginAsyncZod<LiveContext> = async (app, ctx) => {
  const gate = createGate(app.database.db, ctx);
  const deps = () => ({ db: app.database.db, store: app.chatFiles });
  app.addContentTypeParser(
    TRACK_TYPES,
    { parseAs: 'buffer', bodyLimit: BACKING_TRACK_LIMITS.bytes },
    (_req, body, done) => done(null, { [TRACK]: body as Buffer } satisfies TrackBody),
  );

  app.post(
    API.classBackingTracks,
    {
      schema: addTrackRoute,
      bodyLimit: BACKING_TRACK_LIMITS.bytes,
      config: { tooLarge: BACKING_TRACK_TEXT.tooLarge },
    },
    async (req, reply) => {
      const member = await gate(req, req.query.class_id, {}, JOINED);
      const bytes = (req.body as TrackBody | undefined)?.[TRACK];
      if (!bytes?.length) throw new HttpError(400, BACKING_TRACK_TEXT.notAudio);
      const row = await addTrack(deps(), member, { name: req.query.name, bytes });
      return reply.status(201).send(liveAnswer(presentTrack(row), 'Backing track kept'));
    },
  );

  app.get(API.classBackingTracks, { schema: listTracksRoute }, async (req) => {
    const { cls } = await gate(req, req.query.class_id, {}, { password: true });
    const tracks = await listTracks(app.database.db, cls.id);
    return liveAnswer({ tracks: tracks.map(presentTrack) }, 'Backing tracks');
  });

  // Played by the browser's audio element, which asks for byte ranges as it seeks.
  app.get(
    `${API.classBackingTracks}/:id/file`,
    { schema: trackFileRoute, config: { securityHeaders: 'page' as const } },
    async (req, reply) => {
      const user = requireUser(req);
      // The row says whose it is: a missing track and another class's answer alike.
      const track = await trackById(app.database.db, req.params.id);
      const cls = track && (await ctx.cache.classRow(track.classId));
      if (!track || !cls || !roleIn(cls, user.id)) throw new HttpError(404, BACKING_TRACK_TEXT.notFound);
      await gate(req, track.classId, {}, { password: true });
      return sendFile(
        req,
        reply,
        { fileName: track.fileName, mimeType: track.mimeType, size: track.sizeBytes },
        async (start, end) => {
          const stream = await app.chatFiles.read(track.storageKey, start, end);
          if (!stream) throw new HttpError(404, BACKING_TRACK_TEXT.notFound);
          return stream;
        },
      );
    },
  );
};
