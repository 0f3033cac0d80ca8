import { z } from 'zod';
import { createSeriesSchema } from '../../../common/schemas/calendar.ts';
import { dbId } from '../../../common/schemas/fields.ts';

const { studentId: _one, enrolmentId: _enrolment, ...seriesFields } = createSeriesSchema.shape;

/** A weekly group class: a series' fields, with the students in place of the one student. */
export const createGroupClassSchema = z.object({
  ...seriesFields,
  studentIds: z.array(dbId('Please choose a student')).min(1, 'Please choose the students'),
});

export const groupClassResponse = z.object({
  id: z.number(),
  batchName: z.string(),
  teacherId: z.number(),
  studentIds: z.array(z.number()),
  /** Each lesson's start and the places in it (one lesson row per student). */
  lessons: z.array(z.object({ startsAt: z.string(), classIds: z.array(z.number()) })),
});
