import type { z } from 'zod';
import type { AdminUser, Page, userListResponse, userResponse } from '../../../common/schemas/admin-users.ts';
import { presentPage } from '../admin-presenter.ts';
import type { ManagedUser } from './admin-users.service.ts';

const presentUser = (user: ManagedUser): AdminUser => ({
  id: user.id,
  email: user.email,
  role: user.role,
  firstName: user.firstName,
  lastName: user.lastName,
  createdAt: user.createdAt.toISOString(),
  status: user.invited ? 'invited' : 'active',
  family: user.family ?? [],
});

/** One page of teachers and students: `{ result, Users, total, page, pageSize }`. */
export const presentUserPage = (page: Page<ManagedUser>): z.infer<typeof userListResponse> =>
  presentPage('Users', page, presentUser);

/** The user an admin created or edited: `{ result, User }`. */
export const presentUserAnswer = (user: ManagedUser): z.infer<typeof userResponse> => ({
  result: true,
  User: presentUser(user),
});
