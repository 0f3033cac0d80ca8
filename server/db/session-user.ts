import { users } from './schema.ts';

/** The columns a session's user is read from (the session's check, sign-in, the account). */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  mustChangePassword: users.mustChangePassword,
  timeZone: users.timeZone,
};
