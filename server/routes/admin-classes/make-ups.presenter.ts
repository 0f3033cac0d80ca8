import type { z } from 'zod';
import { lessonWhenLabel } from '../../../common/lesson-time.ts';
import type { makeUpsResponse } from '../../../common/schemas/calendar.ts';
import { personName } from '../classes/classes.presenter.ts';
import type { AdminClocks } from './admin-classes.presenter.ts';
import type { MakeUpOwed } from './make-ups.service.ts';

/** The make-ups owed, oldest first: `{ result, MakeUps }`. */
export const presentMakeUps = (owed: MakeUpOwed[], clocks: AdminClocks): z.infer<typeof makeUpsResponse> => ({
  result: true,
  MakeUps: owed.map((m) => ({
    class_id: m.classId,
    batch_name: m.batchName,
    teacher: { id: m.teacher.id, name: personName(m.teacher) },
    student: { id: m.student.id, name: personName(m.student) },
    starts_at: m.startsAt.toISOString(),
    when_label: lessonWhenLabel(m.startsAt, clocks.viewer, clocks.school),
    cancelled_by: m.cancelledBy,
    cancelled_at: m.cancelledAt?.toISOString() ?? null,
  })),
});
