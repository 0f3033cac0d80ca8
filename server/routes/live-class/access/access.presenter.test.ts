import { describe, expect, it } from 'vitest';
import { checkAccessResponse } from '../../../../common/schemas/live-class/access.ts';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { presentAccess } from './access.presenter.ts';

const cls = {
  id: 3,
  batchName: 'Piano',
  classDate: '2026-01-02',
  classTime: '10:00',
  isStarted: false,
  isCompleted: true,
  requiresPassword: true,
  teacher: { id: 4, firstName: 'Ravi', lastName: 'Shankar', avatarVersion: 'v2' },
  student: { id: 9, firstName: 'Asha', lastName: 'Rao', avatarVersion: null },
};

describe('presentAccess', () => {
  it("succeeds only for 'allowed', with the verdict's message and both parties' names and photos", () => {
    const allowed = presentAccess({ verdict: 'allowed', cls, role: 'teacher', passwordVerified: true });
    expect([allowed.success, allowed.message]).toEqual([true, LIVE_MESSAGES.allowed]);
    const completed = presentAccess({ verdict: 'completed', cls, role: 'student', passwordVerified: false });
    expect(completed).toEqual({
      success: false,
      data: {
        access: 'completed',
        class: {
          id: 3,
          batch_name: 'Piano',
          class_date: '2026-01-02',
          class_time: '10:00',
          is_started: false,
          is_completed: true,
          requires_password: true,
          teacher_name: 'Ravi Shankar',
          teacher_avatar_url: '/api/avatars/4?v=v2',
          student_name: 'Asha Rao',
          student_avatar_url: null,
        },
        user_role: 'student',
        password_verified: false,
      },
      message: LIVE_MESSAGES.completed,
    });
    expect(checkAccessResponse.parse(completed)).toEqual(completed);
  });

  it('tells a stranger nothing of the class', () => {
    const answer = presentAccess({
      verdict: 'not_authorized',
      cls: null,
      role: null,
      passwordVerified: false,
    });
    expect(answer).toEqual({
      success: false,
      data: { access: 'not_authorized', class: null, user_role: null, password_verified: false },
      message: LIVE_MESSAGES.notAuthorized,
    });
  });
});
