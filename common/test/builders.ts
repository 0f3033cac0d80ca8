import type { AdminClass } from '../schemas/admin-classes.ts';
import type { AdmissionInput } from '../schemas/admission.ts';
import type { FileLike } from '../schemas/admission-rules.ts';
import type { LessonOptions } from '../schemas/calendar.ts';
import type { MyInvoice, TaughtEnrolment } from '../schemas/enrolments.ts';
import type { MeetingStatus } from '../schemas/live-class/meeting-status.ts';

// Test data both sides' tests build on (the shapes are common/schemas'). The server's tests
// take it through server/test/builders.ts, the client's through client/test/builders.ts.

/** A payment screenshot as the admission rules see a file. */
export const sampleImage = (size = 1000, name = 'receipt.png', type = 'image/png'): FileLike => ({
  name,
  size,
  type,
});

/** An admission application that passes every rule of the form, with `overrides` applied. */
export function validApplication<T extends object = object>(
  overrides: T = {} as T,
): Omit<AdmissionInput, keyof T> & T {
  const base: AdmissionInput = {
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    contactNumber: '+1 555 0100 123',
    gender: 'female',
    dob: '2005-04-01',
    age: '21',
    address: '12 Example Street',
    city: 'Demo City',
    country: 'India',
    nationality: 'Indian',
    occupation: 'Student',
    education: 'BA',
    selectedCourses: [{ course: 'piano', type: 'crash' }],
    training: '',
    goal: 'Sing on stage',
    howKnow: 'A friend told me',
    paymentMethod: 'online',
    nationalityId: null,
    paymentScreenshot: sampleImage(),
    terms: true,
    privacy: true,
    notRobot: true,
  };
  return { ...base, ...overrides } as Omit<AdmissionInput, keyof T> & T;
}

/**
 * A class's meeting status: nobody there and not started unless `overrides` say so; the join
 * counts follow the joined flags unless given.
 */
export function meetingStatus(overrides: Partial<MeetingStatus> = {}): MeetingStatus {
  return {
    teacher_joined: 0,
    student_joined: 0,
    is_started: 0,
    teacher_left: 0,
    student_left: 0,
    is_completed: 0,
    teacher_joins: overrides.teacher_joined ? 1 : 0,
    student_joins: overrides.student_joined ? 1 : 0,
    music_mode: 0,
    low_latency: 0,
    low_latency_fell_back: 0,
    recording: 0,
    ...overrides,
  };
}

/**
 * What a person may do with a lesson (GET /api/classes/{id}/options): reschedule and cancel,
 * neither refused, a cancel that does not count, with the policy's `policyWords`.
 */
export const lessonOptions = (policyWords: string[], more: Partial<LessonOptions> = {}): LessonOptions => ({
  can_reschedule: true,
  reschedule_refusal: null,
  can_cancel: true,
  cancel_refusal: null,
  cancel_counts_as_completed: false,
  policy_words: policyWords,
  ...more,
});

/** An enrolment as each view of it shows it (whose it is left out). */
export type EnrolmentPart = Omit<TaughtEnrolment, 'student'>;

/**
 * An enrolment's own part: the piano's quarter course, running, 7 of its 24 sessions left (17
 * used, 1 booked, 6 free to book) until 14 Mar 2027.
 */
export const enrolmentPart = (more: Partial<EnrolmentPart> = {}): EnrolmentPart => ({
  id: 5,
  name: 'Piano/Keyboard - Quarter Course',
  course: 'piano',
  planType: 'quarter',
  sessions: 24,
  used: 17,
  booked: 1,
  left: 7,
  free: 6,
  validFrom: '2026-09-15',
  validUntil: '2027-03-14',
  status: 'active',
  endedOn: null,
  standing: '7 of 24 sessions left, valid until 14 Mar 2027',
  ...more,
});

type MyPayment = MyInvoice['payments'][number];

/** A student's invoice of ₹15,000 with ₹5,000 paid by UPI, as their enrolments show it, its numbers and dates given. */
export const partPaidInvoice = (
  invoice: Pick<MyInvoice, 'id' | 'number' | 'issueDate' | 'dueDate'>,
  payment: Pick<MyPayment, 'id' | 'receiptNumber' | 'paidOn'>,
): MyInvoice => ({
  ...invoice,
  total: '₹15,000.00',
  paid: '₹5,000.00',
  balance: '₹10,000.00',
  balanceMinor: 1_000_000,
  status: 'part_paid',
  payments: [{ ...payment, amount: '₹5,000.00', method: 'upi', methodLabel: 'UPI' }],
});

/** A one-off lesson as it was made: scheduled, in no series, never cancelled, moved or late. */
export const ONE_OFF_AS_MADE = {
  status: 'scheduled',
  seriesId: null,
  cancelledBy: null,
  countedReason: null,
  joinedLate: false,
  makeUpFor: null,
  enrolmentId: null,
} as const satisfies Partial<AdminClass>;
