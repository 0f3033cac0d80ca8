import { API } from '../../../../common/api.ts';
import type {
  checkAccessBody,
  checkAccessResponse,
  verifyPasswordBody,
  verifyPasswordResponse,
} from '../../../../common/schemas/live-class/access.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import type { Access, PasswordCheck } from '../rtc/room-api.ts';
import { livePost } from './live-call.ts';

/** CHECK_CLASS_ACCESS, as the screen the room shows next. */
export async function checkClassAccess(classId: string): Promise<Access> {
  const { data, message } = await apiClient.postJson<typeof checkAccessResponse, typeof checkAccessBody>(
    API.checkClassAccess,
    {
      class_id: classId,
    },
  );
  if (data.access === 'allowed' && data.class && data.user_role) {
    return {
      kind: 'allowed',
      batchName: data.class.batch_name,
      whenLabel: data.class.when_label,
      needsPassword: data.class.requires_password && !data.password_verified,
      role: data.user_role,
      userId: data.user_id,
      group: data.class.is_group,
      parties: {
        teacher: { name: data.class.teacher_name, photoUrl: data.class.teacher_avatar_url },
        student: { name: data.class.student_name, photoUrl: data.class.student_avatar_url },
      },
    };
  }
  if (data.access === 'completed') return { kind: 'completed' };
  // Cancelled or not today: the server's message says which; not a member: the spec's text.
  const why = data.access === 'cancelled' || data.access === 'not_today';
  return { kind: 'denied', message: why ? message : null };
}

/** VERIFY_CLASS_PASSWORD: a refusal is an answer (with the server's message); only a network failure throws. */
export async function verifyClassPassword(classId: string, password: string): Promise<PasswordCheck> {
  try {
    await livePost<typeof verifyPasswordResponse, typeof verifyPasswordBody>(API.verifyClassPassword, {
      class_id: classId,
      password,
    });
    return { success: true, message: '' };
  } catch (err) {
    if (err instanceof ApiError && err.serverMessage) return { success: false, message: err.serverMessage };
    throw err;
  }
}
