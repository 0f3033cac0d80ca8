import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { personZone } from '../../common/lesson-time.ts';
import type { School } from '../../common/school.ts';
import { selectLessons } from '../db/class-row.ts';
import type { Db } from '../db/database.ts';
import { classes, lessonReminders } from '../db/schema.ts';
import { addressedTo, recipientsForStudent } from '../families/recipients.ts';
import { lessonReminderMail, type ReminderPerson } from '../mail/lesson-reminder-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';

// The mail reminders before each lesson (issue 28), sent by the 'lesson-reminders' job every
// minute. A reminder is stored in lesson_reminders under (lesson, person, kind, start) in the same
// transaction as its mail, and only a row that was new queues one: a second pass, or a second
// instance running the pass at the same moment, finds the row and sends nothing. The lesson's
// start is part of the key, so a moved lesson is reminded of its new time.

export type ReminderSettings = {
  school: School;
  /** The school's zone: the clock of a person who has not set theirs. */
  schoolZone: string;
  /** The policy's reminderMinutes: how long before each lesson a reminder goes. */
  reminderMinutes: readonly number[];
  /** OWN_MAIL_AGE: from when a student with guardians is reminded too. */
  ownMailAge: number;
};

/** Someone a reminder is about or goes to. */
type Party = {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  timeZone: string | null;
};

const MINUTE_MS = 60_000;
/** A lesson that started this long ago or more is past reminding (the job runs every minute). */
const LATE_MS = MINUTE_MS;

/**
 * The kind stored for a reminder `minutes` before: '24h' for 1440, '15m' for 15, and likewise
 * ('2h', '30m') for a school's own figures.
 */
export const reminderKind = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60}h` : `${minutes}m`);
// lesson_reminders.kind is text; the schema's enum names the default two kinds.
type StoredKind = (typeof lessonReminders.$inferInsert)['kind'];

/**
 * The reminder a lesson is due now: the smallest window it is in (a lesson booked 10 minutes
 * ahead gets the 15-minute reminder, not the day-before one), or null when it is in none.
 */
export function dueReminder(startsAt: Date, now: Date, reminderMinutes: readonly number[]): number | null {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= -LATE_MS) return null;
  const windows = reminderMinutes.filter((minutes) => ahead <= minutes * MINUTE_MS);
  return windows.length ? Math.min(...windows) : null;
}

/** Queues the reminders due at `now` to each lesson's teacher, student and the student's guardians; answers how many. */
export async function sendLessonReminders(
  db: Db,
  settings: ReminderSettings,
  now = new Date(),
): Promise<number> {
  if (!settings.reminderMinutes.length) return 0;
  const lessons = await selectLessons(db)
    .where(
      and(
        eq(classes.isCancelled, false),
        eq(classes.isCompleted, false),
        gt(classes.startsAt, new Date(now.getTime() - LATE_MS)),
        lte(classes.startsAt, new Date(now.getTime() + Math.max(...settings.reminderMinutes) * MINUTE_MS)),
      ),
    )
    .orderBy(asc(classes.id));

  let queued = 0;
  for (const { teacher, student, ...lesson } of lessons) {
    const minutes = dueReminder(lesson.startsAt, now, settings.reminderMinutes);
    if (minutes === null) continue;
    const kind = reminderKind(minutes) as StoredKind;
    const zoned = (p: Party): ReminderPerson & { id: number } => ({
      ...p,
      zone: personZone(p.timeZone, settings.schoolZone),
    });
    queued += await db.transaction(async (tx) => {
      // The lesson as read, held until the mails are queued: a move or cancellation made meanwhile
      // waits for this, and one made first leaves nothing to send (the next pass has its new time).
      const [still] = await tx
        .select({ id: classes.id })
        .from(classes)
        .where(
          and(
            eq(classes.id, lesson.id),
            eq(sql`date_trunc('milliseconds', ${classes.startsAt})`, lesson.startsAt),
            eq(classes.isCancelled, false),
            eq(classes.isCompleted, false),
          ),
        )
        .for('share');
      if (!still) return 0;
      // The student's side is whoever reads the student's mail: the student and their guardians.
      const readers = await recipientsForStudent(tx, student.id, settings, now);
      const pairs = [
        [zoned(teacher), zoned(student), null],
        ...readers.map((r) => [zoned(r), zoned(teacher), r] as const),
      ] as const;
      let mails = 0;
      for (const [to, other, reader] of pairs) {
        const stored = await tx
          .insert(lessonReminders)
          .values({ classId: lesson.id, userId: to.id, kind, startsAt: lesson.startsAt })
          .onConflictDoNothing()
          .returning({ userId: lessonReminders.userId });
        if (!stored.length) continue;
        const mail = lessonReminderMail(settings.school, lesson, to, other);
        await enqueueMail(tx, reader ? addressedTo(reader, mail) : mail);
        mails += 1;
      }
      return mails;
    });
  }
  return queued;
}
