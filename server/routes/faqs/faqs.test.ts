import { describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('GET /api/faqs.php', () => {
  const t = useTestApp();

  it('answers an empty list when there are no FAQs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/faqs.php' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, Faqs: [] });
  });

  it('lists id, title, content and type in the school order, a blank type as general', async () => {
    await t.database.db.insert(faqs).values([
      { title: 'Second', content: '&lt;p&gt;Two&lt;/p&gt;', type: 'parents', sortOrder: 2 },
      { title: 'First', content: '<p>One</p>', sortOrder: 1 },
      { title: 'Third', content: 'Three', type: ' ', sortOrder: 3 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/faqs.php' });
    const body = res.json();
    expect(body.result).toBe(true);
    expect(body.Faqs.map(({ id: _, ...f }: { id: number }) => f)).toEqual([
      { title: 'First', content: '<p>One</p>', type: 'general' },
      { title: 'Second', content: '&lt;p&gt;Two&lt;/p&gt;', type: 'parents' },
      { title: 'Third', content: 'Three', type: 'general' },
    ]);
    expect(typeof body.Faqs[0].id).toBe('number');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/faqs.php'].get.summary).toContain('FAQ');
  });
});
