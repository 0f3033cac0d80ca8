import type { z } from 'zod';
import { lessonWhenLabel, wallClock } from '../../../common/lesson-time.ts';
import type { AdminClass, classListResponse, classResponse } from '../../../common/schemas/admin-classes.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import { presentPage } from '../admin-presenter.ts';
import type { ScheduledClass } from './admin-classes.service.ts';

/** The admin's clock (their own zone, or the school's) and the school's, named beside it. */
export type AdminClocks = { viewer: string; school: string };

const presentPerson = (person: ScheduledClass['teacher']) => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
});

const presentClass = (cls: ScheduledClass, clocks: AdminClocks): AdminClass => {
  const school = wallClock(cls.startsAt, clocks.school);
  return {
    id: cls.id,
    batchName: cls.batchName,
    classDate: school.date,
    classTime: school.time,
    startsAt: cls.startsAt.toISOString(),
    whenLabel: lessonWhenLabel(cls.startsAt, clocks.viewer, clocks.school),
    durationMinutes: cls.durationMinutes,
    hasPassword: cls.hasPassword,
    status: cls.status,
    seriesId: cls.seriesId,
    cancelledBy: cls.cancelledBy,
    countedReason: cls.countedReason,
    joinedLate: cls.joinedLate,
    makeUpFor: cls.makeUpFor,
    enrolmentId: cls.enrolmentId,
    teacher: presentPerson(cls.teacher),
    student: presentPerson(cls.student),
  };
};

/** One page of classes and the school's date (the form's default): `{ result, Classes, today, … }`. */
export const presentClassPage = (
  page: Page<ScheduledClass>,
  today: string,
  clocks: AdminClocks,
): z.infer<typeof classListResponse> => ({
  ...presentPage('Classes', page, (cls) => presentClass(cls, clocks)),
  today,
});

/** The class an admin scheduled, edited or cancelled: `{ result, Class }`. */
export const presentClassAnswer = (
  cls: ScheduledClass,
  clocks: AdminClocks,
): z.infer<typeof classResponse> => ({
  result: true,
  Class: presentClass(cls, clocks),
});
