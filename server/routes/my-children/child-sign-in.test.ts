import { eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { FAMILY_TEXT } from '../../../common/schemas/families.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { mailOutbox, users } from '../../db/schema.ts';
import { createGuardianOf } from '../../test/builders.ts';
import { signIn } from '../../test/fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';
import { login, mailsTo } from '../auth/auth-fixtures.ts';
import { createLesson, DAYS, useLessonsApp } from '../lessons/lesson-fixtures.ts';

// A young child's sign-in without an e-mail of their own (issue 45): the guardian chooses the
// username and password, the child signs in with them, and the child's mail reaches the guardians.

const PASSWORD = 'violin-practice-42';

const bornYearsAgo = (t: TestContext, years: number) =>
  DateTime.fromISO(schoolDate(t.config.timeZone)).minus({ years }).toISODate() ?? '';

/** A lesson in 3 days whose student is `years` old, with a signed-in guardian. */
async function family(t: TestContext, years: number) {
  const lesson = await createLesson(t, 3 * DAYS);
  const child = lesson.student.user;
  await t.database.db
    .update(users)
    .set({ dateOfBirth: bornYearsAgo(t, years) })
    .where(eq(users.id, child.id));
  const guardian = await createGuardianOf(t, child.id);
  return { lesson, child, guardian };
}

const setSignIn = (t: TestContext, cookie: string, childId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api${API.myChildren}/${childId}/sign_in`,
    headers: { cookie },
    payload,
  });

describe("a guardian sets their young child's sign-in", () => {
  const t = useLessonsApp();

  it('the 10-year-old signs in with the username and password, no longer by e-mail, and the guardian sees the username', async () => {
    const { child, guardian } = await family(t, 10);
    const oldSession = await signIn(t.app, child);
    const res = await setSignIn(t, guardian.cookie, child.id, { username: 'Ravi.Plays', password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(FAMILY_TEXT.signInSet(child.firstName, 'ravi.plays'));

    const signedIn = await login(t.app, 'ravi.plays', PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      id: child.id,
      email: null,
      username: 'ravi.plays',
      role: 'student',
    });
    expect((await login(t.app, child.email, PASSWORD)).statusCode).toBe(401);
    // The new password ended the child's sessions, as any new password does.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: oldSession } });
    expect(me.json().user).toBeNull();

    const children = await t.app.inject({
      method: 'GET',
      url: `/api${API.myChildren}`,
      headers: { cookie: guardian.cookie },
    });
    expect(children.json().Children).toEqual([
      expect.objectContaining({ id: child.id, username: 'ravi.plays', signInByGuardian: true }),
    ]);
  });

  it("the child's lesson changes reach the guardian only, and nothing is queued to a missing address", async () => {
    const { lesson, child, guardian } = await family(t, 9);
    expect(
      (await setSignIn(t, guardian.cookie, child.id, { username: 'asha9', password: PASSWORD })).statusCode,
    ).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api${API.lessons}/${lesson.id}/cancel`,
      headers: { cookie: guardian.cookie },
      payload: { note: '' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await mailsTo(t.database.db, guardian.user.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`^For ${child.firstName}: Lesson cancelled`)),
    ]);
    expect(await mailsTo(t.database.db, child.email)).toEqual([]);
  });

  it('refuses another guardian, the child themself, a child of 13, a taken username and a weak password', async () => {
    const { child, guardian } = await family(t, 10);
    const other = await family(t, 11);
    expect(
      (await setSignIn(t, other.guardian.cookie, child.id, { username: 'nope1', password: PASSWORD }))
        .statusCode,
    ).toBe(403);
    const asChild = await setSignIn(t, await signIn(t.app, child), child.id, {
      username: 'nope2',
      password: PASSWORD,
    });
    expect(asChild.statusCode).toBe(403);

    const teen = await family(t, 13);
    const tooOld = await setSignIn(t, teen.guardian.cookie, teen.child.id, {
      username: 'teen13',
      password: PASSWORD,
    });
    expect([tooOld.statusCode, tooOld.json().error]).toEqual([
      409,
      FAMILY_TEXT.signInTooOld(teen.child.firstName, 13),
    ]);

    expect(
      (await setSignIn(t, other.guardian.cookie, other.child.id, { username: 'meera', password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    const taken = await setSignIn(t, guardian.cookie, child.id, { username: 'MEERA', password: PASSWORD });
    expect([taken.statusCode, taken.json().error]).toEqual([409, FAMILY_TEXT.usernameTaken]);
    // Two families choosing one name at the same moment: one gets it, the other is told so.
    const [a, b] = [await family(t, 9), await family(t, 8)];
    const both = await Promise.all(
      [a, b].map((f) =>
        setSignIn(t, f.guardian.cookie, f.child.id, { username: 'ravi', password: PASSWORD }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().error).toBe(FAMILY_TEXT.usernameTaken);
    const bad = await setSignIn(t, guardian.cookie, child.id, { username: '1x', password: 'short' });
    expect(bad.statusCode).toBe(400);
    // Nothing of these changed the child's sign-in.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, child.id));
    expect([row?.email, row?.username]).toEqual([child.email, null]);
  });
});

describe('a child without an address at a school that mails every student (OWN_MAIL_AGE=0)', () => {
  const t = useLessonsApp({ OWN_MAIL_AGE: '0' });

  it("is a reader of their own mail but is queued nothing: the guardian's copy goes", async () => {
    const { lesson, child, guardian } = await family(t, 8);
    // Set as a guardian did at a school whose age allowed it.
    await t.database.db.update(users).set({ email: null, username: 'kiran8' }).where(eq(users.id, child.id));
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api${API.lessons}/${lesson.id}/cancel`,
      headers: { cookie: guardian.cookie },
      payload: { note: '' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await mailsTo(t.database.db, guardian.user.email)).toHaveLength(1);
    expect(await t.database.db.select().from(mailOutbox).where(isNull(mailOutbox.toAddress))).toEqual([]);
  });
});
