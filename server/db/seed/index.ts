import type { Database } from '../database.ts';
import { type DemoOptions, seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoPractice } from './demo-practice.ts';
import { seedSiteContent } from './site-content.ts';

/** Seeds every kind of demo data; each step adds only what is missing. */
export async function seedDemoData(database: Database, options: DemoOptions): Promise<string[]> {
  return [
    ...(await seedDemoAccounts(database.db, options)),
    ...(await seedDemoPractice(database.db, options.timeZone)),
    ...(await seedSiteContent(database.db)),
  ];
}
