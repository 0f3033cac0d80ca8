import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('reports the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is down', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => false;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      t.database.ping = ping;
    }
  });
});

describe('GET /api/ready', () => {
  const t = useTestApp();

  it('answers 200 while the app takes requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });
});
