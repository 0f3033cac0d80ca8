import { describe, expect, it } from 'vitest';
import { testimonials } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('GET /api/testimonials.php', () => {
  const t = useTestApp();

  it('answers an empty list when there are no testimonials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/testimonials.php' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, Testimonials: [] });
  });

  it('lists message, name, media_url and is_deleted (the site hides deleted ones)', async () => {
    await t.database.db.insert(testimonials).values([
      { name: 'Asha', message: 'Wonderful teachers.', mediaUrl: '/media/asha.webp' },
      { name: 'Gone', message: 'Withdrawn.', isDeleted: 1 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/testimonials.php' });
    const body = res.json();
    expect(body.result).toBe(true);
    expect(body.Testimonials.map(({ id: _, ...r }: { id: number }) => r)).toEqual([
      { name: 'Asha', message: 'Wonderful teachers.', media_url: '/media/asha.webp', is_deleted: 0 },
      { name: 'Gone', message: 'Withdrawn.', media_url: null, is_deleted: 1 },
    ]);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/testimonials.php'].get.summary).toContain('Testimonials');
  });
});
