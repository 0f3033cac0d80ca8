import type { z } from 'zod';
import { lessonWhenLabel } from '../../../common/lesson-time.ts';
import type { Clash, seriesCheckResponse, seriesResponse } from '../../../common/schemas/calendar.ts';
import type { AdminClocks } from '../admin-classes/admin-classes.presenter.ts';
import type { Series } from './admin-series.service.ts';

const lessonTime = (startsAt: Date, clocks: AdminClocks) => ({
  starts_at: startsAt.toISOString(),
  when_label: lessonWhenLabel(startsAt, clocks.viewer, clocks.school),
});

/** What a series would make: `{ result, lessons, clashes }`. */
export const presentSeriesCheck = (
  check: { lessons: Date[]; clashes: Clash[]; enrolmentRefusal: string | null },
  clocks: AdminClocks,
): z.infer<typeof seriesCheckResponse> => ({
  result: true,
  lessons: check.lessons.map((l) => lessonTime(l, clocks)),
  clashes: check.clashes,
  enrolmentRefusal: check.enrolmentRefusal,
});

/** A series and its lessons: `{ result, Series }`. */
export const presentSeries = (series: Series, clocks: AdminClocks): z.infer<typeof seriesResponse> => ({
  result: true,
  Series: {
    id: series.id,
    batch_name: series.batchName,
    teacher_id: series.teacherId,
    student_id: series.studentId,
    weekdays: series.weekdays,
    start_time: series.startTime,
    duration_minutes: series.durationMinutes,
    first_date: series.firstDate,
    until_date: series.untilDate,
    lesson_count: series.lessonCount,
    ended_from: series.endedFrom,
    lessons: series.lessons.map((l) => ({ id: l.id, status: l.status, ...lessonTime(l.startsAt, clocks) })),
  },
});
