import type { Profile } from '../../common/schemas/account.ts';
import type { ApplicationDetail, ApplicationSummary } from '../../common/schemas/admin-submissions.ts';
import type { AdminUser } from '../../common/schemas/admin-users.ts';
import type { AdmissionApplication } from '../../common/schemas/admission.ts';
import type { MyClass } from '../../common/schemas/classes.ts';
import type { Score, ScoreMark } from '../../common/schemas/live-class/score.ts';
import type { ClassRole } from '../../common/schemas/live-class/shared.ts';
import type { SignalMessage, SignalType } from '../../common/schemas/live-class/signaling.ts';
import {
  enrolmentPart,
  lessonOptions,
  meetingStatus,
  ONE_OFF_AS_MADE,
  partPaidInvoice,
  validApplication,
} from '../../common/test/builders.ts';

export { enrolmentPart, lessonOptions, meetingStatus, ONE_OFF_AS_MADE, partPaidInvoice };

// Test data of the client's tests (the shapes are common/schemas').

/** A valid admission application as the form hands it over: a real File as the payment screenshot. */
export function validAdmissionValues(overrides: Partial<AdmissionApplication> = {}): AdmissionApplication {
  const paymentScreenshot = new File([new Uint8Array([0x89, 0x50])], 'payment.png', { type: 'image/png' });
  return validApplication({ paymentScreenshot, ...overrides }) as AdmissionApplication;
}

/**
 * An admission application in full (GET /api/admin/admission_applications/{id}): Meera Iyer's,
 * id 3, new, for the piano's quarter course, nothing attached, noted or changed yet.
 */
export const applicationDetail = (more: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  id: 3,
  fullName: 'Meera Iyer',
  email: 'meera@example.com',
  contactNumber: '+91 555 0103 456',
  selectedCourses: [{ course: 'piano', type: 'quarter' }],
  createdAt: '2026-01-02T10:00:00Z',
  state: 'new',
  gender: 'female',
  dob: '2001-04-12',
  age: 24,
  address: '12 Example Street',
  city: 'Pune',
  country: 'India',
  nationality: 'Indian',
  occupation: 'Engineer',
  education: 'B.Tech',
  training: null,
  goal: null,
  howKnow: 'Instagram',
  paymentMethod: 'online',
  guardianName: null,
  guardianEmail: null,
  guardianPhone: null,
  files: [],
  notes: '',
  history: [],
  ...more,
});

/** An application as the list shows it: its detail without the files, notes and history. */
export const applicationSummary = ({
  files: _files,
  notes: _notes,
  history: _history,
  ...summary
}: ApplicationDetail): ApplicationSummary => summary;

/** A person in the admin's user list (GET /api/admin/users): an active student, `firstName` Rao. */
export const adminUser = (id: number, firstName: string, more: Partial<AdminUser> = {}): AdminUser => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  role: 'student',
  firstName,
  lastName: 'Rao',
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'active',
  family: [],
  ...more,
});

/** A lesson on a dashboard (GET /api/my_classes): one still to come with the student `with_id`. */
export const myClass = (more: Partial<MyClass> = {}): MyClass => ({
  id: 7,
  batch_name: 'Tabla',
  class_date: '2999-01-02',
  class_time: '18:00',
  starts_at: '2999-01-02T12:30:00.000Z',
  when_label: 'Wed 2 Jan 2999, 18:00 India time',
  duration_minutes: 60,
  status: 'scheduled',
  with_id: 20,
  with_name: 'Asha Rao',
  with_avatar_url: null,
  is_active: false,
  attended: false,
  score_count: 0,
  cancelled_by: null,
  counted_reason: null,
  joined_late: false,
  pending_request: null,
  group: null,
  ...more,
});

/** The signed-in person's profile (GET /api/user/profile): student Asha Rao, id 7, nothing pending. */
export const profile = (more: Partial<Profile> = {}): Profile => ({
  id: 7,
  email: 'asha@example.com',
  username: null,
  role: 'student',
  firstName: 'Asha',
  lastName: 'Rao',
  timeZone: null,
  avatarUrl: null,
  pendingEmail: null,
  mustChangePassword: false,
  ...more,
});

/** The user ids of a score's teacher and student in the stored-mark builder. */
export const MARK_AUTHOR = { teacher: 1, student: 2 } as const satisfies Record<ClassRole, number>;

/** A stored red pen stroke on a page of the score, by `role` (`authorId`, the role's own unless given), with its client key. */
export const scoreMark = (
  id: number,
  role: ClassRole,
  key: string,
  page = 1,
  authorId: number | null = MARK_AUTHOR[role],
): ScoreMark => ({
  id,
  page,
  tool: 'pen',
  color: 'red',
  points: [
    [0.1, 0.1],
    [0.2, 0.2],
  ],
  text: null,
  author_role: role,
  author_id: authorId,
  client_key: key,
  created_at: '2026-03-03T10:01:00.000Z',
});

/** A shared score (GET /api/class_scores): Yaman.pdf of class 7, 3 pages at page 1, opened by the teacher, unlocked. */
export const score = (id: number, marks: ScoreMark[] = [], more: Partial<Score> = {}): Score => ({
  id,
  class_id: 7,
  file_name: 'Yaman.pdf',
  mime_type: 'application/pdf',
  size_bytes: 1000,
  pages: 3,
  page: 1,
  locked: false,
  opened_by: 'teacher',
  url: `/api/class_scores/${id}/file`,
  marked_pdf_url: `/api/class_scores/${id}/marked.pdf`,
  created_at: '2026-03-03T10:00:00.000Z',
  marks,
  marks_after: null,
  mark_count: marks.length,
  ...more,
});

let nextSignalId = 1;

/** A signal from one party to the other, as the room's inbox hands it over (ids in order). */
export const signalMessage = (
  message_type: SignalType,
  data: unknown,
  from_role: ClassRole = 'teacher',
): SignalMessage => ({
  id: nextSignalId++,
  message_type,
  data,
  from_role,
  to_role: from_role === 'teacher' ? 'student' : 'teacher',
  created_at: new Date().toISOString(),
});
