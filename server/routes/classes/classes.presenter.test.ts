import { describe, expect, it } from 'vitest';
import {
  myClassesResponse,
  studentActiveClassResponse,
  teacherClassesResponse,
} from '../../../common/schemas/classes.ts';
import { presentActiveClass, presentMyClasses, presentTeacherClasses } from './classes.presenter.ts';

// 18:00 in India on 2 Jan 2026 (12:30 in London).
const when = { id: 3, batchName: 'Piano', startsAt: new Date('2026-01-02T12:30:00.000Z') };
const school = 'Asia/Kolkata';
const atSchool = { class_date: '2026-01-02', class_time: '18:00', starts_at: '2026-01-02T12:30:00.000Z' };

describe('class presenters', () => {
  it("lists a teacher's class with its one student in the spec's students list, on the teacher's clock", () => {
    const answer = presentTeacherClasses(
      [
        {
          ...when,
          student: {
            id: 9,
            firstName: 'Asha',
            lastName: 'Rao',
            avatarVersion: 'v1',
            timeZone: 'Europe/London',
          },
        },
      ],
      { viewerZone: null, schoolZone: school },
    );
    expect(answer).toEqual({
      result: true,
      Classes: [
        {
          id: 3,
          batch_name: 'Piano',
          ...atSchool,
          when_label: 'Fri 2 Jan 2026, 18:00 India time (12:30 in London)',
          students: [{ id: 9, first_name: 'Asha', last_name: 'Rao', avatar_url: '/api/avatars/9?v=v1' }],
        },
      ],
    });
    expect(teacherClassesResponse.parse(answer)).toEqual(answer);
  });

  it("joins the teacher's first and last name, with no photo address when there is no photo, and answers Class null when there is none", () => {
    const clocks = { viewerZone: 'Europe/London', schoolZone: school };
    const answer = presentActiveClass(
      {
        ...when,
        durationMinutes: 45,
        teacher: { id: 4, firstName: 'Ravi', lastName: 'Shankar', avatarVersion: null, timeZone: null },
        hasPassword: true,
      },
      clocks,
    );
    expect(answer).toEqual({
      result: true,
      hasActiveClass: true,
      Class: {
        id: 3,
        batch_name: 'Piano',
        ...atSchool,
        when_label: 'Fri 2 Jan 2026, 12:30 London time (18:00 in India)',
        duration_minutes: 45,
        teacher_name: 'Ravi Shankar',
        teacher_avatar_url: null,
        has_password: true,
      },
    });
    expect(studentActiveClassResponse.parse(answer)).toEqual(answer);
    expect(presentActiveClass(null, clocks)).toEqual({ result: true, hasActiveClass: false, Class: null });
  });

  it("names the other party of each dashboard class, with their photo's versioned address, and writes its flags in the spec's names", () => {
    const dashboardClass = {
      ...when,
      durationMinutes: 30,
      status: 'completed' as const,
      other: { id: 9, firstName: 'Asha', lastName: 'Rao', avatarVersion: 'a b', timeZone: 'Asia/Kolkata' },
      isActive: false,
      attended: true,
      scoreCount: 2,
      cancelledBy: 'student' as const,
      countedReason: 'late_cancellation' as const,
      joinedLate: false,
      pendingRequest: null,
      group: { id: 5, studentCount: 2, studentNames: ['Asha Rao', 'Bina Das'] },
    };
    const answer = presentMyClasses(
      { today: [], upcoming: [], past: [dashboardClass] },
      { viewerZone: 'Asia/Kolkata', schoolZone: school },
    );
    expect(answer).toEqual({
      result: true,
      Today: [],
      Upcoming: [],
      Past: [
        {
          id: 3,
          batch_name: 'Piano',
          ...atSchool,
          // Both on the same clock: no brackets.
          when_label: 'Fri 2 Jan 2026, 18:00 India time',
          duration_minutes: 30,
          status: 'completed',
          with_id: 9,
          with_name: 'Asha Rao',
          with_avatar_url: '/api/avatars/9?v=a%20b',
          is_active: false,
          attended: true,
          score_count: 2,
          cancelled_by: 'student',
          counted_reason: 'late_cancellation',
          joined_late: false,
          pending_request: null,
          group: { id: 5, student_count: 2, student_names: ['Asha Rao', 'Bina Das'] },
        },
      ],
    });
    expect(myClassesResponse.parse(answer)).toEqual(answer);
  });

  it("gives an open reschedule request's proposed times on the viewer's clock", () => {
    const answer = presentMyClasses(
      {
        today: [],
        past: [],
        upcoming: [
          {
            ...when,
            durationMinutes: 30,
            status: 'scheduled',
            other: { id: 4, firstName: 'Ravi', lastName: 'Shankar', avatarVersion: null, timeZone: null },
            isActive: false,
            attended: false,
            scoreCount: 0,
            cancelledBy: null,
            countedReason: null,
            joinedLate: false,
            pendingRequest: {
              id: 5,
              classId: 3,
              proposedTimes: ['2026-01-05T12:30:00.000Z'],
              requestedAt: new Date('2026-01-01T08:00:00.000Z'),
            },
            group: null,
          },
        ],
      },
      { viewerZone: 'America/New_York', schoolZone: school },
    );
    expect(answer.Upcoming[0]?.pending_request).toEqual({
      id: 5,
      class_id: 3,
      status: 'pending',
      proposed: [
        {
          starts_at: '2026-01-05T12:30:00.000Z',
          when_label: 'Mon 5 Jan 2026, 07:30 New York time (18:00 in India)',
        },
      ],
      requested_at: '2026-01-01T08:00:00.000Z',
    });
    expect(myClassesResponse.parse(answer)).toEqual(answer);
  });
});
