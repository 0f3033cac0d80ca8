import type { z } from 'zod';
import type { logoutResponse, meResponse, SessionUser, userResponse } from '../../../common/schemas/auth.ts';

const presentUser = (user: SessionUser): SessionUser => ({
  id: user.id,
  email: user.email,
  role: user.role,
  firstName: user.firstName,
  lastName: user.lastName,
});

/** POST /api/auth/login: `{ user }` (the cookies are set by the session). */
export const presentSignedIn = (user: SessionUser): z.infer<typeof userResponse> => ({
  user: presentUser(user),
});

/** GET /api/auth/me: `{ user }`, null when nobody is signed in. */
export const presentCurrentUser = (user: SessionUser | null): z.infer<typeof meResponse> => ({
  user: user ? presentUser(user) : null,
});

/** POST /api/auth/logout: `{ success: true }`. */
export const presentSignedOut = (): z.infer<typeof logoutResponse> => ({ success: true });
