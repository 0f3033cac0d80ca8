import { describe, expect, it } from 'vitest';
import { instafeeds } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('GET /api/instafeeds.php', () => {
  const t = useTestApp();

  it('answers an empty list when there are no posts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/instafeeds.php' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, Instafeeds: [] });
  });

  it('lists the post addresses in the school order', async () => {
    await t.database.db.insert(instafeeds).values([
      { instafeedUrl: 'https://www.instagram.com/p/B/', sortOrder: 2 },
      { instafeedUrl: 'https://www.instagram.com/p/A/', sortOrder: 1 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/instafeeds.php' });
    expect(res.json()).toEqual({
      result: true,
      Instafeeds: [
        { instafeed_url: 'https://www.instagram.com/p/A/' },
        { instafeed_url: 'https://www.instagram.com/p/B/' },
      ],
    });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/instafeeds.php'].get.summary).toContain('Instagram');
  });

  it("lets the site load Instagram's embed script and its frames, nothing else from there", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://www.instagram.com;");
    expect(csp).toMatch(/frame-src[^;]*https:\/\/www\.instagram\.com/);
    expect(csp).toContain("connect-src 'self';");
  });
});
