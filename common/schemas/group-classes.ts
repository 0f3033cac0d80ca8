import { z } from 'zod';
import { createSeriesSchema } from './calendar.ts';
import { dbId } from './fields.ts';

// Group classes (issue 49): the admin's form and the server parse them with these.

const { studentId: _one, enrolmentId: _enrolment, ...seriesFields } = createSeriesSchema.shape;

/** A weekly group class: a series' fields, with the students in place of the one student. */
export const createGroupClassSchema = z.object({
  ...seriesFields,
  studentIds: z.array(dbId('Please choose a student')).min(1, 'Please choose the students'),
});
export type CreateGroupClassInput = z.input<typeof createGroupClassSchema>;

export const groupClassResponse = z.object({
  id: z.number(),
  batchName: z.string(),
  teacherId: z.number(),
  studentIds: z.array(z.number()),
  /** Each lesson's start and the places in it (one lesson row per student). */
  lessons: z.array(z.object({ startsAt: z.string(), classIds: z.array(z.number()) })),
});
