import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { type IceServer, liveSettingsResponse } from '../../../common/schemas/live-settings.ts';
import type { AppConfig } from '../../config.ts';
import { PHONE_CALL } from '../live-class/options.ts';
import { liveTags } from '../live-class/route-docs.ts';
import { presentLiveSettings } from './live-settings.presenter.ts';
import { mintTurnCredentials } from './turn-credentials.ts';

/**
 * The live room's runtime settings (ICE_SERVERS, ICE_TRANSPORT_POLICY, LIVE_TRANSPORT,
 * MUSIC_AUDIO_KBPS), read when the room opens. A signed-in user (or a phone camera, as its member)
 * also gets the TURN servers with credentials of their own; nobody else gets TURN at all.
 */
export const liveSettingsRoutes: FastifyPluginAsyncZod<{ live: AppConfig['live'] }> = async (app, opts) => {
  const { live } = opts;
  app.get(
    API.liveSettings,
    {
      schema: {
        summary: "The live class room's STUN/TURN servers, event transport and music mode's audio bitrate",
        tags: liveTags,
        response: { 200: liveSettingsResponse },
      },
      config: PHONE_CALL,
    },
    async (req, reply) => {
      const iceServers: IceServer[] = [...live.iceServers];
      const user = req.user ?? req.camera?.user;
      if (live.turn && user) {
        iceServers.push({ urls: live.turn.urls, ...mintTurnCredentials(live.turn, user.id) });
        // Credentials of one user: never kept by a cache.
        reply.header('cache-control', 'private, no-store');
      }
      return presentLiveSettings({ ...live, iceServers });
    },
  );
};
