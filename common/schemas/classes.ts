import { z } from 'zod';
import { rescheduleRequestView } from './calendar.ts';
import { classHeadingSchema } from './class-heading.ts';
import { dbId } from './fields.ts';

// The class calls outside the room: the teacher's start-class list, the student's active
// class, and the signed-in user's class lists on the dashboard. The two list calls answer
// `{ result, <Name> }`; a refused teacher list answers `result: false` with `publicMessage`.
// Each class starts with its name and times (class-heading.ts).

const userId = dbId('Invalid user ID');
/** A person's photo address (GET /api/avatars/{id}?v=), or null when they have none. */
const photoUrl = z.string().nullable();

/** GET /api/get_teacher_classes_today.php: `teacher_id`, when sent, must be the signed-in teacher (an admin may name any). */
export const teacherClassesQuery = z.object({ teacher_id: z.optional(userId) });
/** GET /api/get_student_active_class.php: `student_id` likewise. */
export const studentActiveClassQuery = z.object({ student_id: z.optional(userId) });

/** A class as the teacher's start-class modal lists it. */
export const teacherClassTodaySchema = classHeadingSchema.extend({
  students: z.array(
    z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), avatar_url: photoUrl }),
  ),
});
export type TeacherClassToday = z.infer<typeof teacherClassTodaySchema>;
/** Today's classes (school time zone) that can still be started; `publicMessage` explains a refusal. */
export const teacherClassesResponse = z.object({
  result: z.boolean(),
  Classes: z.array(teacherClassTodaySchema),
  publicMessage: z.string().optional(),
});

export const activeClassSchema = classHeadingSchema.extend({
  duration_minutes: z.number(),
  teacher_name: z.string(),
  teacher_avatar_url: photoUrl,
  has_password: z.boolean(),
});
export type ActiveClass = z.infer<typeof activeClassSchema>;
export const studentActiveClassResponse = z.object({
  result: z.boolean(),
  hasActiveClass: z.boolean(),
  Class: activeClassSchema.nullable(),
});

/** A class on the signed-in user's dashboard; `with_id`, `with_name` and `with_avatar_url` are the other party's. */
export const myClassSchema = classHeadingSchema.extend({
  duration_minutes: z.number(),
  status: z.enum(['scheduled', 'in_progress', 'completed', 'cancelled']),
  /** The other party's user id (a teacher's dashboard groups its lessons by student). */
  with_id: z.number(),
  with_name: z.string(),
  with_avatar_url: photoUrl,
  /** The class a student may join now (see the active-class check). */
  is_active: z.boolean(),
  /** Past classes: whether this user joined it. */
  attended: z.boolean(),
  /** The shared scores opened in the lesson (the dashboard lists them under a past lesson). */
  score_count: z.number(),
  /** Who cancelled it, when cancelled. */
  cancelled_by: z.enum(['student', 'teacher', 'school']).nullable(),
  /** Why a lesson not held counts as completed (attendance shows it). */
  counted_reason: z.enum(['late_cancellation', 'no_show']).nullable(),
  /** The student joined later than the policy allows. */
  joined_late: z.boolean(),
  /** An open reschedule request for this lesson, or null. */
  pending_request: rescheduleRequestView.nullable(),
  /**
   * A place in a group lesson (one row per student): the students still in it, named for the
   * teacher (empty for a student); null for a one-to-one lesson.
   */
  group: z
    .object({ id: z.number(), student_count: z.number(), student_names: z.array(z.string()) })
    .nullable(),
});
export type MyClass = z.infer<typeof myClassSchema>;
/** GET /api/my_classes: a guardian names one of their children (issue 45). */
export const myClassesQuery = z.object({ student_id: z.optional(userId) });
/** GET /api/my_classes */
export const myClassesResponse = z.object({
  result: z.boolean(),
  Today: z.array(myClassSchema),
  Upcoming: z.array(myClassSchema),
  Past: z.array(myClassSchema),
});
export type MyClassesResponse = z.infer<typeof myClassesResponse>;
