import { CALENDAR_FEED_STOPPED } from '../../common/schemas/account.ts';
import type { School } from '../../common/school.ts';
import { dashboardLink } from './mail-links.ts';
import type { OutboxMail } from './outbox.ts';

// The mails of a person's own account (issue 29). Plain text, each with the one link it is for
// and a way to reach the school when the person did not ask for it.

type Person = { email: string | null; firstName: string };

/** The site's page a mailed link opens, with its one-use token. */
export const accountLink = (school: School, page: string, token: string) =>
  `${school.siteUrl}${page}?token=${encodeURIComponent(token)}`;

const reachUs = (school: School) =>
  `If this was not you, please contact ${school.name} at once: ${school.emails.general} or ${school.phones.primary}.`;

export function invitationMail(
  school: School,
  to: Person,
  role: 'teacher' | 'student',
  token: string,
): OutboxMail {
  return {
    to: to.email,
    subject: `Your ${school.name} account`,
    body: [
      `Hello ${to.firstName},`,
      '',
      `${school.name} has made you a ${role}'s account for live lessons and your dashboard.`,
      'Choose your password here (the link works for 7 days, once):',
      accountLink(school, '/accept-invitation', token),
      '',
      `Your email for signing in is ${to.email}.`,
    ].join('\n'),
  };
}

/** A parent's or guardian's invitation: their own account, to follow a child's lessons. */
export function guardianInvitationMail(school: School, to: Person, child: string, token: string): OutboxMail {
  return {
    to: to.email,
    subject: `Your ${school.name} account`,
    body: [
      `Hello ${to.firstName},`,
      '',
      `${school.name} has made you a parent's or guardian's account, to follow ${child}'s lessons, practice and invoices.`,
      'Choose your password here (the link works for 7 days, once):',
      accountLink(school, '/accept-invitation', token),
      '',
      `Your email for signing in is ${to.email}.`,
    ].join('\n'),
  };
}

/** To a guardian with an account already: they are now linked to another child. */
export function guardianLinkedMail(school: School, to: Person, child: string): OutboxMail {
  return {
    to: to.email,
    subject: `You can now follow ${child}'s lessons at ${school.name}`,
    body: [
      `Hello ${to.firstName},`,
      '',
      `Your ${school.name} account is now linked to ${child}'s, as their parent or guardian: their lessons, practice and invoices are on your dashboard.`,
      dashboardLink(school),
      '',
      reachUs(school),
    ].join('\n'),
  };
}

export function passwordResetMail(school: School, to: Person, token: string): OutboxMail {
  return {
    to: to.email,
    subject: `Choose a new password for ${school.name}`,
    body: [
      `Hello ${to.firstName},`,
      '',
      'Someone asked to choose a new password for your account. Choose it here (the link works for 1 hour, once):',
      accountLink(school, '/reset-password', token),
      '',
      'If you did not ask, you can ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** `feedRevoked`: the calendar feed link stopped working with the old password. */
export function passwordChangedMail(
  school: School,
  to: Person,
  { feedRevoked }: { feedRevoked: boolean },
): OutboxMail {
  return {
    to: to.email,
    subject: 'Your password was changed',
    body: [
      `Hello ${to.firstName},`,
      '',
      `The password of your ${school.name} account was changed, and every other device was signed out. Links mailed to you before no longer work.`,
      ...(feedRevoked ? [CALENDAR_FEED_STOPPED] : []),
      reachUs(school),
    ].join('\n'),
  };
}

export function confirmEmailMail(school: School, to: Person, newEmail: string, token: string): OutboxMail {
  return {
    to: newEmail,
    subject: `Confirm your new email for ${school.name}`,
    body: [
      `Hello ${to.firstName},`,
      '',
      `Open this link to make ${newEmail} the email of your ${school.name} account (it works for 24 hours, once):`,
      accountLink(school, '/verify-email', token),
      '',
      'If you did not ask for this, you can ignore this mail.',
    ].join('\n'),
  };
}

/**
 * To the old address as soon as a change is asked for: whoever asked gave the password, so the
 * owner may not have; the one-use link stops the change.
 */
export function emailChangeRequestedMail(
  school: School,
  to: Person,
  newEmail: string,
  token: string,
): OutboxMail {
  return {
    to: to.email,
    subject: 'Someone asked to change your email address',
    body: [
      `Hello ${to.firstName},`,
      '',
      `Someone with your password asked to make ${newEmail} the email of your ${school.name} account. Nothing changes until the link mailed there is opened.`,
      'If this was not you, stop the change here (the link works for 24 hours, once):',
      accountLink(school, '/cancel-email-change', token),
      '',
      'Then choose a new password: whoever asked knows yours. A new password stops the change too.',
      reachUs(school),
    ].join('\n'),
  };
}

/**
 * To the new address when an admin changes the address of an account that has a password: the
 * person signs in with it from now on. The old address is not told: it may be a stranger's, typed
 * by mistake.
 */
export function addressSetByAdminMail(school: School, to: Person): OutboxMail {
  return {
    to: to.email,
    subject: `Your email for ${school.name} was changed`,
    body: [
      `Hello ${to.firstName},`,
      '',
      `${school.name} made this address the email of your account: sign in with it from now on. Links mailed to your earlier address no longer work.`,
      `If you did not expect this, please contact ${school.name}: ${school.emails.general} or ${school.phones.primary}.`,
    ].join('\n'),
  };
}

export function emailChangedMail(school: School, to: Person, newEmail: string): OutboxMail {
  return {
    to: to.email,
    subject: 'Your email address was changed',
    body: [
      `Hello ${to.firstName},`,
      '',
      `The email of your ${school.name} account is now ${newEmail}; mail for the account goes there.`,
      reachUs(school),
    ].join('\n'),
  };
}
