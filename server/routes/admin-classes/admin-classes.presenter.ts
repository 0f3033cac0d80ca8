import type { z } from 'zod';
import type { AdminClass, classListResponse, classResponse } from '../../../common/schemas/admin-classes.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import { presentPage } from '../admin-presenter.ts';
import type { ScheduledClass } from './admin-classes.service.ts';

const presentPerson = (person: ScheduledClass['teacher']) => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
});

const presentClass = (cls: ScheduledClass): AdminClass => ({
  id: cls.id,
  batchName: cls.batchName,
  classDate: cls.classDate,
  classTime: cls.classTime,
  durationMinutes: cls.durationMinutes,
  hasPassword: cls.hasPassword,
  status: cls.status,
  teacher: presentPerson(cls.teacher),
  student: presentPerson(cls.student),
});

/** One page of classes and the school's date (the form's default): `{ result, Classes, today, … }`. */
export const presentClassPage = (
  page: Page<ScheduledClass>,
  today: string,
): z.infer<typeof classListResponse> => ({
  ...presentPage('Classes', page, presentClass),
  today,
});

/** The class an admin scheduled, edited or cancelled: `{ result, Class }`. */
export const presentClassAnswer = (cls: ScheduledClass): z.infer<typeof classResponse> => ({
  result: true,
  Class: presentClass(cls),
});
