import fp from 'fastify-plugin';
import { createOutbox, type MailTransport, type Outbox } from '../mail/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox's sender; null when no transport is configured (mails wait). */
    mailOutbox: Outbox | null;
  }
}

/**
 * Drains the mail outbox through the transport every `intervalMs` and right after each
 * submission (`app.mailOutbox?.kick()`). A failed send is retried later with backoff.
 */
export const mailPlugin = fp<{ transport: MailTransport | null; from: string; intervalMs?: number }>(
  async (app, { transport, from, intervalMs = 30_000 }) => {
    if (!transport) {
      app.decorate('mailOutbox', null);
      return;
    }
    const outbox = createOutbox(app.database.db, transport, from, app.log);
    app.decorate('mailOutbox', outbox);
    const timer = setInterval(() => void outbox.drain(), intervalMs);
    timer.unref();
    app.addHook('onReady', async () => {
      outbox.kick();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await outbox.close();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
