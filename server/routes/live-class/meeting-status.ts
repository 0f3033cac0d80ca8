import { eq, sql } from 'drizzle-orm';
import type { MeetingStatus } from '../../../common/schemas/live-class/meeting-status.ts';
import { PRACTICE_OFF } from '../../../common/schemas/live-class/practice.ts';
import type { Db } from '../../db/database.ts';
import { classAttendance, classes } from '../../db/schema.ts';

const flag = (b: boolean | null | undefined): 0 | 1 => (b ? 1 : 0);

/** The class's meeting status, read from its attendance and its started/completed marks. */
export async function readMeetingStatus(db: Db, classId: number): Promise<MeetingStatus> {
  const [cls] = await db
    .select({
      isStarted: classes.isStarted,
      isCompleted: classes.isCompleted,
      musicMode: classes.musicMode,
      practice: classes.practiceTools,
    })
    .from(classes)
    .where(eq(classes.id, classId));
  const rows = await db
    .select({
      role: classAttendance.role,
      joins: sql<number>`(count(*) filter (where ${classAttendance.action} = 'join'))::int`,
      last: sql<string>`(array_agg(${classAttendance.action} order by ${classAttendance.id} desc))[1]`,
    })
    .from(classAttendance)
    .where(eq(classAttendance.classId, classId))
    .groupBy(classAttendance.role);
  const teacher = rows.find((r) => r.role === 'teacher');
  const student = rows.find((r) => r.role === 'student');
  return {
    teacher_joined: flag(teacher && teacher.joins > 0),
    student_joined: flag(student && student.joins > 0),
    is_started: flag(cls?.isStarted),
    teacher_left: flag(teacher?.last === 'leave'),
    student_left: flag(student?.last === 'leave'),
    is_completed: flag(cls?.isCompleted),
    teacher_joins: teacher?.joins ?? 0,
    student_joins: student?.joins ?? 0,
    music_mode: flag(cls?.musicMode),
    practice: cls?.practice ?? PRACTICE_OFF,
  };
}
