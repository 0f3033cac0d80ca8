import type { School } from '../../common/school.ts';
import type { OutboxMail } from './outbox.ts';

/** One of the new student's courses as the welcome names it. */
export type WelcomeCourse = {
  name: string;
  teacher: string;
  sessions: number;
  validUntil: string;
  /** 'Tue 3 Mar 2026, 18:00 India time', on the student's clock; null when no lessons are booked yet. */
  firstLesson: string | null;
};

/** The school's welcome to an accepted applicant: their courses, teachers and first lessons. */
export function welcomeMail(
  school: School,
  to: { email: string | null; firstName: string },
  courses: readonly WelcomeCourse[],
  invited: boolean,
): OutboxMail {
  const lines = courses.flatMap((c) => [
    `${c.name}, with ${c.teacher}: ${c.sessions} sessions, valid until ${c.validUntil}.`,
    c.firstLesson
      ? `Your first lesson: ${c.firstLesson}.`
      : 'The school will write to you with your lesson times.',
    '',
  ]);
  return {
    to: to.email,
    subject: `Welcome to ${school.name}`,
    body: [
      `Hello ${to.firstName},`,
      '',
      `Welcome to ${school.name}! Your application is accepted and you are enrolled:`,
      '',
      ...lines,
      invited
        ? 'A separate e-mail brings the link to choose your password; then your lessons, invoice and sessions left are on your dashboard.'
        : `Your lessons, invoice and sessions left are on your dashboard: ${school.siteUrl}${school.dashboardUrl}`,
      'Your invoice follows in its own e-mail: as the terms say, it is paid in full before the first class.',
      '',
      `We look forward to making music with you. Questions? ${school.emails.general} or ${school.phones.primary}.`,
    ].join('\n'),
  };
}
