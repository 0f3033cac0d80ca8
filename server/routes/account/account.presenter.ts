import type { z } from 'zod';
import type { messageResponse, profileResponse } from '../../../common/schemas/account.ts';
import type { AccountProfile } from './account.service.ts';
import { avatarUrl } from './avatar-url.ts';

/** GET /api/user/profile, and every /api/user call that changes it: `{ profile }`. */
export const presentProfile = (p: AccountProfile): z.infer<typeof profileResponse> => ({
  profile: {
    id: p.id,
    email: p.email,
    username: p.username,
    role: p.role,
    firstName: p.firstName,
    lastName: p.lastName,
    timeZone: p.timeZone,
    avatarUrl: p.avatarVersion === null ? null : avatarUrl(p.id, p.avatarVersion),
    pendingEmail: p.pendingEmail,
    mustChangePassword: p.mustChangePassword,
  },
});

/** The calls whose answer is words to show: `{ message }`. */
export const presentMessage = (message: string): z.infer<typeof messageResponse> => ({ message });
