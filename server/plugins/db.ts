import fp from 'fastify-plugin';
import { type Database, type DatabaseOptions, openDatabase } from '../db/database.ts';
import { holdDataDir } from '../ops/data-dir-lock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/**
 * Opens the database (or takes one a test already opened) and closes it with the app. The
 * embedded database's folder is first marked as this server's: a second process opening it
 * would damage it, so a start finds out when another has it open (ops/data-dir-lock.ts).
 */
export const dbPlugin = fp<{ options: DatabaseOptions; database?: Database }>(
  async (app, { options, database }) => {
    const folder = !database && options.kind === 'pglite' ? options.dataDir : null;
    const release = folder ? await holdDataDir(folder, 'server') : async () => {};
    let opened: Database;
    try {
      opened = database ?? (await openDatabase(options));
    } catch (err) {
      await release();
      throw err;
    }
    app.decorate('database', opened);
    // A database handed in by a test belongs to the test.
    if (!database)
      app.addHook('onClose', async () => {
        await opened.close();
        await release();
      });
  },
  { name: 'db' },
);
