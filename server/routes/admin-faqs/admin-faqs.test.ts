import { describe, expect, it } from 'vitest';
import { expectAdminOnly, signInAdmin } from '../../test/admin-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('admin FAQ routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

  const add = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/faqs', headers: { cookie }, payload });
  const list = async (cookie: string, query = 'type=parents') =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/faqs?${query}`, headers: { cookie } })).json();

  it('refuses visitors (401) and teachers and students (403)', async () => {
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'GET', url: '/api/admin/faqs' },
      {
        method: 'POST',
        url: '/api/admin/faqs',
        payload: { type: 'general', title: 'Question?', content: 'Answer.' },
      },
      {
        method: 'PUT',
        url: '/api/admin/faqs/1',
        payload: { type: 'general', title: 'Question?', content: 'Answer.' },
      },
      { method: 'DELETE', url: '/api/admin/faqs/1' },
      { method: 'POST', url: '/api/admin/faqs/1/move', payload: { direction: 'up' } },
    ]);
  });

  it('adds FAQs last in their category and lists one category in order, paginated', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    for (const n of [1, 2, 3]) {
      const res = await add(cookie, {
        type: 'parents',
        title: `Parents question ${n}?`,
        content: `Answer ${n}.`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().Faq).toMatchObject({ type: 'parents', title: `Parents question ${n}?` });
    }
    await add(cookie, { type: 'career', title: 'Career question?', content: 'Career answer.' });

    const first = await list(cookie, 'type=parents&pageSize=2');
    expect(first).toMatchObject({ result: true, total: 3, page: 1, pageSize: 2 });
    expect(first.Faqs.map((f: { title: string }) => f.title)).toEqual([
      'Parents question 1?',
      'Parents question 2?',
    ]);
    const second = await list(cookie, 'type=parents&pageSize=2&page=2');
    expect(second.Faqs.map((f: { title: string }) => f.title)).toEqual(['Parents question 3?']);
  });

  it('refuses a blank or short question with the form message', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const blank = await add(cookie, { type: 'general', title: '  ', content: 'Some answer' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Question is required');
    const badType = await add(cookie, { type: 'nonsense', title: 'A question?', content: 'Some answer' });
    expect(badType.json().error).toBe('Please choose a category');
  });

  it('edits an FAQ; a new category puts it last there', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    await add(cookie, { type: 'students', title: 'Already here?', content: 'Yes, it is.' });
    const created = (
      await add(cookie, { type: 'general', title: 'Old question?', content: 'Old answer.' })
    ).json().Faq;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/faqs/${created.id}`,
      headers: { cookie },
      payload: { type: 'students', title: 'New question?', content: '<b>New</b> answer.' },
    });
    expect(res.statusCode).toBe(200);
    const students = await list(cookie, 'type=students');
    expect(students.Faqs.map((f: { title: string }) => f.title)).toEqual(['Already here?', 'New question?']);
    expect(students.Faqs[1].content).toBe('<b>New</b> answer.');

    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/faqs/999999',
      headers: { cookie },
      payload: { type: 'general', title: 'Question?', content: 'Answer.' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('FAQ not found');
  });

  it('moves an FAQ up and down within its category only, and deletes one', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const ids: number[] = [];
    for (const title of ['Perf A?', 'Perf B?', 'Perf C?']) {
      ids.push((await add(cookie, { type: 'performance', title, content: 'Answer.' })).json().Faq.id);
    }
    const titles = async () =>
      (await list(cookie, 'type=performance')).Faqs.map((f: { title: string }) => f.title);
    const move = (id: number | undefined, direction: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/faqs/${id}/move`,
        headers: { cookie },
        payload: { direction },
      });

    expect((await move(ids[2], 'up')).statusCode).toBe(200);
    expect(await titles()).toEqual(['Perf A?', 'Perf C?', 'Perf B?']);
    await move(ids[0], 'down');
    expect(await titles()).toEqual(['Perf C?', 'Perf A?', 'Perf B?']);
    await move(ids[2], 'up');
    expect(await titles()).toEqual(['Perf C?', 'Perf A?', 'Perf B?']);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/faqs/${ids[0]}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(await titles()).toEqual(['Perf C?', 'Perf B?']);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/faqs/${ids[0]}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});
