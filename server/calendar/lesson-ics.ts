import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from '../db/schema.ts';

// Lessons as iCalendar (RFC 5545), written by ical-generator. A lesson's UID is its class id,
// so every calendar recognises it after a move; SEQUENCE (classes.sequence) rises with each
// move and the cancellation, so the newest version wins. Times are UTC instants.

export type IcsLesson = {
  id: number;
  batchName: string;
  startsAt: Date;
  durationMinutes: number;
  sequence: number;
  /** The other party, named in the description. */
  withName: string;
  /** The lesson's room. */
  roomUrl: string;
  cancelled: boolean;
};

/** The site's host names the UIDs: `lesson-42@school.example.com`. */
export const lessonUid = (siteUrl: string, classId: number) => `lesson-${classId}@${new URL(siteUrl).host}`;

function calendar(schoolName: string, siteUrl: string, method: ICalCalendarMethod, lessons: IcsLesson[]) {
  const cal = ical({
    name: `${schoolName} lessons`,
    method,
    prodId: { company: schoolName, product: 'lessons' },
  });
  for (const lesson of lessons) {
    cal.createEvent({
      id: lessonUid(siteUrl, lesson.id),
      sequence: lesson.sequence,
      start: lesson.startsAt,
      end: new Date(lesson.startsAt.getTime() + lesson.durationMinutes * 60_000),
      summary: `${lesson.batchName} (${schoolName})`,
      description: `Live lesson with ${lesson.withName}. Join: ${lesson.roomUrl}`,
      url: lesson.roomUrl,
      status: lesson.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}

/** A mail's invitation for one lesson: METHOD:REQUEST, or METHOD:CANCEL when it was cancelled. */
export function lessonInvitation(schoolName: string, siteUrl: string, lesson: IcsLesson): MailAttachment {
  const method = lesson.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  return {
    filename: lesson.cancelled ? 'cancelled-lesson.ics' : 'lesson.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar(schoolName, siteUrl, method, [lesson]),
  };
}

/** A person's calendar feed (METHOD:PUBLISH): the lessons it holds, cancelled ones marked so. */
export const lessonFeed = (schoolName: string, siteUrl: string, lessons: IcsLesson[]) =>
  calendar(schoolName, siteUrl, ICalCalendarMethod.PUBLISH, lessons);
