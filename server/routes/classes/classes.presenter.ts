import type { z } from 'zod';
import type {
  ActiveClass,
  MyClass,
  MyClassesResponse,
  studentActiveClassResponse,
  TeacherClassToday,
  teacherClassesResponse,
} from '../../../common/schemas/classes.ts';
import { avatarUrl } from '../account/avatar-url.ts';
import type { DashboardClass, DashboardClasses, JoinableClass, StartableClass } from './classes.service.ts';

/** A person's name as the spec's lists show it: the first name, a space, the last name. */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** A person's photo address, or null when they have none. */
export const personPhotoUrl = (person: { id: number; avatarVersion: string | null }) =>
  person.avatarVersion === null ? null : avatarUrl(person.id, person.avatarVersion);

const presentStartable = (cls: StartableClass): TeacherClassToday => ({
  id: cls.id,
  batch_name: cls.batchName,
  class_date: cls.classDate,
  class_time: cls.classTime,
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
export const presentTeacherClasses = (classes: StartableClass[]): z.infer<typeof teacherClassesResponse> => ({
  result: true,
  Classes: classes.map(presentStartable),
});

const presentJoinable = (cls: JoinableClass): ActiveClass => ({
  id: cls.id,
  batch_name: cls.batchName,
  class_date: cls.classDate,
  class_time: cls.classTime,
  duration_minutes: cls.durationMinutes,
  teacher_name: personName(cls.teacher),
  teacher_avatar_url: personPhotoUrl(cls.teacher),
  has_password: cls.hasPassword,
});

/** GET /api/get_student_active_class.php: `{ result, hasActiveClass, Class }`, Class null when none. */
export const presentActiveClass = (
  found: JoinableClass | null,
): z.infer<typeof studentActiveClassResponse> => ({
  result: true,
  hasActiveClass: found !== null,
  Class: found ? presentJoinable(found) : null,
});

const presentMyClass = (cls: DashboardClass): MyClass => ({
  id: cls.id,
  batch_name: cls.batchName,
  class_date: cls.classDate,
  class_time: cls.classTime,
  duration_minutes: cls.durationMinutes,
  status: cls.status,
  with_name: personName(cls.other),
  with_avatar_url: personPhotoUrl(cls.other),
  is_active: cls.isActive,
  attended: cls.attended,
});

/** GET /api/my_classes: `{ result, Today, Upcoming, Past }`. */
export const presentMyClasses = (lists: DashboardClasses): MyClassesResponse => ({
  result: true,
  Today: lists.today.map(presentMyClass),
  Upcoming: lists.upcoming.map(presentMyClass),
  Past: lists.past.map(presentMyClass),
});
