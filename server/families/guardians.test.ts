import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../common/api.ts';
import { FAMILY_TEXT } from '../../common/schemas/families.ts';
import { guardianLinks, users } from '../db/schema.ts';
import { linkToken, login, mailsTo, setPasswordWith } from '../routes/auth/auth-fixtures.ts';
import { expectAdminOnly, signInAdmin } from '../test/admin-fixtures.ts';
import { createGuardianOf } from '../test/builders.ts';
import { createTestUser, signIn, TEST_PASSWORD } from '../test/fixtures.ts';
import { useTestApp } from '../test/test-app.ts';

describe("a student's guardians", () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
  const db = () => t.database.db;
  const guardiansUrl = (studentId: number) => `/api${API.adminUsers}/${studentId}/guardians`;
  const asAdmin = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: await signInAdmin(t.app, db()) },
      ...(payload ? { payload } : {}),
    });
  const meera = { firstName: 'Meera', lastName: 'Rao', email: 'Meera.Rao@example.com' };

  it('are for admins only', async () => {
    const student = await createTestUser(db(), 'student');
    await expectAdminOnly(t.app, db(), [
      { method: 'GET', url: guardiansUrl(student.id) },
      { method: 'POST', url: guardiansUrl(student.id), payload: meera },
      { method: 'DELETE', url: `${guardiansUrl(student.id)}/1` },
    ]);
  });

  it('the admin links a new guardian, who is invited, chooses a password and signs in as a guardian', async () => {
    const student = await createTestUser(db(), 'student', { firstName: 'Ravi' });
    const res = await asAdmin('POST', guardiansUrl(student.id), meera);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: FAMILY_TEXT.linked('Meera Rao'),
      Guardians: [{ firstName: 'Meera', lastName: 'Rao', email: 'meera.rao@example.com', status: 'invited' }],
    });
    const [invitation] = await mailsTo(db(), 'meera.rao@example.com');
    expect(invitation?.body).toContain("to follow Ravi's lessons, practice and invoices");
    const set = await setPasswordWith(
      t.app,
      API.acceptInvitation,
      linkToken(invitation?.body ?? '', '/accept-invitation'),
      'a-parents-own-password',
    );
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await login(t.app, 'meera.rao@example.com', 'a-parents-own-password');
    expect(signedIn.json().user).toMatchObject({ role: 'guardian' });
    const listed = await asAdmin('GET', guardiansUrl(student.id));
    expect(listed.json().Guardians).toMatchObject([{ status: 'active' }]);
  });

  it("links an existing guardian's account (told by mail), once; refuses another role's e-mail and a non-student", async () => {
    const student = await createTestUser(db(), 'student', { firstName: 'Lena' });
    const guardian = await createTestUser(db(), 'guardian', { email: 'two.children@example.com' });
    const link = () => asAdmin('POST', guardiansUrl(student.id), { ...meera, email: guardian.email });
    expect((await link()).json().Guardians).toMatchObject([{ id: guardian.id, status: 'active' }]);
    expect((await link()).json().Guardians).toHaveLength(1);
    const mails = await mailsTo(db(), guardian.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "You can now follow Lena's lessons at Harmony School of Music",
    ]);

    const teacher = await createTestUser(db(), 'teacher');
    const taken = await asAdmin('POST', guardiansUrl(student.id), { ...meera, email: teacher.email });
    expect([taken.statusCode, taken.json().error]).toEqual([409, FAMILY_TEXT.notGuardianEmail]);
    const notStudent = await asAdmin('POST', guardiansUrl(teacher.id), meera);
    expect([notStudent.statusCode, notStudent.json().error]).toEqual([400, FAMILY_TEXT.notAStudent]);
  });

  it('the admin unlinks a guardian: the child is gone from their next request', async () => {
    const student = await createTestUser(db(), 'student');
    const guardian = await createGuardianOf(t, student.id);
    const children = () =>
      t.app.inject({ method: 'GET', url: `/api${API.myChildren}`, headers: { cookie: guardian.cookie } });
    expect((await children()).json().Children).toMatchObject([{ id: student.id }]);
    const res = await asAdmin('DELETE', `${guardiansUrl(student.id)}/${guardian.user.id}`);
    expect(res.json()).toMatchObject({
      message: FAMILY_TEXT.unlinked(`${guardian.user.firstName} ${guardian.user.lastName}`),
      Guardians: [],
    });
    expect((await children()).json().Children).toEqual([]);
    const again = await asAdmin('DELETE', `${guardiansUrl(student.id)}/${guardian.user.id}`);
    expect([again.statusCode, again.json().error]).toEqual([404, FAMILY_TEXT.notLinked]);
  });

  it('a guardian invites a second guardian for their child, and no third; not for another child', async () => {
    const child = await createTestUser(db(), 'student', { firstName: 'Anya' });
    const other = await createTestUser(db(), 'student');
    const guardian = await createGuardianOf(t, child.id);
    const invite = (childId: number, email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api${API.myChildren}/${childId}/guardians`,
        headers: { cookie: guardian.cookie },
        payload: { firstName: 'Sam', lastName: 'Rao', email },
      });
    const res = await invite(child.id, 'sam.rao@example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Child.guardians.map((g: { email: string }) => g.email)).toEqual([
      guardian.user.email,
      'sam.rao@example.com',
    ]);
    const [second] = await db().select().from(users).where(eq(users.email, 'sam.rao@example.com'));
    expect(
      await db()
        .select()
        .from(guardianLinks)
        .where(eq(guardianLinks.guardianId, second?.id ?? 0)),
    ).toMatchObject([{ studentId: child.id, createdBy: guardian.user.id }]);
    expect((await mailsTo(db(), 'sam.rao@example.com'))[0]?.body).toContain("to follow Anya's lessons");

    const third = await invite(child.id, 'third@example.com');
    expect([third.statusCode, third.json().error]).toEqual([409, FAMILY_TEXT.enoughGuardians]);
    const notMine = await invite(other.id, 'fourth@example.com');
    expect([notMine.statusCode, notMine.json().error]).toEqual([403, FAMILY_TEXT.notYourChild]);
    expect(await db().select().from(users).where(eq(users.email, 'third@example.com'))).toEqual([]);

    const student = await signIn(t.app, child, TEST_PASSWORD);
    const byStudent = await t.app.inject({
      method: 'POST',
      url: `/api${API.myChildren}/${child.id}/guardians`,
      headers: { cookie: student },
      payload: { firstName: 'Sam', lastName: 'Rao', email: 'x@example.com' },
    });
    expect(byStudent.statusCode).toBe(403);
  });

  it("are shown in the admin's list of users beside the student, first linked first", async () => {
    const student = await createTestUser(db(), 'student', { firstName: 'Kavya' });
    const alone = await createTestUser(db(), 'student', { firstName: 'Kavya' });
    for (const firstName of ['Meera', 'Arjun'])
      expect(
        (
          await asAdmin('POST', guardiansUrl(student.id), {
            ...meera,
            firstName,
            email: `${firstName}.k@example.com`,
          })
        ).statusCode,
      ).toBe(200);
    const list = await asAdmin('GET', `/api${API.adminUsers}?role=student&q=Kavya`);
    expect(list.statusCode, list.body).toBe(200);
    const byId = new Map(list.json().Users.map((u: { id: number; family: unknown }) => [u.id, u.family]));
    expect(byId.get(student.id)).toEqual([
      { id: expect.any(Number), name: 'Meera Rao' },
      { id: expect.any(Number), name: 'Arjun Rao' },
    ]);
    expect(byId.get(alone.id)).toEqual([]);

    // Guardians are listed too, by their role or among everyone, each with their child.
    const guardians = await asAdmin('GET', `/api${API.adminUsers}?role=guardian&q=Meera.k@`);
    expect(guardians.statusCode, guardians.body).toBe(200);
    expect(guardians.json().Users).toEqual([
      expect.objectContaining({
        firstName: 'Meera',
        role: 'guardian',
        family: [{ id: student.id, name: expect.stringMatching(/^Kavya /) }],
      }),
    ]);
    const everyone = await asAdmin('GET', `/api${API.adminUsers}?q=.k@example.com`);
    expect(
      everyone
        .json()
        .Users.map((u: { role: string }) => u.role)
        .sort(),
    ).toEqual(['guardian', 'guardian']);
  });
});
