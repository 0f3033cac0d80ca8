import type { z } from 'zod';
import type { RescheduleRequestView } from '../../../common/schemas/calendar.ts';
import type {
  ActiveClass,
  MyClass,
  MyClassesResponse,
  studentActiveClassResponse,
  TeacherClassToday,
  teacherClassesResponse,
} from '../../../common/schemas/classes.ts';
import { lessonWhen } from '../../calendar/lesson-when.ts';
import { avatarUrl } from '../account/avatar-url.ts';
import type {
  DashboardClass,
  DashboardClasses,
  JoinableClass,
  PendingRequest,
  StartableClass,
} from './classes.service.ts';

/** Whose clock the times are on: the viewer's zone (null until they have one) and the school's. */
export type Clocks = { viewerZone: string | null; schoolZone: string };

/** A person's name as the spec's lists show it: the first name, a space, the last name. */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** A person's photo address, or null when they have none. */
export const personPhotoUrl = (person: { id: number; avatarVersion: string | null }) =>
  person.avatarVersion === null ? null : avatarUrl(person.id, person.avatarVersion);

/** A lesson's time for this viewer, the other party's clock in brackets. */
const whenFor = (startsAt: Date, other: { timeZone: string | null }, clocks: Clocks) =>
  lessonWhen(startsAt, clocks.schoolZone, clocks.viewerZone, other.timeZone);

const presentStartable = (cls: StartableClass, clocks: Clocks): TeacherClassToday => ({
  id: cls.id,
  batch_name: cls.batchName,
  ...whenFor(cls.startsAt, cls.student, clocks),
  // The spec's list has room for a group; a class here has one student.
  students: [
    {
      id: cls.student.id,
      first_name: cls.student.firstName,
      last_name: cls.student.lastName,
      avatar_url: personPhotoUrl(cls.student),
    },
  ],
});

/** GET /api/get_teacher_classes_today.php: `{ result, Classes }`. */
export const presentTeacherClasses = (
  classes: StartableClass[],
  clocks: Clocks,
): z.infer<typeof teacherClassesResponse> => ({
  result: true,
  Classes: classes.map((cls) => presentStartable(cls, clocks)),
});

const presentJoinable = (cls: JoinableClass, clocks: Clocks): ActiveClass => ({
  id: cls.id,
  batch_name: cls.batchName,
  ...whenFor(cls.startsAt, cls.teacher, clocks),
  duration_minutes: cls.durationMinutes,
  teacher_name: personName(cls.teacher),
  teacher_avatar_url: personPhotoUrl(cls.teacher),
  has_password: cls.hasPassword,
});

/** GET /api/get_student_active_class.php: `{ result, hasActiveClass, Class }`, Class null when none. */
export const presentActiveClass = (
  found: JoinableClass | null,
  clocks: Clocks,
): z.infer<typeof studentActiveClassResponse> => ({
  result: true,
  hasActiveClass: found !== null,
  Class: found ? presentJoinable(found, clocks) : null,
});

const presentRequest = (
  request: PendingRequest,
  other: { timeZone: string | null },
  clocks: Clocks,
): RescheduleRequestView => ({
  id: request.id,
  class_id: request.classId,
  status: 'pending',
  proposed: request.proposedTimes.map((time) => {
    const { starts_at, when_label } = whenFor(new Date(time), other, clocks);
    return { starts_at, when_label };
  }),
  requested_at: request.requestedAt.toISOString(),
});

const presentMyClass = (cls: DashboardClass, clocks: Clocks): MyClass => ({
  id: cls.id,
  batch_name: cls.batchName,
  ...whenFor(cls.startsAt, cls.other, clocks),
  duration_minutes: cls.durationMinutes,
  status: cls.status,
  with_id: cls.other.id,
  with_name: personName(cls.other),
  with_avatar_url: personPhotoUrl(cls.other),
  is_active: cls.isActive,
  attended: cls.attended,
  score_count: cls.scoreCount,
  cancelled_by: cls.cancelledBy,
  counted_reason: cls.countedReason,
  joined_late: cls.joinedLate,
  pending_request: cls.pendingRequest ? presentRequest(cls.pendingRequest, cls.other, clocks) : null,
  group: cls.group
    ? { id: cls.group.id, student_count: cls.group.studentCount, student_names: cls.group.studentNames }
    : null,
});

/** GET /api/my_classes: `{ result, Today, Upcoming, Past }`. */
export const presentMyClasses = (lists: DashboardClasses, clocks: Clocks): MyClassesResponse => ({
  result: true,
  Today: lists.today.map((cls) => presentMyClass(cls, clocks)),
  Upcoming: lists.upcoming.map((cls) => presentMyClass(cls, clocks)),
  Past: lists.past.map((cls) => presentMyClass(cls, clocks)),
});
