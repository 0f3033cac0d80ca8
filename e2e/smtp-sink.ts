import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on loopback that keeps every message it is sent, parsed (headers, text,
// attachments): a journey's mails travel the outbox and nodemailer as a school's would.

export type SmtpSink = {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** The first message to `to` whose subject starts with `subject`, once it has arrived. */
  waitFor(to: string, subject: string, timeoutMs?: number): Promise<ParsedMail>;
  /** The messages to `to` that have arrived so far. */
  sentTo(to: string): ParsedMail[];
  close(): Promise<void>;
};

const addressesOf = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address?.toLowerCase() ?? ''));

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, subject, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (m) => addressesOf(m).includes(to.toLowerCase()) && (m.subject ?? '').startsWith(subject),
        );
        if (found) return found;
        if (Date.now() > until) throw new Error(`no mail to ${to} about '${subject}' within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    sentTo: (to) => messages.filter((m) => addressesOf(m).includes(to.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
