import { migratedTemplate } from '../db/migrated-template.ts';

// Each test file opens its own in-memory database from the migrated template: build it once,
// before the workers start, so they do not all build it at the same time.
export default async function setup() {
  if (!process.env.TEST_DATABASE_URL) await migratedTemplate();
}
