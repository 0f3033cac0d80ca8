import fp from 'fastify-plugin';
import { type Database, type DatabaseOptions, openDatabase } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Opens the database (or takes one a test already opened) and closes it with the app. */
export const dbPlugin = fp<{ options: DatabaseOptions; database?: Database }>(
  async (app, { options, database }) => {
    const opened = database ?? (await openDatabase(options));
    app.decorate('database', opened);
    // A database handed in by a test belongs to the test.
    if (!database) app.addHook('onClose', () => opened.close());
  },
  { name: 'db' },
);
