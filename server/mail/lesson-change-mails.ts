import { lessonWhenLabel } from '../../common/lesson-time.ts';
import type { School } from '../../common/school.ts';
import { lessonInvitation } from '../calendar/lesson-ics.ts';
import { lessonRoomUrl } from '../calendar/lesson-room.ts';
import { dashboardLink } from './mail-links.ts';
import type { OutboxMail } from './outbox.ts';

// The mails of a lesson moved or cancelled by the school's rules (issue 28): plain text, each
// time on the reader's clock with the other party's beside it, and the lesson as a calendar
// invitation (REQUEST after a move, CANCEL after a cancellation) so calendars follow.

/** One of the lesson's two people, with the zone their clock is in. */
export type LessonPerson = { email: string | null; firstName: string; lastName: string; zone: string };

/** The lesson as it is now (after the change: its new start and raised sequence). */
export type ChangedLesson = {
  id: number;
  batchName: string;
  startsAt: Date;
  durationMinutes: number;
  sequence: number;
};

const fullName = (p: LessonPerson) => `${p.firstName} ${p.lastName}`;
const when = (instant: Date, to: LessonPerson, other: LessonPerson) =>
  lessonWhenLabel(instant, to.zone, other.zone);

const invitation = (school: School, lesson: ChangedLesson, other: LessonPerson, cancelled: boolean) =>
  lessonInvitation(school, {
    ...lesson,
    withName: fullName(other),
    roomUrl: lessonRoomUrl(school.siteUrl, lesson.id),
    cancelled,
  });

/** To the teacher: the student asks to move the lesson to one of these times. */
export function rescheduleRequestedMail(
  school: School,
  lesson: ChangedLesson,
  teacher: LessonPerson,
  student: LessonPerson,
  proposed: Date[],
): OutboxMail {
  return {
    to: teacher.email,
    subject: `Reschedule request: ${lesson.batchName}, ${when(lesson.startsAt, teacher, student)}`,
    body: [
      `Hello ${teacher.firstName},`,
      '',
      `${fullName(student)} asks to move the lesson '${lesson.batchName}' of ${when(lesson.startsAt, teacher, student)} to one of these times:`,
      ...proposed.map((time) => `- ${when(time, teacher, student)}`),
      '',
      'Accept one of them or decline on your dashboard:',
      dashboardLink(school),
      '',
      'The lesson stays at its time until you accept.',
    ].join('\n'),
  };
}

/** To each of the two: the lesson moved from `from` to its new time. */
export function lessonMovedMail(
  school: School,
  lesson: ChangedLesson,
  from: Date,
  to: LessonPerson,
  other: LessonPerson,
): OutboxMail {
  const now = when(lesson.startsAt, to, other);
  return {
    to: to.email,
    subject: `Lesson moved: ${lesson.batchName}, now ${now}`,
    body: [
      `Hello ${to.firstName},`,
      '',
      `Your lesson '${lesson.batchName}' with ${fullName(other)} has moved.`,
      `It was: ${when(from, to, other)}`,
      `It is now: ${now}, for ${lesson.durationMinutes} minutes.`,
      '',
      'Join the lesson room here:',
      lessonRoomUrl(school.siteUrl, lesson.id),
      '',
      'The attached calendar invitation updates the lesson in your calendar.',
    ].join('\n'),
    attachments: [invitation(school, lesson, other, false)],
  };
}

/** To the student: the teacher declined their request; the lesson stays where it is. */
export function rescheduleDeclinedMail(
  school: School,
  lesson: ChangedLesson,
  student: LessonPerson,
  teacher: LessonPerson,
): OutboxMail {
  const stays = when(lesson.startsAt, student, teacher);
  return {
    to: student.email,
    subject: `Reschedule request declined: ${lesson.batchName}`,
    body: [
      `Hello ${student.firstName},`,
      '',
      `${fullName(teacher)} could not move your lesson '${lesson.batchName}' to any of the times you proposed.`,
      `The lesson stays on ${stays}.`,
      '',
      'Your dashboard shows what you can still do:',
      dashboardLink(school),
    ].join('\n'),
  };
}

/** Who cancelled, as the mail says it. */
export type CancelledBy = 'student' | 'teacher' | 'school';

/**
 * To one of the two: the lesson was cancelled. A late cancellation by the student counts as
 * completed (`countedBecause`: the policy's sentence); a teacher's or the school's is owed to the
 * student as a make-up.
 */
export function lessonCancelledMail(
  school: School,
  lesson: ChangedLesson,
  to: LessonPerson,
  other: LessonPerson,
  cancel: { by: CancelledBy; byName: string; countedBecause: string | null; toStudent: boolean },
): OutboxMail {
  const whenLabel = when(lesson.startsAt, to, other);
  const owed = cancel.by !== 'student';
  return {
    to: to.email,
    subject: `Lesson cancelled: ${lesson.batchName}, ${whenLabel}`,
    body: [
      `Hello ${to.firstName},`,
      '',
      `Your lesson '${lesson.batchName}' with ${fullName(other)} on ${whenLabel} was cancelled by ${cancel.byName}.`,
      ...(cancel.countedBecause ? [`It counts as completed: ${cancel.countedBecause}`] : []),
      ...(owed && cancel.toStudent
        ? [`${school.name} owes you a make-up lesson and will book it with you.`]
        : []),
      ...(owed && !cancel.toStudent ? [`${school.name} will book a make-up lesson for it.`] : []),
      '',
      'The attached calendar file removes the lesson from your calendar.',
    ].join('\n'),
    attachments: [invitation(school, lesson, other, true)],
  };
}
