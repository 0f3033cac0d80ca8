import { and, eq, inArray } from 'drizzle-orm';
import { schoolDate } from '../../../common/school-time.ts';
import { schoolDayRange, startsWithin } from '../class-row.ts';
import type { Db } from '../database.ts';
import { assignments, classes, practiceLog, users } from '../schema.ts';

const TITLES = ['Yaman alankars', 'Teentaal theka, ten rounds'] as const;

/** `day` moved by `days` calendar days (YYYY-MM-DD). */
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Practice between lessons for the demo student (once): two assignments from the demo teacher,
 * one due by today's Demo Piano Lesson (the day's first: due next, or overdue, whenever the demo
 * is opened), and metronome practice logged 8 to 12 days ago, so the tempo chart has lines while
 * this week's view stays the demo's own to fill.
 */
export async function seedDemoPractice(db: Db, timeZone: string): Promise<string[]> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['teacher@example.com', 'student@example.com']));
  const teacherId = people.find((p) => p.email === 'teacher@example.com')?.id;
  const studentId = people.find((p) => p.email === 'student@example.com')?.id;
  if (!teacherId || !studentId) return [];
  const seeded = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.studentId, studentId), inArray(assignments.title, [...TITLES])));
  if (seeded.length) return [];

  const today = schoolDate(timeZone);
  const [piano] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(startsWithin(schoolDayRange(today, timeZone)), eq(classes.batchName, 'Demo Piano Lesson')));
  const [yaman, theka] = await db
    .insert(assignments)
    .values([
      {
        studentId,
        teacherId,
        dueClassId: piano?.id ?? null,
        title: TITLES[0],
        notes: 'Sa Re Ga Ma Pa, up and down with tivra Ma: first at 60, then 72 once every note is even.',
        tempoGoal: 72,
        tala: 'keherwa',
      },
      {
        studentId,
        teacherId,
        title: TITLES[1],
        notes: 'Ten rounds without stopping; say the bols aloud on the khali.',
        tempoGoal: 90,
        tala: 'teentaal',
        state: 'again' as const,
      },
    ])
    .returning({ id: assignments.id });
  if (!yaman || !theka) throw new Error('demo assignments not stored');
  const log = (assignmentId: number, daysAgo: number, minutes: number, tempo: number) => ({
    studentId,
    assignmentId,
    day: dayBefore(today, daysAgo),
    seconds: minutes * 60,
    source: 'room' as const,
    tempo,
  });
  await db
    .insert(practiceLog)
    .values([
      log(yaman.id, 12, 15, 60),
      log(yaman.id, 10, 20, 66),
      log(yaman.id, 8, 10, 70),
      log(theka.id, 11, 12, 80),
      log(theka.id, 9, 18, 86),
    ]);
  return [
    `Demo practice: "${TITLES[0]}" and "${TITLES[1]}" for student@example.com, practice logged before this week`,
  ];
}
