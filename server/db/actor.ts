// Who made a change that a history or a log records: its actor's users row, left-joined (none
// when the school's own jobs made it).
import { sql } from 'drizzle-orm';
import { users } from './schema.ts';

/** The actor's first and last name, to select beside the change. */
export const actorNameColumns = { firstName: users.firstName, lastName: users.lastName };

/** The actor's full name as one column, null without an actor. */
export const actorFullName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/** The actor as a history shows them: their names, or null without one. */
export const actorOf = ({ firstName, lastName }: { firstName: string | null; lastName: string | null }) =>
  firstName === null || lastName === null ? null : { firstName, lastName };
