import { personZone } from '../../../common/lesson-time.ts';
import {
  type CancelledBy,
  type LessonPerson,
  lessonCancelledMail,
  lessonMovedMail,
  rescheduleDeclinedMail,
  rescheduleRequestedMail,
} from '../../mail/lesson-change-mails.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { DbOrTx, Lesson, LessonParty, LessonRole, LessonsContext } from './lesson-access.ts';

// The mails each change queues, inside its transaction: stored with the change, or not at all.

const person = (p: LessonParty, schoolZone: string): LessonPerson => ({
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  zone: personZone(p.timeZone, schoolZone),
});
const people = (lesson: Lesson, ctx: LessonsContext) => ({
  teacher: person(lesson.teacher, ctx.schoolZone),
  student: person(lesson.student, ctx.schoolZone),
});

/** To the teacher: the student's proposed times. */
export function mailRequested(tx: DbOrTx, ctx: LessonsContext, lesson: Lesson, proposed: Date[]) {
  const { teacher, student } = people(lesson, ctx);
  return enqueueMail(tx, rescheduleRequestedMail(ctx.school, lesson, teacher, student, proposed));
}

/** To both: the lesson (as it is now) moved from `from`, with the calendar's REQUEST. */
export async function mailMoved(tx: DbOrTx, ctx: LessonsContext, lesson: Lesson, from: Date) {
  const { teacher, student } = people(lesson, ctx);
  await enqueueMail(tx, lessonMovedMail(ctx.school, lesson, from, teacher, student));
  await enqueueMail(tx, lessonMovedMail(ctx.school, lesson, from, student, teacher));
}

/** To the student: their request was declined. */
export function mailDeclined(tx: DbOrTx, ctx: LessonsContext, lesson: Lesson) {
  const { teacher, student } = people(lesson, ctx);
  return enqueueMail(tx, rescheduleDeclinedMail(ctx.school, lesson, student, teacher));
}

/**
 * The cancellation, with the calendar's CANCEL: to the student always (their calendar, and a
 * make-up owed or a lesson counted), and to the teacher unless they cancelled it themselves.
 */
export async function mailCancelled(
  tx: DbOrTx,
  ctx: LessonsContext,
  lesson: Lesson,
  cancel: { by: CancelledBy; actor: LessonRole; countedBecause: string | null },
) {
  const { teacher, student } = people(lesson, ctx);
  const byName =
    cancel.by === 'student'
      ? `${student.firstName} ${student.lastName}`
      : cancel.by === 'teacher'
        ? `${teacher.firstName} ${teacher.lastName}`
        : `${ctx.school.name}'s office`;
  const told = { by: cancel.by, byName, countedBecause: cancel.countedBecause };
  await enqueueMail(
    tx,
    lessonCancelledMail(ctx.school, lesson, student, teacher, { ...told, toStudent: true }),
  );
  if (cancel.actor !== 'teacher')
    await enqueueMail(
      tx,
      lessonCancelledMail(ctx.school, lesson, teacher, student, { ...told, toStudent: false }),
    );
}
