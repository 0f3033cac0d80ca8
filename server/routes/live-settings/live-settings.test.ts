import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

describe('GET /api/live_settings', () => {
  const t = useTestApp({ ICE_SERVERS: '[]', LIVE_TRANSPORT: 'poll' });

  it('tells the room its ICE servers and transport', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/live_settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ice_servers: [], transport: 'poll' });
  });
});
