import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonWhenLabel } from '../../common/lesson-time.ts';
import { classes, lessonReminders, mailOutbox, users } from '../db/schema.ts';
import { withSecondInstance } from '../routes/live-class/live-class-fixtures.ts';
import { createTestUser } from '../test/fixtures.ts';
import { readCalendar } from '../test/ical-reader.ts';
import { useTestApp } from '../test/test-app.ts';
import { lessonUid } from './lesson-ics.ts';
import { dueReminder, type ReminderSettings, reminderKind, sendLessonReminders } from './reminders.ts';

const MINUTE = 60_000;
const earlier = (at: Date, minutes: number) => new Date(at.getTime() - minutes * MINUTE);
const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

describe('which reminder a lesson is due', () => {
  const at = new Date('2026-06-02T12:30:00Z');
  const due = (minutesAhead: number) => dueReminder(at, earlier(at, minutesAhead), [1440, 15]);

  it('is the smallest window the lesson is in, from its edge', () => {
    expect(due(1440.01)).toBeNull();
    expect(due(1440)).toBe(1440);
    expect(due(15.01)).toBe(1440);
    expect(due(15)).toBe(15);
    expect(due(10)).toBe(15);
  });

  it('is still the last one in the lesson’s first minute, and none after', () => {
    expect(due(-0.99)).toBe(15);
    expect(due(-1)).toBeNull();
  });

  it('is stored under the kinds of the defaults, and of other figures alike', () => {
    expect([1440, 15, 120, 30, 90].map(reminderKind)).toEqual(['24h', '15m', '2h', '30m', '90m']);
  });
});

