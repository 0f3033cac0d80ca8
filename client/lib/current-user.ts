import { useSyncExternalStore } from 'react';
import type { Role } from '../../common/schemas/auth.ts';
import { readCookie } from './cookies.ts';

export type CurrentUser = {
  id: string;
  roleId: string;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
};

/** The signed-in user from the readable cookies; logged in means all four main ones are set. */
export function readCurrentUser(): CurrentUser | null {
  const id = readCookie('User_Id');
  const roleId = readCookie('User_Role_Id');
  const email = readCookie('User_Email');
  const role = readCookie('User_Role');
  if (!id || !roleId || !email || !role) return null;
  return {
    id,
    roleId,
    email,
    role,
    firstName: readCookie('User_First_Name') ?? '',
    lastName: readCookie('User_Last_Name') ?? '',
  };
}

export function hasRole(user: CurrentUser | null, role: Role): boolean {
  return user?.role.toLowerCase() === role;
}

// Cookies have no change event: sign-in and sign-out call notifyUserChanged().
const listeners = new Set<() => void>();
let cached: { raw: string; user: CurrentUser | null } | null = null;

function snapshot(): CurrentUser | null {
  const raw = document.cookie;
  if (cached?.raw !== raw) cached = { raw, user: readCurrentUser() };
  return cached.user;
}

export function notifyUserChanged() {
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `undefined` while the sign-in state is pending (server render and hydration),
 * then the user or null.
 */
export function useCurrentUser(): CurrentUser | null | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}
