import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { liveSettingsResponse } from '../../../common/schemas/live-settings.ts';
import type { AppConfig } from '../../config.ts';

/** The live room's runtime settings (ICE_SERVERS, LIVE_TRANSPORT, MUSIC_AUDIO_KBPS), read when the room opens. */
export const liveSettingsRoutes: FastifyPluginAsyncZod<{ live: AppConfig['live'] }> = async (app, opts) => {
  app.get(
    API.liveSettings,
    {
      schema: {
        summary: "The live class room's STUN/TURN servers, event transport and music mode's audio bitrate",
        tags: ['live class'],
        response: { 200: liveSettingsResponse },
      },
    },
    async () => ({
      ice_servers: opts.live.iceServers,
      transport: opts.live.transport,
      music_audio_kbps: opts.live.musicAudioKbps,
    }),
  );
};