describe('lesson reminders', () => {
  const t = useTestApp();
  const settings = (): ReminderSettings => ({
    school: t.config.school,
    schoolZone: t.config.timeZone,
    reminderMinutes: t.config.lessonPolicy.reminderMinutes,
    ownMailAge: t.config.ownMailAge,
  });
  const send = (now: Date, db = t.database.db) => sendLessonReminders(db, settings(), now);

  /** A lesson of a teacher in India and a student in London (null: no zone of their own yet). */
  async function lesson(startsAt: Date, zones: { teacher?: string | null; student?: string | null } = {}) {
    const db = t.database.db;
    const teacher = await createTestUser(db, 'teacher', { firstName: 'Asha' });
    const student = await createTestUser(db, 'student', { firstName: 'Sam' });
    const zone = async (id: number, timeZone: string | null) =>
      db.update(users).set({ timeZone }).where(eq(users.id, id));
    await zone(teacher.id, zones.teacher === undefined ? 'Asia/Kolkata' : zones.teacher);
    await zone(student.id, zones.student === undefined ? 'Europe/London' : zones.student);
    const [row] = await db
      .insert(classes)
      .values({ batchName: 'Piano Basics', teacherId: teacher.id, studentId: student.id, startsAt })
      .returning({ id: classes.id });
    if (!row) throw new Error('class not created');
    const mails = () =>
      db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, [teacher.email, student.email]))
        .orderBy(mailOutbox.id);
    const reminders = () =>
      db
        .select()
        .from(lessonReminders)
        .where(eq(lessonReminders.classId, row.id))
        .orderBy(lessonReminders.userId);
    return { id: row.id, teacher, student, mails, reminders };
  }

  // Each test has a week of its own, so no pass meets another test's lessons in its windows.
  const week = (n: number) => new Date(Date.UTC(2026, 5, 2 + 7 * n, 12, 30));

  it('mails teacher and student the day before, each on their own clock, once', async () => {
    // Tue 2 Jun 2026, 18:00 in India, 13:30 in London (summer time).
    const startsAt = week(0);
    const l = await lesson(startsAt);
    expect(await send(earlier(startsAt, 23 * 60))).toBe(2);

    const mails = await l.mails();
    expect(mails.map((m) => m.toAddress)).toEqual([l.teacher.email, l.student.email]);
    const [toTeacher, toStudent] = mails;
    const teacherName = `Asha ${l.teacher.lastName}`;
    expect(toStudent?.subject).toBe(
      'Lesson reminder: Piano Basics, Tue 2 Jun 2026, 13:30 London time (18:00 in India)',
    );
    expect(toStudent?.body).toBe(
      [
        `Hello Sam,`,
        '',
        `Your lesson 'Piano Basics' with ${teacherName} is on Tue 2 Jun 2026, 13:30 London time (18:00 in India), for 60 minutes.`,
        '',
        'Join the lesson room here:',
        `${t.config.school.siteUrl}/live-class/${l.id}`,
        '',
        'The lesson is attached as a calendar invitation: open it to add the lesson to your calendar.',
      ].join('\n'),
    );
    expect(toTeacher?.subject).toBe(
      'Lesson reminder: Piano Basics, Tue 2 Jun 2026, 18:00 India time (13:30 in London)',
    );
    expect(toTeacher?.body).toContain(
      `with Sam ${l.student.lastName} is on Tue 2 Jun 2026, 18:00 India time`,
    );
    expect(toTeacher?.body).toContain(`${t.config.school.siteUrl}/live-class/${l.id}`);
    expect((await l.reminders()).map((r) => [r.userId, r.kind, r.startsAt.toISOString()])).toEqual([
      [l.teacher.id, '24h', startsAt.toISOString()],
      [l.student.id, '24h', startsAt.toISOString()],
    ]);

    // The next minutes' passes find both sent.
    expect(await send(earlier(startsAt, 23 * 60 - 1))).toBe(0);
    expect(await send(earlier(startsAt, 16))).toBe(0);
    expect(await l.mails()).toHaveLength(2);
  });

  it('attaches the lesson as an invitation: METHOD:REQUEST, its UID and SEQUENCE, its instant', async () => {
    const startsAt = week(1);
    const l = await lesson(startsAt);
    await t.database.db.update(classes).set({ sequence: 2 }).where(eq(classes.id, l.id));
    await send(earlier(startsAt, 60));
    const mails = await l.mails();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const [attachment] = mail.attachments ?? [];
      expect(attachment).toMatchObject({
        filename: 'lesson.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      });
      const calendar = readCalendar(attachment?.content ?? '');
      expect(calendar.method).toBe('REQUEST');
      expect(calendar.events).toEqual([
        expect.objectContaining({
          uid: lessonUid(t.config.school.siteUrl, l.id),
          sequence: 2,
          start: startsAt,
          end: later(startsAt, 60),
        }),
      ]);
    }
  });

  it('sends the 15-minute one after the day-before one, and only the nearer one to a lesson booked late', async () => {
    const startsAt = week(2);
    const l = await lesson(startsAt);
    await send(earlier(startsAt, 20 * 60));
    await send(earlier(startsAt, 15));
    expect((await l.reminders()).map((r) => r.kind).sort()).toEqual(['15m', '15m', '24h', '24h']);
    expect(await l.mails()).toHaveLength(4);

    // Booked 10 minutes before it starts: the 15-minute reminder, no day-before one.
    const late = await lesson(later(startsAt, 3 * 60));
    await send(earlier(later(startsAt, 3 * 60), 10));
    expect((await late.reminders()).map((r) => r.kind)).toEqual(['15m', '15m']);
    expect(await late.mails()).toHaveLength(2);
  });

  it('names the school’s clock for a person without a zone of their own', async () => {
    const startsAt = week(3);
    const l = await lesson(startsAt, { student: null });
    await send(earlier(startsAt, 60));
    const toStudent = (await l.mails()).find((m) => m.toAddress === l.student.email);
    const schoolZone = t.config.timeZone;
    expect(toStudent?.subject).toBe(
      `Lesson reminder: Piano Basics, ${lessonWhenLabel(startsAt, schoolZone, 'Asia/Kolkata')}`,
    );
    expect(toStudent?.subject).toContain('India time');
  });

  it('sends nothing for a cancelled or completed lesson, nor for one that started', async () => {
    const startsAt = week(4);
    const cancelled = await lesson(startsAt);
    const completed = await lesson(later(startsAt, 60));
    const db = t.database.db;
    await db
      .update(classes)
      .set({ isCancelled: true, cancelledBy: 'teacher', cancelledAt: earlier(startsAt, 2000) })
      .where(eq(classes.id, cancelled.id));
    await db.update(classes).set({ isCompleted: true }).where(eq(classes.id, completed.id));
    expect(await send(earlier(startsAt, 10))).toBe(0);
    const started = await lesson(later(startsAt, 3 * 60));
    expect(await send(later(later(startsAt, 3 * 60), 1))).toBe(0);
    for (const l of [cancelled, completed, started]) expect(await l.mails()).toEqual([]);
  });

  it('reminds of a moved lesson’s new time, and not of the old one', async () => {
    const startsAt = week(5);
    const moved = later(startsAt, 26 * 60);
    const l = await lesson(startsAt);
    await send(earlier(startsAt, 23 * 60));
    await t.database.db.update(classes).set({ startsAt: moved, sequence: 1 }).where(eq(classes.id, l.id));
    // The old time's 15-minute window: nothing, the lesson is no longer then.
    expect(await send(earlier(startsAt, 10))).toBe(0);
    expect(await send(earlier(moved, 23 * 60))).toBe(2);

    const mails = await l.mails();
    expect(mails).toHaveLength(4);
    const newTime = lessonWhenLabel(moved, 'Europe/London', 'Asia/Kolkata');
    const toStudent = mails.filter((m) => m.toAddress === l.student.email);
    expect(toStudent[1]?.subject).toBe(`Lesson reminder: Piano Basics, ${newTime}`);
    const invitation = readCalendar(toStudent[1]?.attachments?.[0]?.content ?? '');
    expect(invitation.events[0]).toMatchObject({ sequence: 1, start: moved });
    expect((await l.reminders()).map((r) => r.startsAt.toISOString()).sort()).toEqual(
      [startsAt, startsAt, moved, moved].map((d) => d.toISOString()).sort(),
    );
  });

  it('sends each reminder once when two passes run at the same moment', async () => {
    const startsAt = week(6);
    const l = await lesson(startsAt);
    const counts = await Promise.all([send(earlier(startsAt, 12)), send(earlier(startsAt, 12))]);
    expect(counts[0] + counts[1]).toBe(2);
    expect((await l.mails()).map((m) => m.toAddress).sort()).toEqual(
      [l.teacher.email, l.student.email].sort(),
    );
  });

  it('runs as the lesson-reminders job on the server’s clock', async () => {
    const startsAt = later(new Date(), 10);
    const l = await lesson(startsAt);
    expect(await t.app.jobs.tick('lesson-reminders')).toBe(true);
    expect((await l.reminders()).map((r) => r.kind)).toEqual(['15m', '15m']);
    expect(await l.mails()).toHaveLength(2);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'sends each reminder once with two instances on one PostgreSQL',
    async () => {
      const startsAt = week(7);
      const l = await lesson(startsAt);
      const soon = await lesson(later(new Date(), 10));
      await withSecondInstance(t, async (other) => {
        const otherDb = other.database.db;
        // Both instances run the pass at once: the reminders' key lets one of each through.
        for (const minutes of [23 * 60, 23 * 60 - 1, 14, 13]) {
          await Promise.all([send(earlier(startsAt, minutes)), send(earlier(startsAt, minutes), otherDb)]);
        }
        // Both tick the job at once: one instance holds it.
        const ran = await Promise.all([
          t.app.jobs.tick('lesson-reminders'),
          other.jobs.tick('lesson-reminders'),
        ]);
        expect(ran.filter(Boolean)).toHaveLength(1);
      });
      const sentTo = (await l.mails()).map((m) => m.toAddress);
      expect(sentTo.sort()).toEqual(
        [l.teacher.email, l.teacher.email, l.student.email, l.student.email].sort(),
      );
      expect((await l.reminders()).map((r) => r.kind).sort()).toEqual(['15m', '15m', '24h', '24h']);
      expect(await soon.mails()).toHaveLength(2);
    },
  );
});
