import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { CONSENT_TEXT, type ConsentSubject } from '../../../common/schemas/consents.ts';
import { guardianLinks } from '../../db/schema.ts';
import {
  bornYearsAgo,
  linkGuardian,
  setBirthDate,
  strangerGuardian,
} from '../../families/family-fixtures.ts';
import { signInAdmin } from '../../test/admin-fixtures.ts';
import { createOutsider, createTestClass, type Party } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('consents', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '10000', CONSENT_GRACE_DAYS: '7' });
  const url = `/api${API.consents}`;
  const read = (who: Party | string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: typeof who === 'string' ? who : who.cookie } });
  const give = (who: Party | string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: who ? { cookie: typeof who === 'string' ? who : who.cookie } : {},
    });
  const item = (s: ConsentSubject, kind: string) => s.items.find((i) => i.kind === kind);

  /** A 10-year-old in a class of their own, with a guardian. */
  async function child() {
    const cls = await createTestClass(t);
    await setBirthDate(t, cls.student.user.id, bornYearsAgo(t, 10));
    return { cls, student: cls.student, guardian: await linkGuardian(t, cls.student.user.id) };
  }

  it('shows a child and their guardian that nothing is consented yet, and only the guardian may change it', async () => {
    const { student, guardian } = await child();
    const [own] = (await read(student)).json().Students as ConsentSubject[];
    expect(own).toMatchObject({
      student_id: student.user.id,
      is_child: true,
      decided_by: 'guardian',
      can_change: false,
    });
    expect(own?.items.map((i) => [i.kind, i.status, i.allowed])).toEqual([
      ['recording', 'not_given', false],
      ['practice_takes', 'not_given', false],
      ['photo', 'not_given', false],
    ]);
    const children = (await read(guardian)).json().Students as ConsentSubject[];
    expect(children).toHaveLength(1);
    expect(children[0]).toMatchObject({ student_id: student.user.id, can_change: true });
  });

  it('keeps each choice with who and when; the latest holds; a withheld recording says when it goes', async () => {
    const { student, guardian } = await child();
    const given = await give(guardian, { student_id: student.user.id, kind: 'recording', granted: true });
    expect(given.statusCode).toBe(200);
    expect(given.json().message).toBe(CONSENT_TEXT.given);
    expect(item(given.json().Student, 'recording')).toMatchObject({
      status: 'given',
      allowed: true,
      given_by_name: `Priya ${guardian.user.lastName}`,
      given_at: expect.any(String),
      deletes_at: null,
    });
    const withheld = await give(guardian, { student_id: student.user.id, kind: 'recording', granted: false });
    expect(withheld.json().message).toBe(CONSENT_TEXT.withheld);
    const now = withheld.json().Student as ConsentSubject;
    const rec = item(now, 'recording');
    expect(rec).toMatchObject({ status: 'withheld', allowed: false });
    expect(Date.parse(rec?.deletes_at ?? '') - Date.parse(rec?.given_at ?? '')).toBe(7 * 86_400_000);
    expect(now.history.map((c) => [c.kind, c.granted])).toEqual([
      ['recording', false],
      ['recording', true],
    ]);
    // The other kinds are untouched; the student reads the same.
    expect(item(now, 'photo')?.status).toBe('not_given');
    expect((await read(student)).json().Students[0].items).toEqual(now.items);
  });

  it('lets an adult student give their own (assumed until they say otherwise), and not their guardian', async () => {
    const cls = await createTestClass(t);
    await setBirthDate(t, cls.student.user.id, bornYearsAgo(t, 18));
    const guardian = await linkGuardian(t, cls.student.user.id);
    const [own] = (await read(cls.student)).json().Students as ConsentSubject[];
    expect(own).toMatchObject({ is_child: false, decided_by: 'student', can_change: true });
    expect(own?.items.every((i) => i.status === 'assumed' && i.allowed)).toBe(true);
    const byGuardian = await give(guardian, {
      student_id: cls.student.user.id,
      kind: 'photo',
      granted: false,
    });
    expect([byGuardian.statusCode, byGuardian.json().error]).toEqual([403, CONSENT_TEXT.adultDecides]);
    const bySelf = await give(cls.student, {
      student_id: cls.student.user.id,
      kind: 'photo',
      granted: false,
    });
    expect(item(bySelf.json().Student, 'photo')).toMatchObject({ status: 'withheld', allowed: false });
  });

  it('treats a student without a date of birth as a child when a guardian is linked, an adult otherwise', async () => {
    const alone = await createTestClass(t);
    expect((await read(alone.student)).json().Students[0]).toMatchObject({
      is_child: false,
      can_change: true,
    });
    const withFamily = await createTestClass(t);
    await linkGuardian(t, withFamily.student.user.id);
    expect((await read(withFamily.student)).json().Students[0]).toMatchObject({
      is_child: true,
      can_change: false,
    });
  });

  it('refuses the child, an unlinked guardian, a teacher, an admin, another student and the signed out', async () => {
    const { cls, student, guardian } = await child();
    const choice = { student_id: student.user.id, kind: 'recording', granted: true };
    const refused = async (who: Party | string | null, status: number, error: string) => {
      const res = await give(who, choice);
      expect([res.statusCode, res.json().error]).toEqual([status, error]);
    };
    await refused(student, 403, CONSENT_TEXT.onlyGuardian);
    await refused(await strangerGuardian(t), 403, CONSENT_TEXT.notYourChild);
    // Another child's guardian, and this child's guardian once unlinked.
    const other = await child();
    await refused(other.guardian, 403, CONSENT_TEXT.notYourChild);
    await t.database.db.delete(guardianLinks).where(eq(guardianLinks.guardianId, guardian.user.id));
    await refused(guardian, 403, CONSENT_TEXT.notYourChild);
    expect((await read(guardian)).json().Students).toEqual([]);
    await refused(cls.teacher, 403, CONSENT_TEXT.onlyFamily);
    await refused(await signInAdmin(t.app, t.database.db), 403, CONSENT_TEXT.onlyFamily);
    await refused(await createOutsider(t, 'student'), 403, CONSENT_TEXT.onlyFamily);
    expect((await give(null, choice)).statusCode).toBe(401);
    // Someone who is not a student has no consents to give.
    const notStudent = await give(cls.teacher, { ...choice, student_id: cls.teacher.user.id });
    expect([notStudent.statusCode, notStudent.json().error]).toEqual([404, CONSENT_TEXT.notFound]);
    expect((await give(student, { ...choice, kind: 'everything' })).statusCode).toBe(400);
    // Teachers and admins read no family's consents here.
    expect((await read(cls.teacher)).statusCode).toBe(403);
    expect((await read(await strangerGuardian(t))).json().Students).toEqual([]);
  });

  it("shows the admin every student's consents with who chose and when; no one else", async () => {
    const { student, guardian } = await child();
    await give(guardian, { student_id: student.user.id, kind: 'photo', granted: true });
    const admin = await signInAdmin(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${API.adminConsents}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const shown = (res.json().Students as ConsentSubject[]).find((s) => s.student_id === student.user.id);
    expect(shown).toMatchObject({ is_child: true, can_change: false });
    expect(shown && item(shown, 'photo')).toMatchObject({
      status: 'given',
      given_by_name: `Priya ${guardian.user.lastName}`,
    });
    expect(shown?.history).toHaveLength(1);
    for (const cookie of [guardian.cookie, student.cookie])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api${API.adminConsents}`, headers: { cookie } }))
          .statusCode,
      ).toBe(403);
  });

  it('tells a teacher, for each of their students, whether lessons may be recorded and why not', async () => {
    const { cls, student, guardian } = await child();
    const teaching = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api${API.consentsTeaching}`,
          headers: { cookie: cls.teacher.cookie },
        })
      ).json();
    expect((await teaching()).Students).toEqual([
      {
        student_id: student.user.id,
        recording_allowed: false,
        recording_reason: CONSENT_TEXT.recordingUnavailable.guardian,
      },
    ]);
    await give(guardian, { student_id: student.user.id, kind: 'recording', granted: true });
    expect((await teaching()).Students).toEqual([
      { student_id: student.user.id, recording_allowed: true, recording_reason: null },
    ]);
    const asGuardian = await t.app.inject({
      method: 'GET',
      url: `/api${API.consentsTeaching}`,
      headers: { cookie: guardian.cookie },
    });
    expect(asGuardian.statusCode).toBe(403);
    const asStudent = await t.app.inject({
      method: 'GET',
      url: `/api${API.consentsTeaching}`,
      headers: { cookie: student.cookie },
    });
    expect(asStudent.statusCode).toBe(403);
  });
});
