import { describe, expect, it } from 'vitest';
import { checkAccessResponse } from '../../../../common/schemas/live-class/access.ts';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { presentAccess } from './access.presenter.ts';

const cls = {
  id: 3,
  batchName: 'Piano',
  // 10:00 in India (04:30 in London).
  startsAt: new Date('2026-01-02T04:30:00.000Z'),
  isStarted: false,
  isCompleted: true,
  groupClassId: null,
  requiresPassword: true,
  teacher: { id: 4, firstName: 'Ravi', lastName: 'Shankar', avatarVersion: 'v2', timeZone: null },
  student: { id: 9, firstName: 'Asha', lastName: 'Rao', avatarVersion: null, timeZone: 'Europe/London' },
};
const school = 'Asia/Kolkata';

describe('presentAccess', () => {
  it("succeeds only for 'allowed', with the verdict's message and both parties' names and photos", () => {
    const allowed = presentAccess(
      { verdict: 'allowed', cls, role: 'teacher', passwordVerified: true, viewer: { id: 4 } },
      { viewerZone: null, schoolZone: school },
    );
    expect([allowed.success, allowed.message]).toEqual([true, LIVE_MESSAGES.allowed]);
    // The teacher has no zone yet: the school's clock, the student's in brackets.
    expect(allowed.data?.class?.when_label).toBe('Fri 2 Jan 2026, 10:00 India time (04:30 in London)');
    const completed = presentAccess(
      { verdict: 'completed', cls, role: 'student', passwordVerified: false, viewer: { id: 9 } },
      { viewerZone: 'Europe/London', schoolZone: school },
    );
    expect(completed).toEqual({
      success: false,
      data: {
        access: 'completed',
        class: {
          id: 3,
          batch_name: 'Piano',
          class_date: '2026-01-02',
          class_time: '10:00',
          starts_at: '2026-01-02T04:30:00.000Z',
          when_label: 'Fri 2 Jan 2026, 04:30 London time (10:00 in India)',
          is_started: false,
          is_completed: true,
          is_group: false,
          requires_password: true,
          teacher_name: 'Ravi Shankar',
          teacher_avatar_url: '/api/avatars/4?v=v2',
          student_name: 'Asha Rao',
          student_avatar_url: null,
        },
        user_id: 9,
        user_role: 'student',
        password_verified: false,
      },
      message: LIVE_MESSAGES.completed,
    });
    expect(checkAccessResponse.parse(completed)).toEqual(completed);
  });

  it('tells a stranger nothing of the class', () => {
    const answer = presentAccess(
      { verdict: 'not_authorized', cls: null, role: null, passwordVerified: false, viewer: { id: 12 } },
      { viewerZone: null, schoolZone: school },
    );
    expect(answer).toEqual({
      success: false,
      data: { access: 'not_authorized', class: null, user_id: 12, user_role: null, password_verified: false },
      message: LIVE_MESSAGES.notAuthorized,
    });
  });
});
