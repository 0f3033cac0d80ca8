import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testimonials } from '../../db/schema.ts';
import { expectAdminOnly, signInAdmin } from '../../test/admin-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const valid = { name: 'Asha Rao', message: 'The piano lessons changed my life.', mediaUrl: '' };

describe('admin testimonial routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

  it('refuses visitors (401) and teachers and students (403)', async () => {
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'GET', url: '/api/admin/testimonials' },
      { method: 'POST', url: '/api/admin/testimonials', payload: valid },
      { method: 'PUT', url: '/api/admin/testimonials/1', payload: valid },
      { method: 'PUT', url: '/api/admin/testimonials/1/visibility', payload: { hidden: true } },
    ]);
  });

  it('adds, edits and lists testimonials newest first; an empty media link is stored as none', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/testimonials',
      headers: { cookie },
      payload: valid,
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().Testimonial;
    expect(created.json().Testimonial).toMatchObject({ ...valid, mediaUrl: null, isDeleted: 0 });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/testimonials/${id}`,
      headers: { cookie },
      payload: { ...valid, name: 'Asha R.', mediaUrl: 'https://example.com/asha.jpg' },
    });
    expect(edited.json().Testimonial).toMatchObject({
      name: 'Asha R.',
      mediaUrl: 'https://example.com/asha.jpg',
    });

    await t.app.inject({
      method: 'POST',
      url: '/api/admin/testimonials',
      headers: { cookie },
      payload: { ...valid, name: 'Newest One' },
    });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/testimonials?pageSize=1', headers: { cookie } })
    ).json();
    expect(list).toMatchObject({ result: true, total: 2, pageSize: 1 });
    expect(list.Testimonials[0].name).toBe('Newest One');
  });

  it('refuses an invalid testimonial with the form message', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/admin/testimonials',
      headers: { cookie },
      payload: { ...valid, message: 'Great' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Message must be at least 10 characters');
    const badLink = await t.app.inject({
      method: 'POST',
      url: '/api/admin/testimonials',
      headers: { cookie },
      payload: { ...valid, mediaUrl: 'javascript:alert(1)' },
    });
    expect(badLink.json().error).toBe('Please enter a full link starting with https://');
  });

  it('hides a testimonial with is_deleted = 1 instead of deleting it, and shows it again', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/testimonials',
        headers: { cookie },
        payload: valid,
      })
    ).json().Testimonial;
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/testimonials/${id}/visibility`,
      headers: { cookie },
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(stored?.isDeleted).toBe(1);

    const show = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/testimonials/${id}/visibility`,
      headers: { cookie },
      payload: { hidden: false },
    });
    expect(show.json().Testimonial.isDeleted).toBe(0);

    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/testimonials/999999/visibility',
      headers: { cookie },
      payload: { hidden: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});
