import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { FEED_FUTURE_DAYS, FEED_PAST_DAYS } from '../../../common/schemas/calendar.ts';
import type { IcsLesson } from '../../calendar/lesson-ics.ts';
import { lessonRoomUrl } from '../../calendar/lesson-room.ts';
import { lessonIcsColumns, lessonStudent, lessonTeacher, selectWithPeople } from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import { calendarFeeds, classes, users } from '../../db/schema.ts';
import { studentOrGuardianIs } from '../../families/student-access.ts';
import { hashToken } from '../../plugins/auth.ts';

// Each person's private calendar feed (issue 28): a random token in the link is the key, and only
// its SHA-256 is kept, so the link is shown once, when it is made. A new link replaces the old.

export type FeedStatus = { active: boolean; createdAt: Date | null };
export type NewFeed = { token: string; createdAt: Date };

const DAY_MS = 86_400_000;
/** A feed file's name: the token (32 random bytes, base64url) and .ics. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export async function feedStatus(db: Db, userId: number): Promise<FeedStatus> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { active: row !== undefined, createdAt: row?.createdAt ?? null };
}

/** A new link for the person; their old one stops working. */
export async function createFeed(db: Db, userId: number): Promise<NewFeed> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token), createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(token), createdAt } });
  return { token, createdAt };
}

/** The person's link stops working; whether they had one. */
export async function revokeFeed(db: Pick<Db, 'delete'>, userId: number): Promise<boolean> {
  const gone = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return gone.length > 0;
}

/**
 * The lessons of the feed named by `file` (`<token>.ics`) from FEED_PAST_DAYS before `now` to
 * FEED_FUTURE_DAYS after, cancelled ones included; null for a link that is not (or no longer) one.
 */
export async function feedLessons(
  db: Db,
  siteUrl: string,
  file: string,
  now = new Date(),
): Promise<IcsLesson[] | null> {
  const token = FEED_FILE.exec(file)?.[1];
  if (!token) return null;
  const [owner] = await db
    .select({ userId: calendarFeeds.userId, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!owner) return null;

  const rows = await selectWithPeople(db, {
    ...lessonIcsColumns,
    cancelled: classes.isCancelled,
    teacherId: classes.teacherId,
    teacherName: sql<string>`${lessonTeacher.firstName} || ' ' || ${lessonTeacher.lastName}`,
    studentName: sql<string>`${lessonStudent.firstName} || ' ' || ${lessonStudent.lastName}`,
  })
    .where(
      and(
        // A teacher's lessons, a student's own, or a guardian's children's (read as the feed is).
        or(
          eq(classes.teacherId, owner.userId),
          studentOrGuardianIs({ id: owner.userId, role: owner.role }, classes.studentId),
        ),
        gte(classes.startsAt, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS)),
        lt(classes.startsAt, new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id));
  return rows.map(({ teacherId, teacherName, studentName, ...lesson }) => ({
    ...lesson,
    // The other party: the student in a teacher's feed, the teacher in a student's, and both in a guardian's.
    withName:
      teacherId === owner.userId
        ? studentName
        : owner.role === 'guardian'
          ? `${teacherName}, for ${studentName}`
          : teacherName,
    // A guardian follows the lesson but cannot enter its room, so their feed offers no Join.
    roomUrl: owner.role === 'guardian' ? null : lessonRoomUrl(siteUrl, lesson.id),
  }));
}
