import { z } from 'zod';
import { dbId } from '../../../common/schemas/fields.ts';

const id = dbId('Invalid user ID');

export const teacherClassesQuery = z.object({ teacher_id: z.optional(id) });
export const studentActiveClassQuery = z.object({ student_id: z.optional(id) });

export const teacherClassesResponse = z.object({
  result: z.boolean(),
  Classes: z.array(
    z.object({
      id: z.number(),
      batch_name: z.string(),
      class_date: z.string(),
      class_time: z.string(),
      students: z.array(z.object({ id: z.number(), first_name: z.string(), last_name: z.string() })),
    }),
  ),
  publicMessage: z.string().optional(),
});

/** A refusal in the spec's list shape (`publicMessage`) and the API's error shape together. */
export const refusalResponse = z.object({
  result: z.literal(false),
  publicMessage: z.string(),
  error: z.string(),
  message: z.string(),
});

const activeClass = z.object({
  id: z.number(),
  batch_name: z.string(),
  class_date: z.string(),
  class_time: z.string(),
  duration_minutes: z.number(),
  teacher_name: z.string(),
  has_password: z.boolean(),
});

export const studentActiveClassResponse = z.object({
  result: z.boolean(),
  hasActiveClass: z.boolean(),
  Class: activeClass.nullable(),
});

const myClass = z.object({
  id: z.number(),
  batch_name: z.string(),
  class_date: z.string(),
  class_time: z.string(),
  duration_minutes: z.number(),
  status: z.enum(['scheduled', 'in_progress', 'completed', 'cancelled']),
  with_name: z.string(),
  is_active: z.boolean(),
  attended: z.boolean(),
});

export const myClassesResponse = z.object({
  result: z.boolean(),
  Today: z.array(myClass),
  Upcoming: z.array(myClass),
  Past: z.array(myClass),
});
