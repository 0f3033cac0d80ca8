import { count } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema.ts';
import { type DemoOptions, seedDemoAccounts } from './demo-accounts.ts';
import { seedSiteContent } from './site-content.ts';

/** Seeds every kind of demo data; each step adds only what is missing. */
export async function seedDemoData(database: Database, options: DemoOptions): Promise<string[]> {
  return [...(await seedDemoAccounts(database.db, options)), ...(await seedSiteContent(database.db))];
}

/** A database nobody has used yet: no users at all. */
export async function isEmptyDatabase(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}
