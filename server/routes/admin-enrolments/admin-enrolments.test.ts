import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { FEE_TEXT } from '../../../common/fees/fee-text.ts';
import { AMOUNT_TEXT } from '../../../common/fees/money.ts';
import { instantOf } from '../../../common/lesson-time.ts';
import { classChanges, classes, enrolments } from '../../db/schema.ts';
import { ENROLMENT_TEXT } from '../../fees/enrolments.ts';
import { expectAdminOnly, schoolDays, signInAdmin } from '../../test/admin-fixtures.ts';
import { insertEnrolment, insertEnrolmentLesson, setTestPrice } from '../../test/enrolment-fixtures.ts';
import { createTeacherAndStudent, createTestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { CHOOSE_TEACHER } from '../admin-classes/booking.ts';
import { NO_SUCH_PLAN } from '../admin-prices/admin-prices.service.ts';
import { END_TEXT } from './admin-enrolments.service.ts';

const ZONE = 'Asia/Kolkata';

describe('admin enrolment routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: ZONE });
  const url = `/api${API.adminEnrolments}`;
  const { day } = schoolDays(ZONE);
  const at = (date: string, time = '18:00') => instantOf(date, time, ZONE);
  const people = async () => {
    const p = await createTeacherAndStudent(t.database.db);
    return { ...p, ids: { studentId: p.student.id, teacherId: p.teacher.id } };
  };
  const post = (path: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${url}${path}`, headers: { cookie }, payload });
  const get = (path: string, cookie: string) =>
    t.app.inject({ method: 'GET', url: `${url}${path}`, headers: { cookie } });

  it('refuses anyone but an admin', async () => {
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'GET', url },
      { method: 'POST', url, payload: {} },
      { method: 'GET', url: `${url}/1` },
      { method: 'POST', url: `${url}/1/extend`, payload: { validUntil: day(30), reason: 'x' } },
      { method: 'POST', url: `${url}/1/end`, payload: {} },
    ]);
  });

  it("enrols a student at the price list's price with the terms' sessions and validity", async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const p = await people();
    await setTestPrice(t.database.db, 'violin', 'quarter', 1_800_000);
    const res = await post('', cookie, {
      ...p.ids,
      course: 'violin',
      planType: 'quarter',
      validFrom: day(0),
    });
    expect(res.statusCode).toBe(201);
    const { Enrolment, Lessons, History } = res.json();
    expect(Enrolment).toMatchObject({
      name: 'Violin - Quarter Course',
      sessions: 24,
      used: 0,
      booked: 0,
      left: 24,
      free: 24,
      validFrom: day(0),
      status: 'active',
      priceMinor: 1_800_000,
      price: '₹18,000.00',
      currency: 'INR',
      student: { id: p.student.id, email: p.student.email },
      teacher: { id: p.teacher.id },
    });
    expect(Enrolment.standing).toMatch(/^24 of 24 sessions left, valid until \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(Lessons).toEqual([]);
    expect(History).toEqual([expect.objectContaining({ action: 'created', toUntil: Enrolment.validUntil })]);
  });

  it('takes a price and sessions the admin typed instead', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const p = await people();
    const res = await post('', cookie, {
      ...p.ids,
      course: 'dual',
      planType: 'certification',
      validFrom: day(0),
      price: '45,000.50',
      sessions: '90',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().Enrolment).toMatchObject({ sessions: 90, priceMinor: 4_500_050, left: 90 });
  });

  it('refuses a bad price, an unpriced or unknown plan, and people in the wrong roles', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const p = await people();
    const base = { ...p.ids, course: 'guitar', planType: 'crash', validFrom: day(0) };
    for (const [price, message] of [
      ['-5', AMOUNT_TEXT.negative],
      ['1.005', AMOUNT_TEXT.tooPrecise(2)],
      ['abc', AMOUNT_TEXT.notAmount],
    ] as const) {
      const res = await post('', cookie, { ...base, price });
      expect(res.statusCode, price).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const unpriced = await post('', cookie, { ...base, course: 'bollywood' });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().error).toBe(FEE_TEXT.noPrice('Bollywood Film Singing - Crash Course'));
    const noCrash = await post('', cookie, { ...base, course: 'dual', price: '100' });
    expect(noCrash.statusCode).toBe(404);
    expect(noCrash.json().error).toBe(NO_SUCH_PLAN);
    const student = await createTestUser(t.database.db, 'student');
    const wrong = await post('', cookie, { ...base, teacherId: student.id, price: '100' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(CHOOSE_TEACHER);
    expect(await t.database.db.$count(enrolments, eq(enrolments.studentId, p.student.id))).toBe(0);
  });

  it('lists by student and status with the sessions used, booked and left', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const p = await people();
    const active = await insertEnrolment(t, p.ids, { validFrom: day(-10) });
    await insertEnrolmentLesson(t.database.db, active, at(day(-3)), { isCompleted: true });
    await insertEnrolmentLesson(t.database.db, active, at(day(-2)), {
      isCancelled: true,
      cancelledBy: 'teacher',
    });
    await insertEnrolmentLesson(t.database.db, active, at(day(5)));
    const expired = await insertEnrolment(t, p.ids, {
      validFrom: day(-200),
      validityMonths: 3,
      sessions: 10,
    });
    const other = await people();
    await insertEnrolment(t, other.ids, { validFrom: day(-10) });

    const all = (await get(`?student_id=${p.student.id}`, cookie)).json();
    expect(all.total).toBe(2);
    expect(all.Enrolments.map((e: { id: number }) => e.id)).toEqual([expired.id, active.id]);
    expect(all.Enrolments[1]).toMatchObject({ sessions: 24, used: 1, booked: 1, left: 23, free: 22 });
    expect(all.Enrolments[0]).toMatchObject({
      status: 'expired',
      standing: expect.stringMatching(/^Expired on /),
    });

    const onlyActive = (await get(`?student_id=${p.student.id}&status=active`, cookie)).json();
    expect(onlyActive.Enrolments.map((e: { id: number }) => e.id)).toEqual([active.id]);
    expect(onlyActive.Enrolments[0].standing).toMatch(/^23 of 24 sessions left, valid until /);
  });

  it('shows one with its lessons and history; 404 for none', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const p = await people();
    const e = await insertEnrolment(t, p.ids, { validFrom: day(-10) });
    const done = await insertEnrolmentLesson(t.database.db, e, at(day(-3)), { isCompleted: true });
    const res = await get(`/${e.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().Lessons).toEqual([
      expect.objectContaining({ id: done, status: 'completed', counted: true, batchName: 'Piano Quarter' }),
    ]);
    const missing = await get('/999999', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(FEE_TEXT.unknownEnrolment);
  });

  it('extends one with a reason, kept in its history, and refuses an earlier day or no reason', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const p = await people();
    const e = await insertEnrolment(t, p.ids, { validFrom: day(-10), validityMonths: 1 });
    const later = day(60);
    const res = await post(`/${e.id}/extend`, cookie, { validUntil: later, reason: 'Two weeks in hospital' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Enrolment.validUntil).toBe(later);
    expect(res.json().History.at(-1)).toMatchObject({
      action: 'extended',
      fromUntil: e.validUntil,
      toUntil: later,
      note: 'Two weeks in hospital',
      actor: expect.stringMatching(/^Admin Test\d+$/),
    });
    const earlier = await post(`/${e.id}/extend`, cookie, { validUntil: day(30), reason: 'again' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().error).toBe(ENROLMENT_TEXT.extendNotLater);
    const noReason = await post(`/${e.id}/extend`, cookie, { validUntil: day(90), reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Say why the enrolment is extended');
    expect((await post('/999999/extend', cookie, { validUntil: day(90), reason: 'x' })).statusCode).toBe(404);
  });

  it('refuses to end one while lessons are booked, naming how many; with cancelBooked cancels them for the school', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const p = await people();
    const e = await insertEnrolment(t, p.ids, { validFrom: day(-10) });
    await insertEnrolmentLesson(t.database.db, e, at(day(-3)), { isCompleted: true });
    const booked = [
      await insertEnrolmentLesson(t.database.db, e, at(day(7))),
      await insertEnrolmentLesson(t.database.db, e, at(day(14))),
    ];
    const refused = await post(`/${e.id}/end`, cookie, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(
      /^2 lessons are still booked on this enrolment \(the first on \w{3} \d{1,2} \w{3} \d{4}, 18:00 India time\)/,
    );
    const [still] = await t.database.db.select().from(enrolments).where(eq(enrolments.id, e.id));
    expect(still?.endedAt).toBeNull();

    const ended = await post(`/${e.id}/end`, cookie, { cancelBooked: true, reason: 'Moved abroad' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().Enrolment).toMatchObject({ status: 'ended', used: 1, booked: 0 });
    expect(ended.json().Enrolment.standing).toMatch(/^Ended on /);
    expect(ended.json().History.at(-1)).toMatchObject({
      action: 'ended',
      note: 'Moved abroad; 2 booked lessons cancelled',
    });
    const lessons = await t.database.db.select().from(classes).where(eq(classes.enrolmentId, e.id));
    for (const id of booked)
      expect(lessons.find((l) => l.id === id)).toMatchObject({ isCancelled: true, cancelledBy: 'school' });
    const logged = await t.database.db
      .select()
      .from(classChanges)
      .where(eq(classChanges.classId, booked[0] ?? 0));
    expect(logged).toContainEqual(
      expect.objectContaining({ action: 'cancelled', rule: 'school-cancel', note: END_TEXT.cancelledNote }),
    );

    const again = await post(`/${e.id}/end`, cookie, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(END_TEXT.alreadyEnded);
  });

  it('ends one with nothing booked at once', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const p = await people();
    const e = await insertEnrolment(t, p.ids, { validFrom: day(-10) });
    const res = await post(`/${e.id}/end`, cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().History.at(-1)).toMatchObject({ action: 'ended', note: null });
    expect((await post('/999999/end', cookie, {})).statusCode).toBe(404);
  });
});
