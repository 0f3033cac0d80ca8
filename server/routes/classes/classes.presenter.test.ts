import { describe, expect, it } from 'vitest';
import {
  myClassesResponse,
  studentActiveClassResponse,
  teacherClassesResponse,
} from '../../../common/schemas/classes.ts';
import { presentActiveClass, presentMyClasses, presentTeacherClasses } from './classes.presenter.ts';

const when = { id: 3, batchName: 'Piano', classDate: '2026-01-02', classTime: '10:00' };

describe('class presenters', () => {
  it("lists a teacher's class with its one student in the spec's students list", () => {
    const answer = presentTeacherClasses([
      { ...when, student: { id: 9, firstName: 'Asha', lastName: 'Rao', avatarVersion: 'v1' } },
    ]);
    expect(answer).toEqual({
      result: true,
      Classes: [
        {
          id: 3,
          batch_name: 'Piano',
          class_date: '2026-01-02',
          class_time: '10:00',
          students: [{ id: 9, first_name: 'Asha', last_name: 'Rao', avatar_url: '/api/avatars/9?v=v1' }],
        },
      ],
    });
    expect(teacherClassesResponse.parse(answer)).toEqual(answer);
  });

  it("joins the teacher's first and last name, with no photo address when there is no photo, and answers Class null when there is none", () => {
    const answer = presentActiveClass({
      ...when,
      durationMinutes: 45,
      teacher: { id: 4, firstName: 'Ravi', lastName: 'Shankar', avatarVersion: null },
      hasPassword: true,
    });
    expect(answer).toEqual({
      result: true,
      hasActiveClass: true,
      Class: {
        id: 3,
        batch_name: 'Piano',
        class_date: '2026-01-02',
        class_time: '10:00',
        duration_minutes: 45,
        teacher_name: 'Ravi Shankar',
        teacher_avatar_url: null,
        has_password: true,
      },
    });
    expect(studentActiveClassResponse.parse(answer)).toEqual(answer);
    expect(presentActiveClass(null)).toEqual({ result: true, hasActiveClass: false, Class: null });
  });

  it("names the other party of each dashboard class, with their photo's versioned address, and writes its flags in the spec's names", () => {
    const dashboardClass = {
      ...when,
      durationMinutes: 30,
      status: 'completed' as const,
      other: { id: 9, firstName: 'Asha', lastName: 'Rao', avatarVersion: 'a b' },
      isActive: false,
      attended: true,
    };
    const answer = presentMyClasses({ today: [], upcoming: [], past: [dashboardClass] });
    expect(answer).toEqual({
      result: true,
      Today: [],
      Upcoming: [],
      Past: [
        {
          id: 3,
          batch_name: 'Piano',
          class_date: '2026-01-02',
          class_time: '10:00',
          duration_minutes: 30,
          status: 'completed',
          with_name: 'Asha Rao',
          with_avatar_url: '/api/avatars/9?v=a%20b',
          is_active: false,
          attended: true,
        },
      ],
    });
    expect(myClassesResponse.parse(answer)).toEqual(answer);
  });
});
