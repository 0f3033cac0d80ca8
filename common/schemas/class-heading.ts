import { z } from 'zod';

/**
 * A class as every call that shows one names and times it (the start-class list, the Join prompt,
 * the dashboard, the room). `class_date` and `class_time` are the school's clock (the spec's
 * fields); `starts_at` is the instant and `when_label` the time on the viewer's own clock
 * (common/lesson-time.ts).
 */
export const classHeadingSchema = z.object({
  id: z.number(),
  batch_name: z.string(),
  class_date: z.string(),
  class_time: z.string(),
  starts_at: z.string(),
  when_label: z.string(),
});
