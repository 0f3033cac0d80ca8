import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

describe('GET /api/live_settings', () => {
  const t = useTestApp({ ICE_SERVERS: '[]', LIVE_TRANSPORT: 'poll', MUSIC_AUDIO_KBPS: '192' });

  it('tells the room its ICE servers, transport and music mode bitrate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/live_settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ice_servers: [], transport: 'poll', music_audio_kbps: 192 });
  });
});
