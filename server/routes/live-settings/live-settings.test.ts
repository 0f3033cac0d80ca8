import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { mintTurnCredentials } from './turn-credentials.ts';

describe('GET /api/live_settings', () => {
  const t = useTestApp({ ICE_SERVERS: '[]', LIVE_TRANSPORT: 'poll', MUSIC_AUDIO_KBPS: '192' });

  it('tells the room its ICE servers, transport and music mode bitrate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/live_settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ice_servers: [],
      ice_transport_policy: 'all',
      transport: 'poll',
      music_audio_kbps: 192,
    });
  });
});

describe('GET /api/live_settings with TURN', () => {
  const SECRET = 'the-shared-coturn-secret';
  const t = useTestApp({
    ICE_SERVERS: '[{"urls":"stun:127.0.0.1:3478"}]',
    TURN_URLS: 'turn:127.0.0.1:3478?transport=udp,turn:127.0.0.1:3478?transport=tcp',
    TURN_SECRET: SECRET,
    TURN_TTL_S: '600',
    ICE_TRANSPORT_POLICY: 'relay',
  });

  it('gives a signed-in user TURN credentials of their own, valid for TURN_TTL_S, and never the secret', async () => {
    const user = await createTestUser(t.database.db, 'student');
    const cookie = await signIn(t.app, user);
    const before = Math.floor(Date.now() / 1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/live_settings', headers: { cookie } });
    const after = Math.ceil(Date.now() / 1000);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.body).not.toContain(SECRET);
    const body = res.json();
    expect(body.ice_transport_policy).toBe('relay');
    expect(body.ice_servers[0]).toEqual({ urls: 'stun:127.0.0.1:3478' });
    const turn = body.ice_servers[1];
    expect(turn.urls).toEqual(['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp']);
    const [expiry, userId] = String(turn.username).split(':');
    expect(Number(userId)).toBe(user.id);
    // TURN_TTL_S from the moment of the request, however long it took.
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + 600);
    expect(Number(expiry)).toBeLessThanOrEqual(after + 600);
    // What coturn computes with use-auth-secret and static-auth-secret.
    expect(turn.credential).toBe(createHmac('sha1', SECRET).update(turn.username).digest('base64'));
  });

  it('gives no TURN server to a visitor who is not signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/live_settings' });
    expect(res.json().ice_servers).toEqual([{ urls: 'stun:127.0.0.1:3478' }]);
    expect(res.body).not.toMatch(/turn:|credential/);
  });

  it('puts no ICE servers in the page itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/live-class/1' });
    expect(res.body).not.toMatch(/turn:|stun:|credential/);
  });
});

describe('mintTurnCredentials', () => {
  it('is the TURN REST API form: expiry:userId and base64 HMAC-SHA1', () => {
    const c = mintTurnCredentials({ secret: 'north', ttlSeconds: 3600 }, 42, 1_700_000_000_000);
    expect(c.username).toBe('1700003600:42');
    expect(c.credential).toBe(createHmac('sha1', 'north').update('1700003600:42').digest('base64'));
    expect(Buffer.from(c.credential, 'base64')).toHaveLength(20);
  });
});
