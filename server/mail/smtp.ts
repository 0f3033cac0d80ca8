import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox.ts';

/** An SMTP transport from SMTP_URL (smtp:// or smtps://), or null when none is set. */
export function smtpTransport(url: string | null): MailTransport | null {
  return url ? nodemailer.createTransport(url) : null;
}
