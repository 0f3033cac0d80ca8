import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { LINK_DEAD, PASSWORD_SET } from '../../../common/schemas/account.ts';
import { notOneLine } from '../../../common/schemas/fields.ts';
import {
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from '../../../common/schemas/password-rules.ts';
import { classes } from '../../db/schema.ts';
import { createTestUser, signIn, TEST_PASSWORD } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { issueAccountToken } from '../auth/account-tokens.ts';
import { linkToken, login, mailsTo, openLink, setPasswordWith } from '../auth/auth-fixtures.ts';

describe('admin user routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
  const url = `/api${API.adminUsers}`;
  const addUser = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  /** Adds a user the admin's way and answers the user as the route shows them (never a password). */
  const addedUser = async (cookie: string, payload: object) => {
    const res = await addUser(cookie, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('password');
    return res.json().User;
  };
  const editUser = (cookie: string, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: { cookie }, payload });
  /** Of two answers raced for one address, one took it and the other was told it is taken. */
  const expectOneTookTheAddress = (answers: { statusCode: number; json(): { error?: string } }[]) => {
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error).toBe(
      'A user with this email already exists',
    );
  };

  it('refuses anyone but an admin', async () => {
    for (const role of ['teacher', 'student'] as const) {
      const cookie = await signIn(t.app, await createTestUser(t.database.db, role));
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(403);
      const post = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });
      expect(post.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('creates one user when two admins add the same e-mail at once, and tells the other it is taken', async () => {
    const admins = [
      await createTestUser(t.database.db, 'admin'),
      await createTestUser(t.database.db, 'admin'),
    ];
    const answers = await Promise.all(
      admins.map(async (admin, i) =>
        addUser(await signIn(t.app, admin), {
          firstName: 'Same',
          lastName: `Person${i}`,
          email: i ? 'SAME.person@example.com' : 'same.person@example.com',
          role: 'student',
          password: 'first-password',
        }),
      ),
    );
    expectOneTookTheAddress(answers);
  });

  it('gives an address to one user when two admins move two users to it at once', async () => {
    const cookie = await signIn(t.app, await createTestUser(t.database.db, 'admin'));
    const people = [
      await createTestUser(t.database.db, 'student'),
      await createTestUser(t.database.db, 'student'),
    ];
    const answers = await Promise.all(
      people.map((person, i) =>
        editUser(cookie, person.id, {
          firstName: 'Moved',
          lastName: `Person${i}`,
          email: 'moved.person@example.com',
          role: 'student',
        }),
      ),
    );
    expectOneTookTheAddress(answers);
  });

  it('creates, lists, edits a teacher and resets the password (ending their sessions)', async () => {
    const cookie = await signIn(t.app, await createTestUser(t.database.db, 'admin'));
    const user = await addedUser(cookie, {
      firstName: 'Nina',
      lastName: 'Zed',
      email: 'Nina.Zed@example.com',
      role: 'teacher',
      password: 'first-password',
    });
    expect(user).toMatchObject({ email: 'nina.zed@example.com', role: 'teacher' });

    const dup = await addUser(cookie, {
      firstName: 'N',
      lastName: 'Z',
      email: 'NINA.zed@example.com',
      role: 'student',
      password: 'first-password',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('A user with this email already exists');

    const list = await t.app.inject({
      method: 'GET',
      url: `${url}?role=teacher&q=nina&pageSize=5`,
      headers: { cookie },
    });
    expect(list.json()).toMatchObject({
      result: true,
      total: 1,
      page: 1,
      pageSize: 5,
      Users: [{ id: user.id }],
    });

    const teacherCookie = await signIn(t.app, { email: 'nina.zed@example.com' }, 'first-password');
    const edited = await editUser(cookie, user.id, {
      firstName: 'Nina',
      lastName: 'Zee',
      email: 'nina.zed@example.com',
      role: 'teacher',
    });
    expect(edited.json().User.lastName).toBe('Zee');

    const reset = await t.app.inject({
      method: 'POST',
      url: `${url}/${user.id}/password`,
      headers: { cookie },
      payload: { password: 'second-password' },
    });
    expect(reset.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api${API.me}`,
      headers: { cookie: teacherCookie },
    });
    expect(me.json().user).toBeNull();
    await expect(signIn(t.app, { email: 'nina.zed@example.com' }, 'second-password')).resolves.toContain(
      'ms_session',
    );
  });

  it('validates with the shared schema messages and does not touch admins', async () => {
    const admin = await createTestUser(t.database.db, 'admin');
    const cookie = await signIn(t.app, admin);
    const bad = await addUser(cookie, {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      role: 'teacher',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(PASSWORD_TOO_SHORT);
    for (const [password, rule] of [
      ['password123', PASSWORD_TOO_COMMON],
      ['Ann.Other@example.com', PASSWORD_IS_EMAIL],
    ]) {
      const refused = await addUser(cookie, {
        firstName: 'A',
        lastName: 'B',
        email: 'ann.other@example.com',
        role: 'teacher',
        password,
      });
      expect([refused.statusCode, refused.json().error]).toEqual([400, rule]);
    }
    const student = await createTestUser(t.database.db, 'student');
    const common = await t.app.inject({
      method: 'POST',
      url: `${url}/${student.id}/password`,
      headers: { cookie },
      payload: { password: 'qwertyuiop' },
    });
    expect([common.statusCode, common.json().error]).toEqual([400, PASSWORD_TOO_COMMON]);
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: `${url}/${admin.id}/password`,
      headers: { cookie },
      payload: { password: 'another-password' },
    });
    expect(asAdmin.statusCode).toBe(404);
  });

  it('refuses a name with a line break or a control character, inviting or editing, and stores nothing', async () => {
    const cookie = await signIn(t.app, await createTestUser(t.database.db, 'admin'));
    const person = { firstName: 'Ira', lastName: 'Sen', email: 'ira.sen@example.com', role: 'student' };
    for (const [field, value, label] of [
      ['firstName', 'Ira\rUID:x', 'First name'],
      ['lastName', 'Sen\nBEGIN:VEVENT', 'Last name'],
      ['lastName', 'Se\u2028n', 'Last name'],
      ['firstName', 'I\tra', 'First name'],
    ] as const) {
      const invited = await addUser(cookie, { ...person, [field]: value });
      expect([invited.statusCode, invited.json().error]).toEqual([400, notOneLine(label)]);
    }
    expect(await mailsTo(t.database.db, person.email)).toEqual([]);
    const added = await addedUser(cookie, person);
    const edited = await editUser(cookie, added.id, { ...person, firstName: 'Ira\r\nSen' });
    expect([edited.statusCode, edited.json().error]).toEqual([400, notOneLine('First name')]);
    const listed = await t.app.inject({ url: `${url}?q=ira.sen`, headers: { cookie } });
    expect(listed.json().Users.map((u: { firstName: string }) => u.firstName)).toEqual(['Ira']);
  });

  it('keeps the role of a user who has classes in it', async () => {
    const db = t.database.db;
    const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
    const teacher = await createTestUser(db, 'teacher');
    const student = await createTestUser(db, 'student');
    await db.insert(classes).values({
      batchName: 'Booked',
      teacherId: teacher.id,
      studentId: student.id,
      startsAt: new Date('2030-01-01T04:30:00.000Z'),
    });
    const res = await editUser(cookie, teacher.id, {
      firstName: 'T',
      lastName: 'T',
      email: teacher.email,
      role: 'student',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This user has classes in their current role, so the role cannot change');
  });

  it('invites a person without a password, resends the invitation, and shows them active once accepted', async () => {
    const db = t.database.db;
    const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
    const user = await addedUser(cookie, {
      firstName: 'Ivo',
      lastName: 'Newman',
      email: 'Ivo.Newman@example.com',
      role: 'student',
    });
    expect(user).toMatchObject({ email: 'ivo.newman@example.com', status: 'invited' });
    const statusInList = async () =>
      (await t.app.inject({ method: 'GET', url: `${url}?q=ivo.newman`, headers: { cookie } })).json().Users[0]
        ?.status;
    expect(await statusInList()).toBe('invited');

    const [invitation] = await mailsTo(db, 'ivo.newman@example.com');
    expect(invitation?.subject).toBe('Your Harmony School of Music account');
    expect(invitation?.body).toContain("a student's account");
    const first = linkToken(invitation?.body ?? '', '/accept-invitation');
    expect((await openLink(t.app, first)).json()).toEqual({
      purpose: 'invitation',
      email: 'ivo.newman@example.com',
      firstName: 'Ivo',
    });
    // No password yet: nothing signs in.
    expect((await login(t.app, 'ivo.newman@example.com', 'anything-at-all')).statusCode).toBe(401);

    const resent = await t.app.inject({
      method: 'POST',
      url: `${url}/${user.id}/invitation`,
      headers: { cookie },
    });
    expect([resent.statusCode, resent.json()]).toEqual([200, { result: true }]);
    const [, again] = await mailsTo(db, 'ivo.newman@example.com');
    const second = linkToken(again?.body ?? '', '/accept-invitation');
    expect(second).not.toBe(first);
    const old = await setPasswordWith(t.app, API.acceptInvitation, first, 'my-first-password');
    expect([old.statusCode, old.json().error]).toEqual([400, LINK_DEAD]);

    const accepted = await setPasswordWith(t.app, API.acceptInvitation, second, 'my-first-password');
    expect(accepted.json()).toEqual({ message: PASSWORD_SET });
    expect(await statusInList()).toBe('active');
    const signedIn = await login(t.app, 'ivo.newman@example.com', 'my-first-password');
    expect(signedIn.json().user).toMatchObject({ id: user.id, mustChangePassword: false });
    // Accepting sends no 'password changed' mail.
    expect(await mailsTo(db, 'ivo.newman@example.com')).toHaveLength(2);

    const late = await t.app.inject({
      method: 'POST',
      url: `${url}/${user.id}/invitation`,
      headers: { cookie },
    });
    expect([late.statusCode, late.json().error]).toEqual([409, 'This person has already chosen a password']);
    const admin = await createTestUser(db, 'admin');
    for (const id of [admin.id, 999_999]) {
      const none = await t.app.inject({
        method: 'POST',
        url: `${url}/${id}/invitation`,
        headers: { cookie },
      });
      expect(none.statusCode).toBe(404);
    }
  });

  it('voids the invitation sent to a mistyped address once the admin corrects it, and invites again there', async () => {
    const db = t.database.db;
    const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
    const typo = 'lena.mistyped@exmaple.com';
    const user = await addedUser(cookie, {
      firstName: 'Lena',
      lastName: 'Typo',
      email: typo,
      role: 'teacher',
    });
    const [sent] = await mailsTo(db, typo);
    const wrongLink = linkToken(sent?.body ?? '', '/accept-invitation');

    const fixed = await editUser(cookie, user.id, {
      firstName: 'Lena',
      lastName: 'Typo',
      email: 'Lena.Right@example.com',
      role: 'teacher',
    });
    expect(fixed.json().User).toMatchObject({ email: 'lena.right@example.com', status: 'invited' });
    const stranger = await setPasswordWith(t.app, API.acceptInvitation, wrongLink, 'a-strangers-pick-1');
    expect([stranger.statusCode, stranger.json().error]).toEqual([400, LINK_DEAD]);
    // Nothing more goes to the mistyped address; the new one gets the invitation.
    expect(await mailsTo(db, typo)).toHaveLength(1);
    const [invitation] = await mailsTo(db, 'lena.right@example.com');
    expect(invitation?.subject).toBe('Your Harmony School of Music account');
    expect(invitation?.body).toContain("a teacher's account");
    const rightLink = linkToken(invitation?.body ?? '', '/accept-invitation');
    expect(
      (await setPasswordWith(t.app, API.acceptInvitation, rightLink, 'lenas-own-pick-2')).json(),
    ).toEqual({
      message: PASSWORD_SET,
    });
    expect((await login(t.app, 'lena.right@example.com', 'lenas-own-pick-2')).statusCode).toBe(200);
  });

  it('voids the links of a person with a password when the admin changes their address, and tells them there', async () => {
    const db = t.database.db;
    const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
    const person = await createTestUser(db, 'student', { firstName: 'Omar' });
    const reset = await issueAccountToken(db, person.id, 'password-reset');
    const edit = (email: string, lastName = person.lastName) =>
      editUser(cookie, person.id, { firstName: 'Omar', lastName, email, role: 'student' });

    // The same address in another case, and a new name: no change of address.
    expect((await edit(person.email.toUpperCase(), 'Renamed')).statusCode).toBe(200);
    expect((await openLink(t.app, reset)).statusCode).toBe(200);
    expect(await mailsTo(db, person.email)).toEqual([]);

    const moved = `omar.moved.${person.id}@example.com`;
    expect((await edit(moved)).json().User).toMatchObject({ email: moved, status: 'active' });
    const used = await setPasswordWith(t.app, API.resetPassword, reset, 'a-new-password-3');
    expect([used.statusCode, used.json().error]).toEqual([400, LINK_DEAD]);
    const told = await mailsTo(db, moved);
    expect(told.map((m) => m.subject)).toEqual(['Your email for Harmony School of Music was changed']);
    expect(told[0]?.body).toContain('Hello Omar,');
    // The old address (maybe a stranger's) hears nothing; the password still signs in, at the new one.
    expect(await mailsTo(db, person.email)).toEqual([]);
    expect((await login(t.app, moved, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('invites once when two admins invite the same address at once', async () => {
    const db = t.database.db;
    const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
    const invite = (email: string) =>
      addUser(cookie, { firstName: 'Twice', lastName: 'Asked', email, role: 'student' });
    const answers = await Promise.all([invite('twice.asked@example.com'), invite('TWICE.asked@example.com')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // The refused one's account, link and mail were one transaction: none of it stayed.
    expect(await mailsTo(db, 'twice.asked@example.com')).toHaveLength(1);
    expect(await mailsTo(db, 'TWICE.asked@example.com')).toEqual([]);
  });

  it('makes a person with a password typed by the admin change it at their first sign-in', async () => {
    const cookie = await signIn(t.app, await createTestUser(t.database.db, 'admin'));
    const user = await addedUser(cookie, {
      firstName: 'Pat',
      lastName: 'Paper',
      email: 'pat.paper@example.com',
      role: 'teacher',
      password: 'written-on-paper',
    });
    expect(user.status).toBe('active');
    expect(await mailsTo(t.database.db, 'pat.paper@example.com')).toEqual([]);
    const signedIn = await login(t.app, 'pat.paper@example.com', 'written-on-paper');
    expect(signedIn.json().user.mustChangePassword).toBe(true);
  });
});
