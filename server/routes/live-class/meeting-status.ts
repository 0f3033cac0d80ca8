import { type AnyColumn, and, count, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PRACTICE_OFF, type PracticeState } from '../../../common/schemas/live-class/practice.ts';
import type { ClassRole } from '../../../common/schemas/live-class/shared.ts';
import type { Db } from '../../db/database.ts';
import { classAttendance, classes, classRecordings } from '../../db/schema.ts';

/** One side's attendance: joined at least once, gone now (their latest action a leave), how often joined. */
export type Presence = { joined: boolean; left: boolean; joins: number };

/**
 * The class's meeting status. `practice` is the tools' state as the class keeps it (its column
 * holds the contract's shape, which the status hands on as is).
 */
export type MeetingState = {
  started: boolean;
  completed: boolean;
  musicMode: boolean;
  lowLatency: boolean;
  lowLatencyFellBack: boolean;
  presence: Record<ClassRole, Presence>;
  practice: PracticeState;
  /** The lesson's recording is open (being recorded). */
  recording: boolean;
};

const room = alias(classes, 'room');

/**
 * A column of the lesson's shared row (see sharedLessonId): a group lesson's first place, where
 * its teacher's metronome, drone and music mode are kept, so every place's status reports the
 * same; a one-to-one lesson's own row. (The query below joins, so drizzle names each column's
 * table: `classes` is the outer row.)
 */
const ofLesson = <T>(column: (row: typeof room) => AnyColumn) =>
  sql<T>`(select ${column(room)} from ${classes} as ${room}
  where ${room.id} = ${classes.id}
    or (${room.groupClassId} = ${classes.groupClassId} and ${room.startsAt} = ${classes.startsAt})
  order by ${room.id} limit 1)`;

const lessonPractice = ofLesson<PracticeState>((r) => r.practiceTools).mapWith(classes.practiceTools);

/** The class's meeting status, read from its attendance and its started/completed marks. */
export async function readMeetingStatus(db: Db, classId: number): Promise<MeetingState> {
  const [cls] = await db
    .select({
      isStarted: classes.isStarted,
      isCompleted: classes.isCompleted,
      musicMode: ofLesson<boolean>((r) => r.musicMode),
      lowLatency: ofLesson<boolean>((r) => r.lowLatency),
      lowLatencyFellBack: ofLesson<boolean>((r) => r.lowLatencyFellBack),
      practice: lessonPractice,
      recording: sql<boolean>`coalesce(${classRecordings.status} = 'recording', false)`,
    })
    .from(classes)
    .leftJoin(classRecordings, eq(classRecordings.classId, classes.id))
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
  const presenceOf = (role: ClassRole): Presence => {
    const row = rows.find((r) => r.role === role);
    return { joined: (row?.joins ?? 0) > 0, left: row?.last === 'leave', joins: row?.joins ?? 0 };
  };
  return {
    started: Boolean(cls?.isStarted),
    completed: Boolean(cls?.isCompleted),
    musicMode: Boolean(cls?.musicMode),
    lowLatency: Boolean(cls?.lowLatency),
    lowLatencyFellBack: Boolean(cls?.lowLatencyFellBack),
    presence: { teacher: presenceOf('teacher'), student: presenceOf('student') },
    practice: cls?.practice ?? PRACTICE_OFF,
    recording: Boolean(cls?.recording),
  };
}

// A lesson its teacher never closed stops counting as live a day after its start.
const LIVE_AT_MOST_MS = 24 * 3_600_000;

/** Lessons started and not completed or cancelled: the lessons going on now, school-wide. */
export async function countLessonsLive(db: Db, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classes)
    .where(
      and(
        eq(classes.isStarted, true),
        eq(classes.isCompleted, false),
        eq(classes.isCancelled, false),
        gt(classes.startsAt, new Date(now.getTime() - LIVE_AT_MOST_MS)),
      ),
    );
  return row?.n ?? 0;
}
