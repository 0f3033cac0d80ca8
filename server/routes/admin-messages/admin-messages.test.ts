import { describe, expect, it } from 'vitest';
import { expectAdminOnly, insertMessage, signInAdmin } from '../../test/admin-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('admin contact message routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

  it('refuses visitors (401) and teachers and students (403)', async () => {
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'GET', url: '/api/admin/contact_messages' },
      { method: 'PUT', url: '/api/admin/contact_messages/1/handled', payload: { handled: true } },
    ]);
  });

  it('lists open messages newest first, marks one handled and lists it under handled', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const older = await insertMessage(t.database.db, {
      name: 'Older',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    await insertMessage(t.database.db, { name: 'Newer', createdAt: new Date('2026-01-02T10:00:00Z') });
    const list = async (status: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/contact_messages?status=${status}`,
          headers: { cookie },
        })
      ).json();

    const open = await list('open');
    expect(open).toMatchObject({ result: true, total: 2, page: 1 });
    expect(open.Messages.map((m: { name: string }) => m.name)).toEqual(['Newer', 'Older']);
    expect(open.Messages[1]).toMatchObject({ email: older.email, phone: '555-0100', handledAt: null });

    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/contact_messages/${older.id}/handled`,
      headers: { cookie },
      payload: { handled: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().Message.handledAt).toEqual(expect.any(String));
    expect((await list('open')).Messages.map((m: { name: string }) => m.name)).toEqual(['Newer']);
    expect((await list('handled')).Messages.map((m: { name: string }) => m.name)).toEqual(['Older']);
    expect((await list('all')).total).toBe(2);

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/contact_messages/${older.id}/handled`,
      headers: { cookie },
      payload: { handled: false },
    });
    expect((await list('open')).total).toBe(2);
  });

  it('answers 404 for an unknown message and 400 for a bad status', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/contact_messages/999999/handled',
      headers: { cookie },
      payload: { handled: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Message not found');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact_messages?status=x',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
