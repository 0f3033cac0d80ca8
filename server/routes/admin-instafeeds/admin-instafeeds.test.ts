import { describe, expect, it } from 'vitest';
import { expectAdminOnly, signInAdmin } from '../../test/admin-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const post = (code: string) => `https://www.instagram.com/p/${code}/`;

describe('admin Instagram link routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

  it('refuses visitors (401) and teachers and students (403)', async () => {
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'GET', url: '/api/admin/instafeeds' },
      { method: 'POST', url: '/api/admin/instafeeds', payload: { instafeedUrl: post('abc') } },
      { method: 'DELETE', url: '/api/admin/instafeeds/1' },
      { method: 'POST', url: '/api/admin/instafeeds/1/move', payload: { direction: 'down' } },
    ]);
  });

  it('adds links last, reorders and removes them', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const ids: number[] = [];
    for (const code of ['one', 'two', 'three']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/instafeeds',
        headers: { cookie },
        payload: { instafeedUrl: post(code) },
      });
      expect(res.statusCode).toBe(200);
      ids.push(res.json().Instafeed.id);
    }
    const urls = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/instafeeds', headers: { cookie } }))
        .json()
        .Instafeeds.map((f: { instafeedUrl: string }) => f.instafeedUrl);
    expect(await urls()).toEqual([post('one'), post('two'), post('three')]);

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/instafeeds/${ids[0]}/move`,
      headers: { cookie },
      payload: { direction: 'down' },
    });
    expect(await urls()).toEqual([post('two'), post('one'), post('three')]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/instafeeds/${ids[1]}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(await urls()).toEqual([post('one'), post('three')]);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/instafeeds/${ids[1]}/move`,
      headers: { cookie },
      payload: { direction: 'up' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('accepts only https Instagram links', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    for (const instafeedUrl of ['https://example.com/p/x', 'http://www.instagram.com/p/x', 'instagram']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/instafeeds',
        headers: { cookie },
        payload: { instafeedUrl },
      });
      expect(res.statusCode, instafeedUrl).toBe(400);
      expect(res.json().error).toBe('Please enter an Instagram post link (https://www.instagram.com/...)');
    }
  });
});
