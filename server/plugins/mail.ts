import fp from 'fastify-plugin';
import { createOutbox, type MailTransport, type Outbox } from '../mail/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox's sender; null when no transport is configured (mails wait). */
    mailOutbox: Outbox | null;
  }
}

/**
 * The mail outbox's sender. It drains right after each submission (`app.mailOutbox?.kick()`)
 * and on a timer, as the job 'mail-drain' (server/jobs/); a failed send is retried later with backoff.
 */
export const mailPlugin = fp<{ transport: MailTransport | null; from: string }>(
  async (app, { transport, from }) => {
    if (!transport) {
      app.decorate('mailOutbox', null);
      return;
    }
    const outbox = createOutbox(app.database.db, transport, from, app.log);
    app.decorate('mailOutbox', outbox);
    app.addHook('onReady', async () => {
      outbox.kick();
    });
    app.addHook('onClose', async () => {
      await outbox.close();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
