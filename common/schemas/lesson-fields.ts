import { z } from 'zod';
import { calendarReach, DATE_OUT_OF_REACH } from '../lesson-policy.ts';
import { dbId, isCalendarDate, NOT_ONE_LINE, notOneLine } from './fields.ts';

// The fields a one-off lesson and a weekly series share, with their messages: the admin's forms
// and the server parse both with these.

const inReach = (date: string) => {
  const { firstDay, lastDay } = calendarReach();
  return date >= firstDay && date <= lastDay;
};

/** A date on the school's clock, YYYY-MM-DD, within the calendar's reach (a year back, two ahead). */
export const schoolDateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date')
  .refine(isCalendarDate, 'Please enter a valid date')
  .refine((date) => !isCalendarDate(date) || inReach(date), DATE_OUT_OF_REACH);
/** A time on the school's clock, HH:MM (24 h). */
export const schoolTimeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a valid time');

export const lessonFields = {
  batchName: z
    .string()
    .trim()
    .min(2, 'Batch name must be at least 2 characters')
    .max(100, 'Batch name must be at most 100 characters')
    .refine((name) => !NOT_ONE_LINE.test(name), notOneLine('Batch name')),
  teacherId: dbId('Please choose a teacher'),
  studentId: dbId('Please choose a student'),
  durationMinutes: z.coerce
    .number('Duration is required')
    .int('Duration must be whole minutes')
    .min(15, 'Duration must be between 15 and 240 minutes')
    .max(240, 'Duration must be between 15 and 240 minutes'),
};

/** A class's join password: empty (none) or at least 4 characters. */
export const joinPasswordField = z
  .string()
  .max(100, 'Join password must be at most 100 characters')
  .refine((p) => p === '' || p.trim().length >= 4, 'Join password must be at least 4 characters');
