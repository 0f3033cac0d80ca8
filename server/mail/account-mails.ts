import type { School } from '../../common/school.ts';
import type { OutboxMail } from './outbox.ts';

// The mails of a person's own account (issue 29). Plain text, each with the one link it is for
// and a way to reach the school when the person did not ask for it.

type Person = { email: string; firstName: string };

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

export function passwordChangedMail(school: School, to: Person): OutboxMail {
  return {
    to: to.email,
    subject: 'Your password was changed',
    body: [
      `Hello ${to.firstName},`,
      '',
      `The password of your ${school.name} account was changed, and every other device was signed out.`,
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
