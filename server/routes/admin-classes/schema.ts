import { z } from 'zod';
import { CLASS_STATUSES } from '../../../common/schemas/admin-classes.ts';
import { idParams } from '../admin-route.ts';

export const classIdParams = idParams;

const person = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });

export const adminClass = z.object({
  id: z.number(),
  batchName: z.string(),
  classDate: z.string(),
  classTime: z.string(),
  durationMinutes: z.number(),
  hasPassword: z.boolean(),
  status: z.enum(CLASS_STATUSES),
  teacher: person,
  student: person,
});

export const classResponse = z.object({ result: z.literal(true), Class: adminClass });

export const classListResponse = z.object({
  result: z.literal(true),
  Classes: z.array(adminClass),
  /** The school's date today, for the scheduling form's default. */
  today: z.string(),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
