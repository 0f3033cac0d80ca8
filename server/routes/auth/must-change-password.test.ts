import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { PASSWORD_CHANGE_REQUIRED } from '../../../common/schemas/account.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { login } from './auth-fixtures.ts';

const refused = { error: PASSWORD_CHANGE_REQUIRED, message: PASSWORD_CHANGE_REQUIRED };

describe('a password an admin set must be changed first', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
  const call = (method: 'GET' | 'POST', path: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `/api${path}`, headers: { cookie }, payload });

  /** A student whose password the admin typed, signed in with it. */
  async function studentWithAdminPassword() {
    const admin = await signIn(t.app, await createTestUser(t.database.db, 'admin'));
    const email = `typed.${Date.now()}@example.com`;
    const created = await call('POST', API.adminUsers, admin, {
      firstName: 'Tia',
      lastName: 'Typed',
      email,
      role: 'student',
      password: 'typed-by-admin',
    });
    expect(created.json().User.status).toBe('active');
    const signedIn = await login(t.app, email, 'typed-by-admin');
    expect(signedIn.json().user).toMatchObject({ email, mustChangePassword: true });
    return { email, cookie: signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  }

  it('refuses every other call with 403 until the person chooses their own', async () => {
    const { cookie } = await studentWithAdminPassword();
    for (const [method, path] of [
      ['GET', API.myClasses],
      ['GET', API.studentActiveClass],
      ['GET', API.faqs],
      ['POST', API.changeEmail],
    ] as const) {
      const res = await call(method, path, cookie, method === 'POST' ? {} : undefined);
      expect([path, res.statusCode, res.json()]).toEqual([path, 403, refused]);
    }
    // The account page's calls and who is signed in stay open.
    const me = await call('GET', API.me, cookie);
    expect(me.json().user.mustChangePassword).toBe(true);
    expect((await call('GET', API.profile, cookie)).json().profile.mustChangePassword).toBe(true);

    const changed = await call('POST', API.changePassword, cookie, {
      currentPassword: 'typed-by-admin',
      newPassword: 'chosen-by-myself',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await call('GET', API.me, fresh)).json().user.mustChangePassword).toBe(false);
    expect((await call('GET', API.myClasses, fresh)).statusCode).toBe(200);
  });

  it('lets them sign out, and refuses no one else', async () => {
    const { cookie } = await studentWithAdminPassword();
    const other = await signIn(t.app, await createTestUser(t.database.db, 'student'));
    expect((await call('GET', API.myClasses, other)).statusCode).toBe(200);
    expect((await call('POST', API.logout, cookie)).statusCode).toBe(200);
    expect((await call('GET', API.me, cookie)).json().user).toBeNull();
    // Signed out, the public calls answer as to anyone.
    expect((await call('GET', API.faqs, cookie)).statusCode).toBe(200);
  });

  it('asks it again after the admin sets another password by hand', async () => {
    const admin = await signIn(t.app, await createTestUser(t.database.db, 'admin'));
    const teacher = await createTestUser(t.database.db, 'teacher');
    expect((await login(t.app, teacher.email, 'correct-horse-battery')).json().user.mustChangePassword).toBe(
      false,
    );
    const set = await call('POST', `${API.adminUsers}/${teacher.id}/password`, admin, {
      password: 'handed-over-on-paper',
    });
    expect(set.statusCode).toBe(200);
    const cookie = await signIn(t.app, teacher, 'handed-over-on-paper');
    expect((await call('GET', API.teacherClassesToday, cookie)).statusCode).toBe(403);
  });
});
