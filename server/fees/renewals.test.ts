import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schoolDateLabel } from '../../common/fees/enrolment-text.ts';
import { instantOf } from '../../common/lesson-time.ts';
import { classes, enrolmentEvents, enrolments, invoiceLines, invoices, mailOutbox } from '../db/schema.ts';
import { schoolDays } from '../test/admin-fixtures.ts';
import { insertEnrolment, setTestPrice } from '../test/enrolment-fixtures.ts';
import { createTeacherAndStudent } from '../test/fixtures.ts';
import { useTestApp } from '../test/test-app.ts';
import { feeContextOf } from './fee-context.ts';
import { markExpired, offerRenewals } from './renewals.ts';

const ZONE = 'Asia/Kolkata';

describe('renewal offers and expiry', () => {
  const t = useTestApp({ SCHOOL_TIME_ZONE: ZONE, SCHOOL_NAME: 'Harmony School of Music' });
  const { day } = schoolDays(ZONE);
  const settings = () => ({ ctx: feeContextOf(t.config), school: t.config.school });
  const db = () => t.database.db;
  const enrol = async (over: Parameters<typeof insertEnrolment>[2]) => {
    const p = await createTeacherAndStudent(db());
    return { ...p, e: await insertEnrolment(t, { studentId: p.student.id, teacherId: p.teacher.id }, over) };
  };
  const completeLessons = async (e: { id: number; studentId: number; teacherId: number }, n: number) => {
    for (let i = 0; i < n; i += 1)
      await db()
        .insert(classes)
        .values({
          batchName: 'Piano Quarter',
          studentId: e.studentId,
          teacherId: e.teacherId,
          startsAt: instantOf(day(-20 + i), '18:00', ZONE),
          enrolmentId: e.id,
          isCompleted: true,
        });
  };
  const eventsOf = (id: number, action: 'renewal_offered' | 'expired') =>
    db()
      .select()
      .from(enrolmentEvents)
      .where(and(eq(enrolmentEvents.enrolmentId, id), eq(enrolmentEvents.action, action)));
  const draftsOf = (id: number) => db().select().from(invoices).where(eq(invoices.enrolmentId, id));
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const today = day(0);

  it('offers a renewal once when 2 sessions are left: a draft at the price list’s price, its event and a mail', async () => {
    await setTestPrice(db(), 'piano', 'certification', 2_600_000);
    const { student, teacher, e } = await enrol({
      planType: 'certification',
      sessions: 10,
      validFrom: day(-30),
      validityMonths: 12,
    });
    await completeLessons(e, 7);
    // 3 left: not yet.
    await offerRenewals(db(), settings(), today);
    expect(await draftsOf(e.id)).toEqual([]);
    await completeLessons(e, 1);
    expect(await offerRenewals(db(), settings(), today)).toBeGreaterThanOrEqual(1);

    const [draft, ...more] = await draftsOf(e.id);
    expect(more).toEqual([]);
    expect(draft).toMatchObject({
      status: 'draft',
      number: null,
      studentId: student.id,
      totalMinor: 2_600_000,
    });
    const lines = await db()
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, draft?.id ?? 0));
    expect(lines).toEqual([
      expect.objectContaining({
        description: 'Piano/Keyboard - Certification Course (renewal)',
        unitMinor: 2_600_000,
        course: 'piano',
        planType: 'certification',
      }),
    ]);
    const [stored] = await db().select().from(enrolments).where(eq(enrolments.id, e.id));
    expect(stored?.renewalOfferedAt).toBeInstanceOf(Date);
    expect(await eventsOf(e.id, 'renewal_offered')).toHaveLength(1);
    const [mail, ...others] = await mailsTo(student.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Renew your Piano/Keyboard - Certification Course at Harmony School of Music');
    const until = schoolDateLabel(e.validUntil);
    expect(mail?.body).toContain(
      `You have 2 of 10 sessions left on your Piano/Keyboard - Certification Course, valid until ${until}.`,
    );
    expect(mail?.body).toContain('a renewal of the same plan: 48 sessions for ₹26,000.00');
    expect(mail?.body).toContain('We will confirm the invoice and send it to you shortly.');
    expect(mail?.body).toContain(`with ${teacher.firstName} ${teacher.lastName} before that day`);

    // Not twice.
    await offerRenewals(db(), settings(), today);
    await offerRenewals(db(), settings(), day(1));
    expect(await draftsOf(e.id)).toHaveLength(1);
    expect(await eventsOf(e.id, 'renewal_offered')).toHaveLength(1);
    expect(await mailsTo(student.email)).toHaveLength(1);
  });

  it('offers it 14 days before the validity ends, not 15; at its own price when the list has none', async () => {
    const { student, e } = await enrol({
      course: 'violin',
      planType: 'crash',
      validFrom: day(-60),
      validityMonths: 3,
      priceMinor: 700_000,
    });
    const at = (date: string) => offerRenewals(db(), settings(), date);
    const lastDay = e.validUntil;
    const daysBefore = (n: number) => {
      const d = new Date(`${lastDay}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - n);
      return d.toISOString().slice(0, 10);
    };
    await at(daysBefore(15));
    expect(await draftsOf(e.id)).toEqual([]);
    await at(daysBefore(14));
    const drafts = await draftsOf(e.id);
    expect(drafts).toEqual([expect.objectContaining({ totalMinor: 700_000, status: 'draft' })]);
    expect((await mailsTo(student.email))[0]?.body).toContain(
      'You have 24 of 24 sessions left on your Violin - Crash Course',
    );
  });

  it('offers nothing for an ended, a renewed or an expired enrolment', async () => {
    const ended = await enrol({ sessions: 2, validFrom: day(-5) });
    await db().update(enrolments).set({ endedAt: new Date() }).where(eq(enrolments.id, ended.e.id));
    const renewed = await enrol({ sessions: 2, validFrom: day(-5) });
    await insertEnrolment(
      t,
      { studentId: renewed.student.id, teacherId: renewed.teacher.id },
      { validFrom: day(0) },
    ).then((r) => db().update(enrolments).set({ renewsId: renewed.e.id }).where(eq(enrolments.id, r.id)));
    const expired = await enrol({ sessions: 2, validFrom: day(-200), validityMonths: 1 });
    await offerRenewals(db(), settings(), today);
    for (const { e } of [ended, renewed, expired]) expect(await draftsOf(e.id)).toEqual([]);
  });

  it('marks an enrolment expired once, the day after its last day', async () => {
    const { e } = await enrol({ validFrom: day(-100), validityMonths: 1 });
    const dayAfter = (() => {
      const d = new Date(`${e.validUntil}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 1);
      return d.toISOString().slice(0, 10);
    })();
    await markExpired(db(), e.validUntil);
    expect(await eventsOf(e.id, 'expired')).toEqual([]);
    await markExpired(db(), dayAfter);
    await markExpired(db(), dayAfter);
    await markExpired(db(), today);
    expect(await eventsOf(e.id, 'expired')).toEqual([
      expect.objectContaining({ fromUntil: e.validUntil, note: '24 of 24 sessions unused', actorId: null }),
    ]);
  });

  it('runs as the enrolment-renewals job', async () => {
    const { e } = await enrol({ sessions: 2, validFrom: day(-5) });
    const old = await enrol({ validFrom: day(-100), validityMonths: 1 });
    expect(await t.app.jobs.tick('enrolment-renewals')).toBe(true);
    expect(await draftsOf(e.id)).toHaveLength(1);
    expect(await eventsOf(old.e.id, 'expired')).toHaveLength(1);
  });
});
