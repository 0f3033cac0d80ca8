import { lessonWhenLabel } from '../../common/lesson-time.ts';
import type { School } from '../../common/school.ts';
import { lessonInvitation } from '../calendar/lesson-ics.ts';
import { lessonRoomUrl } from '../calendar/lesson-room.ts';
import type { OutboxMail } from './outbox.ts';

// The reminder before a lesson (issue 28): the time on the reader's clock with the other party's
// beside it, the room's link, and the lesson as a calendar invitation.

/** One of the lesson's two people, with the zone their clock is in. */
export type ReminderPerson = { email: string | null; firstName: string; lastName: string; zone: string };

export type RemindedLesson = {
  id: number;
  batchName: string;
  startsAt: Date;
  durationMinutes: number;
  sequence: number;
};

export function lessonReminderMail(
  school: School,
  lesson: RemindedLesson,
  to: ReminderPerson,
  other: ReminderPerson,
): OutboxMail {
  const when = lessonWhenLabel(lesson.startsAt, to.zone, other.zone);
  const room = lessonRoomUrl(school.siteUrl, lesson.id);
  const otherName = `${other.firstName} ${other.lastName}`;
  return {
    to: to.email,
    subject: `Lesson reminder: ${lesson.batchName}, ${when}`,
    body: [
      `Hello ${to.firstName},`,
      '',
      `Your lesson '${lesson.batchName}' with ${otherName} is on ${when}, for ${lesson.durationMinutes} minutes.`,
      '',
      'Join the lesson room here:',
      room,
      '',
      'The lesson is attached as a calendar invitation: open it to add the lesson to your calendar.',
    ].join('\n'),
    attachments: [
      lessonInvitation(school, {
        ...lesson,
        withName: otherName,
        roomUrl: room,
        cancelled: false,
      }),
    ],
  };
}
