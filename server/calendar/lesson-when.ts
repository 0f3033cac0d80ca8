import { lessonWhenLabel, personZone, wallClock } from '../../common/lesson-time.ts';

/** A lesson's time as class answers carry it. */
export type LessonWhen = { class_date: string; class_time: string; starts_at: string; when_label: string };

/**
 * The school's date and clock time (the spec's class_date and class_time), the instant, and the
 * label on the viewer's clock with the other party's in brackets. A zone left null is the
 * school's (a person who has not signed in yet; the other party of an admin).
 */
export function lessonWhen(
  startsAt: Date,
  schoolZone: string,
  viewerZone: string | null | undefined,
  otherZone: string | null | undefined,
): LessonWhen {
  const school = wallClock(startsAt, schoolZone);
  return {
    class_date: school.date,
    class_time: school.time,
    starts_at: startsAt.toISOString(),
    when_label: lessonWhenLabel(
      startsAt,
      personZone(viewerZone, schoolZone),
      personZone(otherZone, schoolZone),
    ),
  };
}
