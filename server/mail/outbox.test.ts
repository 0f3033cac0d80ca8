import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { type MailAttachment, mailOutbox } from '../db/schema.ts';
import { multipart } from '../test/forms.ts';
import { useTestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { backoffSeconds, createOutbox, enqueueMail, MAX_ATTEMPTS, type MailTransport } from './outbox.ts';
import { pdfAttachment } from './pdf-attachment.ts';

type Sent = Parameters<MailTransport['sendMail']>[0];
const quiet = { warn() {}, error() {} };

/** A transport that records what it sends, failing while `failing` is true. */
function fakeTransport() {
  const sent: Sent[] = [];
  const t = {
    sent,
    failing: false,
    async sendMail(mail: Sent) {
      if (t.failing) throw new Error('SMTP down');
      sent.push(mail);
    },
  };
  return t;
}

describe('mail outbox', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const makeDue = () =>
    database.db.execute(sql`update mail_outbox set send_after = now() where sent_at is null`);
  /** An outbox sending as from@example.com through `transport`. */
  const outboxOn = (transport: MailTransport) =>
    createOutbox(database.db, transport, 'from@example.com', quiet);
  /** A mail to sam@example.com with `attachments`. */
  const queueWith = (subject: string, attachments: MailAttachment[]) =>
    enqueueMail(database.db, { to: 'sam@example.com', subject, body: 'B', attachments });

  it('sends each queued mail once and marks it sent', async () => {
    const transport = fakeTransport();
    const outbox = createOutbox(database.db, transport, 'School <no-reply@example.com>', quiet);
    await enqueueMail(database.db, { to: 'office@example.com', subject: 'Hello', body: 'Body' });
    expect(await outbox.drain()).toBe(1);
    expect(await outbox.drain()).toBe(0);
    expect(transport.sent).toEqual([
      { from: 'School <no-reply@example.com>', to: 'office@example.com', subject: 'Hello', text: 'Body' },
    ]);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Hello'));
    expect(row?.sentAt).not.toBeNull();
    await outbox.close();
  });

  it('hands a queued mail’s attachments to the transport as they were queued', async () => {
    const transport = fakeTransport();
    const outbox = outboxOn(transport);
    const invitation = {
      filename: 'lesson.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
    };
    await queueWith('With a file', [invitation]);
    expect(await outbox.drain()).toBe(1);
    expect(transport.sent).toEqual([
      {
        from: 'from@example.com',
        to: 'sam@example.com',
        subject: 'With a file',
        text: 'B',
        attachments: [invitation],
      },
    ]);
    await outbox.close();
  });

  it('hands a PDF attachment to the transport byte for byte, beside a text one', async () => {
    const transport = fakeTransport();
    const outbox = outboxOn(transport);
    // Every byte value, and a real PDF's binary comment line.
    const bytes = new Uint8Array([
      ...Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
      ...Array(256).keys(),
    ]);
    const invitation = {
      filename: 'lesson.ics',
      contentType: 'text/calendar; charset=utf-8',
      content: 'BEGIN:VCALENDAR',
    };
    await queueWith('With a PDF', [pdfAttachment('invoice-HSM-2026-27-0001.pdf', bytes), invitation]);
    expect(await outbox.drain()).toBe(1);
    const [pdf, ics] = transport.sent[0]?.attachments ?? [];
    expect(pdf).toMatchObject({
      filename: 'invoice-HSM-2026-27-0001.pdf',
      contentType: 'application/pdf',
      encoding: 'base64',
    });
    expect(Buffer.from(pdf?.content ?? '', 'base64').equals(Buffer.from(bytes))).toBe(true);
    expect(ics).toEqual(invitation);
    await outbox.close();
  });

  it('sends the PDF’s exact bytes through nodemailer, and the iCalendar file as its text', async () => {
    const mails: Buffer[] = [];
    const nodemailerTransport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const transport: MailTransport = {
      async sendMail(mail) {
        const info = await nodemailerTransport.sendMail(mail);
        mails.push(info.message as Buffer);
      },
    };
    const outbox = outboxOn(transport);
    const bytes = new Uint8Array(Array.from({ length: 3000 }, (_, i) => (i * 37) % 256));
    const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Piano – Asha\r\nEND:VCALENDAR\r\n';
    await queueWith('Through nodemailer', [
      pdfAttachment('receipt.pdf', bytes),
      { filename: 'lesson.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
    ]);
    expect(await outbox.drain()).toBe(1);
    const raw = mails[0]?.toString('latin1') ?? '';
    /** The decoded body of the MIME part that carries `filename`. */
    const part = (filename: string) => {
      const start = raw.indexOf(`filename=${filename}`);
      const headersEnd = raw.indexOf('\r\n\r\n', start);
      const body = raw.slice(headersEnd + 4, raw.indexOf('\r\n--', headersEnd));
      const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(
        raw.slice(raw.lastIndexOf('\r\n--', start), headersEnd),
      )?.[1];
      return { encoding, body };
    };
    const pdf = part('receipt.pdf');
    expect(pdf.encoding).toBe('base64');
    expect(Buffer.from(pdf.body.replace(/\s+/g, ''), 'base64').equals(Buffer.from(bytes))).toBe(true);
    const calendar = part('lesson.ics');
    const text =
      calendar.encoding === 'base64'
        ? Buffer.from(calendar.body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : calendar.body;
    expect(text).toContain('SUMMARY:Piano');
    await outbox.close();
  });

  it('keeps a mail that failed, backs off, and sends it on a later try', async () => {
    const transport = fakeTransport();
    const outbox = outboxOn(transport);
    await enqueueMail(database.db, { to: 'office@example.com', subject: 'Retry me', body: 'B' });
    transport.failing = true;
    const before = Date.now();
    expect(await outbox.drain()).toBe(0);
    const after = Date.now();
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Retry me'));
    expect(failed).toMatchObject({ attempts: 1, lastError: 'SMTP down', sentAt: null });
    // The first back-off from the moment it failed, however long the drain took.
    const backoffMs = backoffSeconds(1) * 1000;
    expect(failed?.sendAfter.getTime()).toBeGreaterThanOrEqual(before + backoffMs);
    expect(failed?.sendAfter.getTime()).toBeLessThanOrEqual(after + backoffMs);
    // Not due yet: nothing is tried.
    transport.failing = false;
    expect(await outbox.drain()).toBe(0);
    await makeDue();
    expect(await outbox.drain()).toBe(1);
    expect(transport.sent.map((m) => m.subject)).toEqual(['Retry me']);
    await outbox.close();
  });

  it('gives up after the last attempt but keeps the mail', async () => {
    const transport = fakeTransport();
    transport.failing = true;
    const outbox = outboxOn(transport);
    await enqueueMail(database.db, { to: 'office@example.com', subject: 'Hopeless', body: 'B' });
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await makeDue();
      await outbox.drain();
    }
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Hopeless'));
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
    await outbox.close();
  });

  it('waits longer after each failure, at most an hour', () => {
    expect([1, 2, 3, 20].map(backoffSeconds)).toEqual([30, 60, 120, 3600]);
  });
});

describe('a submission with SMTP configured', () => {
  const transport = fakeTransport();
  const t = useTestApp(
    { FORM_RATE_LIMIT: '1000', CONTACT_EMAIL: 'office@example.com' },
    { mailTransport: transport },
  );

  it('is stored even when the mail server is down, and mailed once it is back', async () => {
    transport.failing = true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact_form.php',
      payload: multipart({
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '5550100123',
        message: 'Please call me back about piano.',
        notRobot: 'true',
      }),
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailOutbox?.drain();
    expect(transport.sent).toHaveLength(0);

    transport.failing = false;
    await t.database.db.execute(sql`update mail_outbox set send_after = now() where sent_at is null`);
    await t.app.mailOutbox?.drain();
    expect(transport.sent.map((m) => m.to)).toEqual(['office@example.com']);
    expect(transport.sent[0]?.text).toContain('Please call me back about piano.');
  });
});
