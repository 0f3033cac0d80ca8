import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type MailAttachment, mailOutbox } from '../db/schema.ts';

/** What the outbox needs of a mail transport (nodemailer's, or a fake in tests). */
export type MailTransport = {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    attachments?: MailAttachment[];
  }): Promise<unknown>;
};

/** `to` null: a person without an address (a child signed in by the username a guardian chose), mailed nothing. */
export type OutboxMail = { to: string | null; subject: string; body: string; attachments?: MailAttachment[] };

/**
 * Queues a mail inside the caller's transaction: stored with the submission, or not at all. A mail
 * to no address is not queued: such a child's mails reach their guardians (recipients.ts).
 */
export async function enqueueMail(tx: Pick<Db, 'insert'>, mail: OutboxMail): Promise<void> {
  if (mail.to === null) return;
  await tx.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    body: mail.body,
    attachments: mail.attachments?.length ? mail.attachments : null,
  });
}

export const MAX_ATTEMPTS = 8;
const BATCH = 10;
// A claimed mail is not claimed again for this long, so a crash mid-send only delays it.
const LEASE_SECONDS = 300;

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min, ... at most 1 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export type OutboxBacklog = { waiting: number; oldestSeconds: number; givenUp: number };

/** The mails not sent: those still to be tried (and how long the oldest has waited), and those given up. */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const result = (await db.execute(sql`
    select count(*) filter (where attempts < ${MAX_ATTEMPTS})::int as waiting,
      coalesce(extract(epoch from now() - min(created_at) filter (where attempts < ${MAX_ATTEMPTS})), 0)::float8
        as oldest_seconds,
      count(*) filter (where attempts >= ${MAX_ATTEMPTS})::int as given_up
    from ${mailOutbox} where sent_at is null`)) as unknown as {
    rows: { waiting: number; oldest_seconds: number; given_up: number }[];
  };
  const row = result.rows[0];
  return { waiting: row?.waiting ?? 0, oldestSeconds: row?.oldest_seconds ?? 0, givenUp: row?.given_up ?? 0 };
}

type ClaimedMail = {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  attachments: MailAttachment[] | null;
  attempts: number;
};

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type Outbox = {
  /** Sends what is due; answers how many were sent. Never throws. */
  drain(): Promise<number>;
  /** Starts a drain soon without waiting for it (after a submission commits). */
  kick(): void;
  /** Stops sending and waits for a drain in progress. */
  close(): Promise<void>;
};

export function createOutbox(db: Db, transport: MailTransport, from: string, log: Logger): Outbox {
  let running: Promise<number> | null = null;
  let closed = false;

  async function sendDue(): Promise<number> {
    // Claim a batch with a lease; SKIP LOCKED lets several server instances share the outbox.
    const claimed = (await db.execute(sql`
      update ${mailOutbox}
      set send_after = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      where id in (
        select id from ${mailOutbox}
        where sent_at is null and send_after <= now() and attempts < ${MAX_ATTEMPTS}
        order by id limit ${BATCH} for update skip locked
      )
      returning id, to_address, subject, body, attachments, attempts`)) as unknown as { rows: ClaimedMail[] };
    let sent = 0;
    for (const row of claimed.rows) {
      try {
        await transport.sendMail({
          from,
          to: row.to_address,
          subject: row.subject,
          text: row.body,
          ...(row.attachments ? { attachments: row.attachments } : {}),
        });
        await db.execute(
          sql`update ${mailOutbox} set sent_at = now(), last_error = null where id = ${row.id}`,
        );
        sent += 1;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.warn({ mailId: row.id, attempts: row.attempts }, 'mail send failed; will retry');
        await db.execute(sql`
          update ${mailOutbox}
          set last_error = ${message.slice(0, 500)},
              send_after = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
          where id = ${row.id}`);
      }
    }
    return sent;
  }

  function drain(): Promise<number> {
    if (closed) return Promise.resolve(0);
    running ??= sendDue()
      .catch((err) => {
        log.error({ err }, 'mail outbox drain failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    drain,
    kick: () => {
      setImmediate(() => void drain());
    },
    close: async () => {
      closed = true;
      await running;
    },
  };
}
