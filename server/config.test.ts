import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the embedded database under ./data and port 3000 by default', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database.kind).toBe('pglite');
    expect(c.database.kind === 'pglite' && c.database.dataDir).toMatch(/data$/);
    expect(c.school.emails.general).toMatch(/@example\.com$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://localhost/school' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://localhost/school' });
  });

  it('gives the live room two public STUN servers and push by default, or what ICE_SERVERS lists', () => {
    expect(loadConfig({}).live).toEqual({
      iceServers: [{ urls: 'stun:stun.l.google.com:19302' }, { urls: 'stun:stun1.l.google.com:19302' }],
      transport: 'push',
    });
    const turn = [{ urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' }];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(turn), LIVE_TRANSPORT: 'poll' }).live).toEqual({
      iceServers: turn,
      transport: 'poll',
    });
    expect(loadConfig({ ICE_SERVERS: '[]' }).live.iceServers).toEqual([]);
    expect(() => loadConfig({ ICE_SERVERS: 'stun:x' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ LIVE_TRANSPORT: 'smoke' })).toThrow(/LIVE_TRANSPORT/);
  });

  it('refuses a bad value, naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SCHOOL_EMAIL_GENERAL: 'not-an-email' })).toThrow(/SCHOOL_EMAIL_GENERAL/);
  });
});
