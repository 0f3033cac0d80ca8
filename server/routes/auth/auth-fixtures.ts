import { asc, eq } from 'drizzle-orm';
import { API } from '../../../common/api.ts';
import type { App } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';

// The password links' test helpers: the mails queued for an address, the token of a mailed
// link, and the link calls as the site's pages make them.

/** The mails queued for the address, oldest first. */
export const mailsTo = (db: Db, address: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(asc(mailOutbox.id));

/** The one-use token of the site link in a mail's body ('/reset-password?token=...'). */
export function linkToken(body: string, page: '/reset-password' | '/accept-invitation'): string {
  const token = new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})\\n`).exec(body)?.[1];
  if (!token) throw new Error(`no ${page} link in: ${body}`);
  return token;
}

export const openLink = (app: App, token: string) =>
  app.inject({ method: 'GET', url: `/api${API.accountLink}?token=${encodeURIComponent(token)}` });

export const setPasswordWith = (
  app: App,
  path: typeof API.resetPassword | typeof API.acceptInvitation,
  token: string,
  password: string,
) => app.inject({ method: 'POST', url: `/api${path}`, payload: { token, password } });

export const login = (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: `/api${API.login}`, payload: { email, password } });
