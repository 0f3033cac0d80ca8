import type { z } from 'zod';
import type { accountLinkResponse, messageResponse } from '../../../common/schemas/account.ts';
import type { logoutResponse, meResponse, SessionUser, userResponse } from '../../../common/schemas/auth.ts';
import type { AccountLink } from './password-links.service.ts';

const presentUser = (user: SessionUser): SessionUser => ({
  id: user.id,
  email: user.email,
  username: user.username,
  role: user.role,
  firstName: user.firstName,
  lastName: user.lastName,
  mustChangePassword: user.mustChangePassword,
  timeZone: user.timeZone,
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

/** `{ message }`: the words of a call whose answer is only that (the password links). */
export const presentMessage = (message: string): z.infer<typeof messageResponse> => ({ message });

/** GET /api/auth/account-link: the link's purpose and person. */
export const presentAccountLink = (link: AccountLink): z.infer<typeof accountLinkResponse> => ({
  purpose: link.purpose,
  email: link.email,
  firstName: link.firstName,
});
