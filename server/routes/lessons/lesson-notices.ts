import { personZone } from '../../../common/lesson-time.ts';
import { addressedTo, recipientsForStudent } from '../../families/recipients.ts';
import {
  type CancelledBy,
  type LessonPerson,
  lessonCancelledMail,
  lessonMovedMail,
  rescheduleDeclinedMail,
  rescheduleRequestedMail,
} from '../../mail/lesson-change-mails.ts';
import { enqueueMail, type OutboxMail } from '../../mail/outbox.ts';
import type { DbOrTx, Lesson, LessonParty, LessonRole, LessonsContext } from './lesson-access.ts';

// The mails each change queues, inside its transaction: stored with the change, or not at all.
// The student's mails go to whoever reads them (recipients.ts): the student and their guardians.

const person = (p: Omit<LessonParty, 'id'>, schoolZone: string): LessonPerson => ({
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  zone: personZone(p.timeZone, schoolZone),
});
const people = (lesson: Lesson, ctx: LessonsContext) => ({
  teacher: person(lesson.teacher, ctx.schoolZone),
  student: person(lesson.student, ctx.schoolZone),
});

/** Queues to each reader of the student's mail the one `make` writes for them. */
async function toStudentSide(
  tx: DbOrTx,
  ctx: LessonsContext,
  lesson: Lesson,
  make: (reader: LessonPerson) => OutboxMail,
) {
  for (const reader of await recipientsForStudent(tx, lesson.student.id, ctx))
    await enqueueMail(tx, addressedTo(reader, make(person(reader, ctx.schoolZone))));
}

/** To the teacher: the student's proposed times. */
export function mailRequested(tx: DbOrTx, ctx: LessonsContext, lesson: Lesson, proposed: Date[]) {
  const { teacher, student } = people(lesson, ctx);
  return enqueueMail(tx, rescheduleRequestedMail(ctx.school, lesson, teacher, student, proposed));
}

/** To both sides: the lesson (as it is now) moved from `from`, with the calendar's REQUEST. */
export async function mailMoved(tx: DbOrTx, ctx: LessonsContext, lesson: Lesson, from: Date) {
  const { teacher, student } = people(lesson, ctx);
  await enqueueMail(tx, lessonMovedMail(ctx.school, lesson, from, teacher, student));
  await toStudentSide(tx, ctx, lesson, (reader) =>
    lessonMovedMail(ctx.school, lesson, from, reader, teacher),
  );
}

/** To the student's side: their request was declined. */
export function mailDeclined(tx: DbOrTx, ctx: LessonsContext, lesson: Lesson) {
  const { teacher } = people(lesson, ctx);
  return toStudentSide(tx, ctx, lesson, (reader) =>
    rescheduleDeclinedMail(ctx.school, lesson, reader, teacher),
  );
}

/**
 * The cancellation, with the calendar's CANCEL: to the student's side always (their calendar,
 * and a make-up owed or a lesson counted), and to the teacher unless they cancelled it
 * themselves. `byName`: a guardian who cancelled for the student is named.
 */
export async function mailCancelled(
  tx: DbOrTx,
  ctx: LessonsContext,
  lesson: Lesson,
  cancel: { by: CancelledBy; actor: LessonRole; countedBecause: string | null; byName?: string },
) {
  const { teacher, student } = people(lesson, ctx);
  const byName =
    cancel.byName ??
    (cancel.by === 'student'
      ? `${student.firstName} ${student.lastName}`
      : cancel.by === 'teacher'
        ? `${teacher.firstName} ${teacher.lastName}`
        : `${ctx.school.name}'s office`);
  const told = { by: cancel.by, byName, countedBecause: cancel.countedBecause };
  await toStudentSide(tx, ctx, lesson, (reader) =>
    lessonCancelledMail(ctx.school, lesson, reader, teacher, { ...told, toStudent: true }),
  );
  if (cancel.actor !== 'teacher')
    await enqueueMail(
      tx,
      lessonCancelledMail(ctx.school, lesson, teacher, student, { ...told, toStudent: false }),
    );
}
