// `npm run seed:demo`: adds the demo data to the configured database (embedded or
// DATABASE_URL); only what is missing is added.
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedDemoData } from '../server/db/seed/index.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  for (const line of await seedDemoData(database, { ...config.demo, timeZone: config.timeZone }))
    console.log(line);
} finally {
  await database.close();
}
