import type { ApplicationState } from './fees/fee-states.ts';

// The school's words to an applicant when the admin waitlists or declines their application
// (issue 44). Plain text, mailed as it is; the school may change these.

type ReplyFacts = {
  /** The applicant's name as they wrote it on the form. */
  applicantName: string;
  schoolName: string;
  email: string;
  phone: string;
};

type Reply = { subject(f: ReplyFacts): string; body(f: ReplyFacts): string };

const signature = (f: ReplyFacts) => ['With warm wishes,', f.schoolName].join('\n');

export const APPLICATION_REPLIES = {
  waitlisted: {
    subject: (f) => `Your application to ${f.schoolName}: you are on our waiting list`,
    body: (f) =>
      [
        `Dear ${f.applicantName},`,
        '',
        `Thank you for applying to ${f.schoolName}. Our classes are full just now, so we have kept a place for you on our waiting list.`,
        'As soon as a place opens, you will be the first to hear from us. There is nothing more you need to do.',
        '',
        `If you have a question meanwhile, write to us at ${f.email} or call ${f.phone}.`,
        '',
        signature(f),
      ].join('\n'),
  },
  declined: {
    subject: (f) => `Your application to ${f.schoolName}`,
    body: (f) =>
      [
        `Dear ${f.applicantName},`,
        '',
        `Thank you for applying to ${f.schoolName}, and for telling us about your music.`,
        'We are sorry that we cannot offer you a place this time.',
        'You are always welcome to apply again, and we hope music keeps bringing you joy.',
        '',
        `If you would like to talk it over, write to us at ${f.email} or call ${f.phone}.`,
        '',
        signature(f),
      ].join('\n'),
  },
} as const satisfies Partial<Record<ApplicationState, Reply>>;

export type RepliedState = keyof typeof APPLICATION_REPLIES;

/** Whether moving an application to `state` mails the applicant. */
export const repliesTo = (state: ApplicationState): state is RepliedState => state in APPLICATION_REPLIES;
