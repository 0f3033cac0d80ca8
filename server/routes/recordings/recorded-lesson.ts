import { and, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { CONSENT_TEXT } from '../../../common/schemas/consents.ts';
import type { Db } from '../../db/database.ts';
import { classes } from '../../db/schema.ts';
import { consentsOf } from '../../families/consent-state.ts';
import { personName } from '../classes/classes.presenter.ts';
import { lessonPlaces } from '../group-classes/group-classes.service.ts';

// A group lesson (issue 49) is a classes row per student, so its one recording is kept under the
// lesson's first place, as its chat and its Janus room are; every student still holding a place
// sees it, and every one of them must have agreed to it.

/** The lesson a class's recording belongs to, and the students whose consent it needs. */
export type RecordedLesson = { id: number; studentIds: number[]; group: boolean };

type ClassOfRecording = { id: number; studentId: number; groupClassId: number | null; startsAt: Date };

export async function recordedLesson(db: Db, cls: ClassOfRecording): Promise<RecordedLesson> {
  if (!cls.groupClassId) return { id: cls.id, studentIds: [cls.studentId], group: false };
  const { room, places } = await lessonPlaces(db, { groupClassId: cls.groupClassId, startsAt: cls.startsAt });
  return { id: room, studentIds: places.filter((p) => !p.isCancelled).map((p) => p.studentId), group: true };
}

/**
 * Why the lesson may not be recorded now, or null: the first of its students (by name) whose
 * recording consent does not hold. A group lesson's refusal names the student.
 */
export async function recordingRefusal(
  db: Db,
  lesson: RecordedLesson,
  today: string,
): Promise<string | null> {
  const students = await consentsOf(db, lesson.studentIds, today);
  const refusing = students.find((s) => !s.items.find((i) => i.kind === 'recording')?.allowed);
  if (!refusing) return null;
  return lesson.group
    ? CONSENT_TEXT.groupRecordingUnavailable(personName(refusing), refusing.decidedBy)
    : CONSENT_TEXT.recordingUnavailable[refusing.decidedBy];
}

const place = alias(classes, 'place');

/**
 * A condition on a query of classes: the lesson is held by a student `who` accepts: a one-to-one
 * lesson's student, or any student still holding a place in a group lesson (the first place's
 * student may have cancelled theirs).
 */
export function lessonHeldBy(db: Db, who: (studentColumn: AnyPgColumn) => SQL): SQL {
  const placeHeld = db
    .select({ one: sql`1` })
    .from(place)
    .where(
      and(
        eq(place.groupClassId, classes.groupClassId),
        eq(place.startsAt, classes.startsAt),
        eq(place.isCancelled, false),
        who(place.studentId),
      ),
    );
  return or(and(isNull(classes.groupClassId), who(classes.studentId)), exists(placeHeld)) as SQL;
}
