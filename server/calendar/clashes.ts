import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { lessonWhenLabel } from '../../common/lesson-time.ts';
import type { Clash } from '../../common/schemas/calendar.ts';
import { selectLessons } from '../db/class-row.ts';
import type { Db } from '../db/database.ts';
import { classes } from '../db/schema.ts';

/** A lesson about to be stored (a new one, or one at its new time). */
export type ProposedLesson = {
  teacherId: number;
  studentId: number;
  startsAt: Date;
  durationMinutes: number;
  /** Stored lessons this one does not clash with: itself, and others moving with it. */
  ignoreClassIds?: number[];
};

/** Whose clock the labels are on, and the other zone named in brackets where it differs. */
export type ClashViewer = { zone: string; otherZone?: string | null };

/** Longest lesson the forms allow: a stored lesson starting this long before can still overlap. */
const LONGEST_LESSON_MS = 240 * 60_000;

const MINUTE = 60_000;
const endOf = (l: { startsAt: Date; durationMinutes: number }) =>
  l.startsAt.getTime() + l.durationMinutes * MINUTE;
const overlaps = (a: ProposedLesson, b: { startsAt: Date; durationMinutes: number }) =>
  a.startsAt.getTime() < endOf(b) && b.startsAt.getTime() < endOf(a);

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * Every clash of the proposed lessons: another lesson of the same teacher or student, not
 * cancelled, overlapping in time (stored ones, and the proposed ones among themselves). One
 * query for the whole list; each clash is labelled at the proposed lesson's start.
 */
export async function findClashes(db: Db, lessons: ProposedLesson[], viewer: ClashViewer): Promise<Clash[]> {
  if (lessons.length === 0) return [];
  const first = Math.min(...lessons.map((l) => l.startsAt.getTime()));
  const last = Math.max(...lessons.map(endOf));
  // The lessons as a table in one parameter; the index on (teacher, starts_at) narrows first.
  const proposed = JSON.stringify(
    lessons.map((l) => ({
      teacher_id: l.teacherId,
      student_id: l.studentId,
      starts_at: l.startsAt.toISOString(),
      ends_at: new Date(endOf(l)).toISOString(),
    })),
  );
  const stored = await selectLessons(db)
    .where(
      and(
        eq(classes.isCancelled, false),
        or(
          inArray(classes.teacherId, [...new Set(lessons.map((l) => l.teacherId))]),
          inArray(classes.studentId, [...new Set(lessons.map((l) => l.studentId))]),
        ),
        lt(classes.startsAt, new Date(last)),
        gt(classes.startsAt, new Date(first - LONGEST_LESSON_MS)),
        sql`exists (
          select 1 from jsonb_to_recordset(${proposed}::jsonb)
            as p(teacher_id integer, student_id integer, starts_at timestamptz, ends_at timestamptz)
          where (${classes.teacherId} = p.teacher_id or ${classes.studentId} = p.student_id)
            and ${classes.startsAt} < p.ends_at
            and ${classes.startsAt} + ${classes.durationMinutes} * interval '1 minute' > p.starts_at)`,
      ),
    )
    .orderBy(classes.startsAt, classes.id);

  const clashes: Clash[] = [];
  const say = (lesson: ProposedLesson, what: string) =>
    clashes.push({
      starts_at: lesson.startsAt.toISOString(),
      when_label: lessonWhenLabel(lesson.startsAt, viewer.zone, viewer.otherZone),
      message: `${lessonWhenLabel(lesson.startsAt, viewer.zone, viewer.otherZone)}: ${what}`,
    });
  for (const [i, lesson] of lessons.entries()) {
    const ignored = new Set(lesson.ignoreClassIds ?? []);
    for (const other of stored) {
      if (ignored.has(other.id) || !overlaps(lesson, other)) continue;
      const sameTeacher = other.teacher.id === lesson.teacherId;
      const sameStudent = other.student.id === lesson.studentId;
      if (!sameTeacher && !sameStudent) continue;
      const who =
        sameTeacher && sameStudent
          ? `${name(other.teacher)} (teacher) and ${name(other.student)} (student) have`
          : sameTeacher
            ? `${name(other.teacher)} (teacher) has`
            : `${name(other.student)} (student) has`;
      say(lesson, `${who} '${other.batchName}' then`);
    }
    // Two of the proposed lessons at once: told once, at the later one in the list.
    for (const earlier of lessons.slice(0, i)) {
      if (!overlaps(lesson, earlier)) continue;
      const sameTeacher = earlier.teacherId === lesson.teacherId;
      const sameStudent = earlier.studentId === lesson.studentId;
      if (sameTeacher || sameStudent)
        say(lesson, `the ${sameTeacher ? 'teacher' : 'student'} would have two of these lessons at once`);
    }
  }
  return clashes;
}
