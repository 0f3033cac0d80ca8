import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATES,
  DOCUMENT_KINDS,
  ENROLMENT_ACTIONS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  MONEY_ACTIONS,
  PAYMENT_METHODS,
} from '../../common/fees/fee-states.ts';
import { ASSIGNMENT_STATES } from '../../common/schemas/assignments.ts';
import { ROLES } from '../../common/schemas/auth.ts';
import { CONSENT_KINDS } from '../../common/schemas/consents.ts';
import type { PracticeState } from '../../common/schemas/live-class/practice.ts';
import { SCORE_COLORS, SCORE_TOOLS, type ScoreEvent } from '../../common/schemas/live-class/score.ts';

// Binary file content, kept in the database so a file and the record that owns it are
// written in one transaction (so a crash never leaves one without the other).
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A file a mail carries: text as it is (iCalendar), or binary (a PDF) as base64 with
 * `encoding: 'base64'`, which the mail transport (nodemailer) decodes to the file's bytes.
 */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' };

/** Every moment is an instant: a timestamp with time zone. */
const instant = <Name extends string>(name: Name) => timestamp(name, { withTimezone: true });
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** The class a row belongs to: the row is deleted with the class. */
const ofClass = () =>
  integer('class_id')
    .notNull()
    .references(() => classes.id, { onDelete: 'cascade' });
/** The person a row belongs to: the row is deleted with them. */
const ofUser = <Name extends string>(name: Name) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** A person a row names and keeps: they cannot be deleted while it stands. */
const userKept = <Name extends string>(name: Name) =>
  integer(name)
    .notNull()
    .references(() => users.id);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null for a child signed in by the username a guardian chose (issue 45): their mail goes to the guardians. */
    email: text('email'),
    /** A child's sign-in name, chosen by a guardian, for an account without an e-mail of its own. */
    username: text('username'),
    /** argon2id; null for an invited account whose person has not yet chosen a password. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** A password an admin typed: the person must choose their own at the next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** IANA zone (e.g. Europe/London), from the browser at first sign-in; null until then. */
    timeZone: text('time_zone'),
    /** A student's date of birth (from the admission accepted): the age rules for children read it. */
    dateOfBirth: date('date_of_birth'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    check('users_email_or_username', sql`${t.email} is not null or ${t.username} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie's token: a leaked table does not give live sessions.
    tokenHash: text('token_hash').primaryKey(),
    userId: ofUser('user_id'),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A weekly series of lessons (issue 28): the lessons it made are classes with its id. Its
 * weekdays and start time are the school's wall clock (SCHOOL_TIME_ZONE), so a lesson at 18:00
 * school time stays there when other zones change their clocks.
 */
export const classSeries = pgTable(
  'class_series',
  {
    id: serial('id').primaryKey(),
    batchName: text('batch_name').notNull(),
    teacherId: userKept('teacher_id'),
    studentId: userKept('student_id'),
    /** ISO weekdays, 1 = Monday ... 7 = Sunday, ascending. */
    weekdays: integer('weekdays').array().notNull(),
    /** HH:MM on the school's clock. */
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    firstDate: date('first_date').notNull(),
    /** The end: a last date, or a number of lessons (exactly one of the two). */
    untilDate: date('until_date'),
    lessonCount: integer('lesson_count'),
    joinPasswordHash: text('join_password_hash'),
    /** Set when the series was ended early: lessons from this school date on were removed. */
    endedFrom: date('ended_from'),
    createdAt: createdAt(),
  },
  (t) => [
    index('class_series_teacher_idx').on(t.teacherId),
    index('class_series_student_idx').on(t.studentId),
  ],
);

/**
 * A weekly group class (issue 49): one teacher and 2 to GROUP_CLASS_MAX_STUDENTS students, on
 * the same fields as a series. Each lesson is one classes row per student (their place), all with
 * this id and the same start: attendance, the policies, reminders and clashes work per student
 * as for any lesson; the media go through a Janus VideoRoom.
 */
export const groupClasses = pgTable(
  'group_classes',
  {
    id: serial('id').primaryKey(),
    batchName: text('batch_name').notNull(),
    teacherId: userKept('teacher_id'),
    studentIds: integer('student_ids').array().notNull(),
    weekdays: integer('weekdays').array().notNull(),
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    firstDate: date('first_date').notNull(),
    untilDate: date('until_date'),
    lessonCount: integer('lesson_count'),
    createdAt: createdAt(),
  },
  (t) => [index('group_classes_teacher_idx').on(t.teacherId)],
);

export const CANCELLED_BY = ['student', 'teacher', 'school'] as const;
/** Why a lesson that was not held counts as completed (attendance shows it). */
export const COUNTED_REASONS = ['late_cancellation', 'no_show'] as const;

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    batchName: text('batch_name').notNull(),
    teacherId: userKept('teacher_id'),
    studentId: userKept('student_id'),
    /** The lesson's start, an instant; the school's date and clock time are derived from it. */
    startsAt: instant('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    joinPasswordHash: text('join_password_hash'),
    isStarted: boolean('is_started').notNull().default(false),
    startedAt: instant('started_at'),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: instant('completed_at'),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    /** Who cancelled: a school or teacher cancellation is owed as a make-up. */
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    cancelledAt: instant('cancelled_at'),
    /** Set when a lesson not held counts as completed: a cancellation too late, or a no-show. */
    countedReason: text('counted_reason', { enum: COUNTED_REASONS }),
    /** The student joined more than the policy's minutes after the start. */
    joinedLate: boolean('joined_late').notNull().default(false),
    /** The weekly series that made this lesson, if any. */
    seriesId: integer('series_id').references(() => classSeries.id, { onDelete: 'set null' }),
    /** The group class this lesson is one student's place in, if any. */
    groupClassId: integer('group_class_id').references((): AnyPgColumn => groupClasses.id, {
      onDelete: 'cascade',
    }),
    /** The enrolment (lesson package) this lesson counts against, if any (issue 44). */
    enrolmentId: integer('enrolment_id').references((): AnyPgColumn => enrolments.id, {
      onDelete: 'set null',
    }),
    /** The cancelled lesson this one makes up for (one make-up each). */
    makeUpFor: integer('make_up_for').references((): AnyPgColumn => classes.id, { onDelete: 'set null' }),
    /** iCalendar SEQUENCE: raised on every move and on cancellation, so calendars take the newest. */
    sequence: integer('sequence').notNull().default(0),
    /** The teacher's 'Music mode': original sound (no voice processing, stereo Opus) for both parties. */
    musicMode: boolean('music_mode').notNull().default(false),
    /** The teacher's 'Low latency' within music mode: 10 ms packets, the camera giving way to the sound. */
    lowLatency: boolean('low_latency').notNull().default(false),
    /** The room turned low latency off by itself (the sound broke up); cleared when it is turned on. */
    lowLatencyFellBack: boolean('low_latency_fell_back').notNull().default(false),
    /** The practice tools (metronome, drone) as the teacher last set them; null: never used, both off. */
    practiceTools: jsonb('practice_tools').$type<PracticeState>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('classes_teacher_starts_idx').on(t.teacherId, t.startsAt),
    index('classes_student_starts_idx').on(t.studentId, t.startsAt),
    index('classes_series_idx').on(t.seriesId),
    index('classes_enrolment_idx').on(t.enrolmentId),
    index('classes_group_starts_idx').on(t.groupClassId, t.startsAt),
    uniqueIndex('classes_make_up_for_key').on(t.makeUpFor),
  ],
);

export const CHANGE_ACTIONS = [
  'created',
  'edited',
  'moved',
  'cancelled',
  'reschedule_requested',
  'reschedule_accepted',
  'reschedule_declined',
  'counted_completed',
  'marked_late',
  'series_ended',
] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** Every change to a lesson: who, when, what, and which rule allowed or decided it. */
export const classChanges = pgTable(
  'class_changes',
  {
    id: serial('id').primaryKey(),
    classId: ofClass(),
    /** Null when the system did it (a job). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: [...ROLES, 'system'] }).notNull(),
    action: text('action', { enum: CHANGE_ACTIONS }).notNull(),
    fromStartsAt: instant('from_starts_at'),
    toStartsAt: instant('to_starts_at'),
    /** The policy rule that allowed, refused or decided it (a key of common/lesson-policy.ts). */
    rule: text('rule'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('class_changes_class_idx').on(t.classId, t.id)],
);

/** A student's request to move a lesson to one of the times they proposed; the teacher decides. */
export const rescheduleRequests = pgTable(
  'reschedule_requests',
  {
    id: serial('id').primaryKey(),
    classId: ofClass(),
    requestedBy: userKept('requested_by'),
    /** ISO instants, earliest first. */
    proposedTimes: jsonb('proposed_times').$type<string[]>().notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('pending'),
    acceptedTime: instant('accepted_time'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reschedule_requests_class_idx').on(t.classId),
    // One open request a lesson.
    uniqueIndex('reschedule_requests_pending_key').on(t.classId).where(sql`${t.status} = 'pending'`),
  ],
);

/** A reminder sent: one a lesson, person, kind and start instant, so none goes twice. */
export const lessonReminders = pgTable(
  'lesson_reminders',
  {
    classId: ofClass(),
    userId: ofUser('user_id'),
    kind: text('kind', { enum: ['24h', '15m'] }).notNull(),
    startsAt: instant('starts_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId, t.kind, t.startsAt] })],
);

/** A person's private calendar feed: only the token's SHA-256 is kept; a new one replaces it. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.tokenHash)],
);

export const classAttendance = pgTable(
  'class_attendance',
  {
    id: serial('id').primaryKey(),
    classId: ofClass(),
    userId: userKept('user_id'),
    role: text('role', { enum: ['teacher', 'student'] }).notNull(),
    action: text('action', { enum: ['join', 'leave'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('class_attendance_class_idx').on(t.classId, t.id)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  type: text('type').notNull().default('general'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  name: text('name').notNull(),
  mediaUrl: text('media_url'),
  isDeleted: integer('is_deleted').notNull().default(0),
  createdAt: createdAt(),
});

export const instafeeds = pgTable('instafeeds', {
  id: serial('id').primaryKey(),
  instafeedUrl: text('instafeed_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  handledAt: instant('handled_at'),
  createdAt: createdAt(),
});

export const admissionApplications = pgTable('admission_applications', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  contactNumber: text('contact_number').notNull(),
  gender: text('gender', { enum: ['male', 'female', 'other'] }).notNull(),
  dob: date('dob').notNull(),
  age: integer('age').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  nationality: text('nationality').notNull(),
  occupation: text('occupation').notNull(),
  education: text('education').notNull(),
  selectedCourses: jsonb('selected_courses').$type<{ course: string; type: string }[]>().notNull(),
  training: text('training'),
  goal: text('goal'),
  howKnow: text('how_know').notNull(),
  paymentMethod: text('payment_method', { enum: ['cash', 'online'] }).notNull(),
  /** A parent or guardian's details: asked when the applicant is under 18 (issue 45). */
  guardianName: text('guardian_name'),
  guardianEmail: text('guardian_email'),
  guardianPhone: text('guardian_phone'),
  /** Where the application stands (issue 44); every change is in application_events. */
  state: text('state', { enum: APPLICATION_STATES }).notNull().default('new'),
  /** The admin's notes on the application. */
  notes: text('notes').notNull().default(''),
  /** The account it became (accepted): an existing account with its e-mail is linked, not duplicated. */
  studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** An application's history: who moved it to which state, or wrote which note, and when. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => admissionApplications.id, { onDelete: 'cascade' }),
    /** Null when the system did it (the migration from 'handled'). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromState: text('from_state', { enum: APPLICATION_STATES }),
    toState: text('to_state', { enum: APPLICATION_STATES }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.id)],
);

export const admissionFiles = pgTable(
  'admission_files',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => admissionApplications.id, { onDelete: 'cascade' }),
    field: text('field', { enum: ['nationalityId', 'paymentScreenshot'] }).notNull(),
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admission_files_application_idx').on(t.applicationId)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Files sent with the mail (a lesson's iCalendar invitation); null: none. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sendAfter: instant('send_after').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sendAfter).where(sql`${t.sentAt} is null`)],
);

// ---- live class (issue 6) ----

/** The sessions that passed a class's join password; the join calls refuse the others. */
export const classJoinPasses = pgTable(
  'class_join_passes',
  {
    classId: ofClass(),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.sessionTokenHash] })],
);

/**
 * One-time links that sign a phone in as a member of a class, to send its camera as that
 * member's second camera (issue 31). Only the token's SHA-256 is kept; a link works once, for ten
 * minutes.
 */
export const cameraLinks = pgTable(
  'camera_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ofUser('user_id'),
    classId: ofClass(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('camera_links_user_class_idx').on(t.userId, t.classId)],
);

/**
 * What a used camera link gives a phone (its `ms_camera` cookie): the member's second camera in
 * that one class, never a session of theirs. Only the phone camera's calls read it, and only
 * until the class is completed or cancelled, or `expires_at`. Only the token's SHA-256 is kept.
 */
export const cameraSessions = pgTable(
  'camera_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ofUser('user_id'),
    classId: ofClass(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('camera_sessions_user_idx').on(t.userId)],
);

/** WebRTC signalling between the class's two members, in order (id); old rows are cleaned up. */
export const classSignals = pgTable(
  'class_signals',
  {
    id: serial('id').primaryKey(),
    classId: ofClass(),
    fromRole: text('from_role', { enum: ['teacher', 'student'] }).notNull(),
    toRole: text('to_role', { enum: ['teacher', 'student'] }).notNull(),
    messageType: text('message_type').notNull(),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('class_signals_class_to_idx').on(t.classId, t.toRole, t.id)],
);

export const classChatMessages = pgTable(
  'class_chat_messages',
  {
    id: serial('id').primaryKey(),
    classId: ofClass(),
    senderId: userKept('sender_id'),
    senderRole: text('sender_role', { enum: ['teacher', 'student'] }).notNull(),
    messageType: text('message_type', {
      enum: ['text', 'image', 'video', 'audio', 'document', 'file'],
    }).notNull(),
    messageContent: text('message_content').notNull(),
    /** The sender's own id for the message: a resend of it (its answer was lost) is not stored again. */
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('class_chat_messages_class_idx').on(t.classId, t.id),
    uniqueIndex('class_chat_messages_sender_key').on(t.classId, t.senderId, t.clientKey),
  ],
);

/**
 * The file of a chat file message, written in the same transaction as the message. Its bytes are
 * in the file store (disk or S3) under `storageKey`; a file sent before migration 0007 keeps them
 * in `data` until the server moves them there (chat/move-to-store.ts). One of the two is always set.
 */
export const classChatFiles = pgTable(
  'class_chat_files',
  {
    messageId: integer('message_id')
      .primaryKey()
      .references(() => classChatMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key'),
    data: bytea('data'),
  },
  (t) => [check('class_chat_files_bytes_kept', sql`${t.storageKey} is not null or ${t.data} is not null`)],
);

/** Whiteboard notes, one text per class and user. */
export const classNotes = pgTable(
  'class_notes',
  {
    classId: ofClass(),
    userId: ofUser('user_id'),
    notesContent: text('notes_content').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] })],
);

/**
 * A lesson's recording (at most one a class): made in the teacher's browser, uploaded in parts,
 * joined into one file when it stops. 'recording' while a segment is open, 'processing' while the
 * file is being made, 'ready' only when whole, 'failed' with the reason.
 */
export const classRecordings = pgTable(
  'class_recordings',
  {
    id: serial('id').primaryKey(),
    /** The lesson's, or (a recital's recording, issue 49) null with `recitalId` set: one of the two. */
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    recitalId: integer('recital_id').references((): AnyPgColumn => recitals.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['recording', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('recording'),
    /** Bytes received for the lesson (its limit counts these), and the joined file's size. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    fileBytes: bigint('file_bytes', { mode: 'number' }),
    durationMs: integer('duration_ms'),
    mimeType: text('mime_type').notNull().default('video/webm'),
    failure: text('failure'),
    /** Joins started since recording last started: at most MAX_JOIN_ATTEMPTS, then 'failed'. */
    joinAttempts: integer('join_attempts').notNull().default(0),
    /** The segment the teacher's browser uploads into (null when not recording), and how many were opened. */
    openSegment: integer('open_segment'),
    segments: integer('segments').notNull().default(0),
    /** When the open segment started (null when not recording): both sides show the running time. */
    recordingSince: instant('recording_since'),
    readyAt: instant('ready_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('class_recordings_class_key').on(t.classId),
    uniqueIndex('class_recordings_recital_key').on(t.recitalId),
    index('class_recordings_status_idx').on(t.status, t.updatedAt),
    check('class_recordings_one_owner', sql`(${t.classId} is null) <> (${t.recitalId} is null)`),
  ],
);

/** One uploaded part (at most 5 s) of a segment; its bytes are in the recording store. */
export const classRecordingParts = pgTable(
  'class_recording_parts',
  {
    recordingId: integer('recording_id')
      .notNull()
      .references(() => classRecordings.id, { onDelete: 'cascade' }),
    /** Each start of recording in the lesson is a new segment (a reload of the teacher's page too). */
    segment: integer('segment').notNull(),
    seq: integer('seq').notNull(),
    /** Its bytes' name in the recording store: the upload that claimed the row wrote them under it. */
    name: text('name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.segment, t.seq] })],
);

// ---- accounts (issue 26) ----

/**
 * Sign-in attempts per account (the e-mail address as typed, lower case) and client address in
 * the current window, counted before the password is checked. In the database, so every
 * instance counts the same attempts; per address too, so nobody locks an account out from elsewhere.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    attempts: integer('attempts').notNull(),
    windowEnds: instant('window_ends').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.address] }),
    index('sign_in_attempts_window_idx').on(t.windowEnds),
  ],
);

/**
 * One-use links mailed to a person: an invitation, a password reset (also the first admin's, from
 * `npm run admin:create`) or a new e-mail address to confirm. Only the token's SHA-256 is kept.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ofUser('user_id'),
    purpose: text('purpose', {
      enum: ['invitation', 'password-reset', 'email-change', 'email-change-cancel'],
    }).notNull(),
    /** The address an e-mail change moves to (purposes 'email-change' and 'email-change-cancel'). */
    newEmail: text('new_email'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Requests counted per key in a window (forgot-password per address typed and per client
 * address): in the database, so every instance counts the same requests.
 */
export const requestLimits = pgTable(
  'request_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    windowEnds: instant('window_ends').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('request_limits_window_idx').on(t.windowEnds)],
);

/** A person's photo, re-encoded (WebP, 256 px, no metadata): small, so kept with the account. */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  /** Changes with every new photo: part of the photo's address, so caches never show an old one. */
  version: text('version').notNull(),
  updatedAt: updatedAt(),
});

// ---- practice between lessons (issue 30) ----

/** What a teacher set a student to practise. */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    studentId: ofUser('student_id'),
    teacherId: ofUser('teacher_id'),
    /** The lesson it was set in or after. */
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    /** The lesson it is due by. */
    dueClassId: integer('due_class_id').references(() => classes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    tempoGoal: integer('tempo_goal'),
    tala: text('tala'),
    state: text('state', { enum: ASSIGNMENT_STATES }).notNull().default('open'),
    /** A score or recording, its bytes in the chat files' store under this key. */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentBytes: integer('attachment_bytes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assignments_student_idx').on(t.studentId, t.createdAt),
    index('assignments_teacher_idx').on(t.teacherId),
  ],
);

/** Time practised: counted by the practice room, or added by the student. */
export const practiceLog = pgTable(
  'practice_log',
  {
    id: serial('id').primaryKey(),
    studentId: ofUser('student_id'),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    /** The student's own calendar day. */
    day: date('day').notNull(),
    seconds: integer('seconds').notNull(),
    source: text('source', { enum: ['room', 'self'] }).notNull(),
    /** The metronome's fastest tempo while it ran. */
    tempo: integer('tempo'),
    createdAt: createdAt(),
  },
  (t) => [index('practice_log_student_day_idx').on(t.studentId, t.day)],
);

/** A recording the student sends the teacher for an assignment, and the teacher's answer. */
export const practiceTakes = pgTable(
  'practice_takes',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: ofUser('student_id'),
    /** Its bytes in the practice files' store (beside the recordings). */
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationMs: integer('duration_ms').notNull(),
    note: text('note').notNull().default(''),
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [index('practice_takes_assignment_idx').on(t.assignmentId)],
);

/** The teacher's comment at a moment of a take. */
export const takeComments = pgTable(
  'take_comments',
  {
    id: serial('id').primaryKey(),
    takeId: integer('take_id')
      .notNull()
      .references(() => practiceTakes.id, { onDelete: 'cascade' }),
    authorId: ofUser('author_id'),
    atMs: integer('at_ms').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('take_comments_take_idx').on(t.takeId, t.atMs)],
);

// ---- the shared score (issue 31) ----

/** A score either party opened in a lesson: its bytes beside the chat files, the page both see. */
export const classScores = pgTable(
  'class_scores',
  {
    id: serial('id').primaryKey(),
    classId: ofClass(),
    openedBy: text('opened_by', { enum: ['teacher', 'student'] }).notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    pages: integer('pages').notNull(),
    page: integer('page').notNull().default(1),
    locked: boolean('locked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('class_scores_class_idx').on(t.classId)],
);

/**
 * An audio file either party plays into the lesson (issue 48), its bytes in the chat files' store
 * under its class, as a score's.
 */
export const classBackingTracks = pgTable(
  'class_backing_tracks',
  {
    id: serial('id').primaryKey(),
    classId: ofClass(),
    addedBy: text('added_by', { enum: ['teacher', 'student'] }).notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('class_backing_tracks_class_idx').on(t.classId)],
);

/** A mark on a page of a score: a stroke's points (fractions of the page) or a text note. */
export const scoreMarks = pgTable(
  'score_marks',
  {
    id: serial('id').primaryKey(),
    scoreId: integer('score_id')
      .notNull()
      .references(() => classScores.id, { onDelete: 'cascade' }),
    authorRole: text('author_role', { enum: ['teacher', 'student'] }).notNull(),
    /**
     * Who drew it (a group lesson's students share a role). Null only for a group lesson's student
     * marks made before authors were kept: whose they were is not known.
     */
    authorId: integer('author_id').references(() => users.id),
    page: integer('page').notNull(),
    tool: text('tool', { enum: SCORE_TOOLS }).notNull(),
    color: text('color', { enum: SCORE_COLORS }).notNull(),
    points: jsonb('points').$type<[number, number][]>().notNull(),
    /** How many points: a page of marks is cut by them without reading them. */
    pointCount: integer('point_count').notNull().default(0),
    text: text('text'),
    /** The sender's own key: a mark sent twice is stored once. */
    clientKey: text('client_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('score_marks_client_key').on(t.scoreId, t.authorId, t.clientKey),
    index('score_marks_score_idx').on(t.scoreId, t.page),
  ],
);

/** What happened to a class's scores, in order: the push stream sends them after its cursor. */
export const scoreEvents = pgTable(
  'score_events',
  {
    id: serial('id').primaryKey(),
    classId: ofClass(),
    data: jsonb('data').$type<ScoreEvent>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('score_events_class_idx').on(t.classId, t.id)],
);

// ---- enrolments, invoices and payments (issue 44) ----
// Money is integer minor units (paise), never a float; a tax rate is in basis points (1800 = 18%).

/** The school's price of each course and plan, in minor units of the school's currency. */
export const coursePrices = pgTable(
  'course_prices',
  {
    course: text('course').notNull(),
    planType: text('plan_type').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.course, t.planType] }),
    check('course_prices_amount', sql`${t.amountMinor} >= 0`),
  ],
);

/** A student's lesson package: a course and plan, its sessions, validity, price and teacher. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    studentId: userKept('student_id'),
    teacherId: userKept('teacher_id'),
    course: text('course').notNull(),
    planType: text('plan_type').notNull(),
    sessions: integer('sessions').notNull(),
    /** School dates: the first day of validity and the last (unused sessions expire after it). */
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    applicationId: integer('application_id').references(() => admissionApplications.id, {
      onDelete: 'set null',
    }),
    /** The enrolment this one renews, if any. */
    renewsId: integer('renews_id').references((): AnyPgColumn => enrolments.id, { onDelete: 'set null' }),
    /** When the student was offered a renewal (once per enrolment). */
    renewalOfferedAt: instant('renewal_offered_at'),
    /** Ended early by the admin: no more lessons are booked on it. */
    endedAt: instant('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('enrolments_student_idx').on(t.studentId),
    index('enrolments_teacher_idx').on(t.teacherId),
    index('enrolments_valid_until_idx').on(t.validUntil),
    check('enrolments_sessions', sql`${t.sessions} > 0`),
    check('enrolments_validity', sql`${t.validUntil} >= ${t.validFrom}`),
  ],
);

/** An enrolment's history: created, extended (with the reason), renewal offered, ended, expired. */
export const enrolmentEvents = pgTable(
  'enrolment_events',
  {
    id: serial('id').primaryKey(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ENROLMENT_ACTIONS }).notNull(),
    fromUntil: date('from_until'),
    toUntil: date('to_until'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('enrolment_events_enrolment_idx').on(t.enrolmentId, t.id)],
);

/**
 * The last number given to each kind of document in each financial year. Taken by an upsert that
 * holds the row until the transaction ends: numbers come without gaps or repeats, across instances.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** e.g. '2026-27' (April to March in the school's zone). */
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** What the school's invoices print of the school, as it was when issued. */
export type SchoolOnInvoice = { name: string; address: string; taxId: string | null; upiId: string | null };

/**
 * An invoice or credit note. A draft has no number and may change; once issued it never changes
 * (a correction or refund is a credit note naming it). Its totals are stored as issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull().default('invoice'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    /** e.g. HSM/2026-27/0001; null while a draft. */
    number: text('number'),
    financialYear: text('financial_year'),
    sequence: integer('sequence'),
    /** The invoice a credit note corrects. */
    creditFor: integer('credit_for').references((): AnyPgColumn => invoices.id),
    studentId: userKept('student_id'),
    enrolmentId: integer('enrolment_id').references(() => enrolments.id, { onDelete: 'set null' }),
    /** School dates. */
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    /** The school and the student as printed when issued. */
    school: jsonb('school').$type<SchoolOnInvoice>(),
    billedName: text('billed_name').notNull(),
    billedEmail: text('billed_email').notNull(),
    note: text('note'),
    issuedAt: instant('issued_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_sequence_key').on(t.kind, t.financialYear, t.sequence),
    index('invoices_student_idx').on(t.studentId, t.id),
    index('invoices_enrolment_idx').on(t.enrolmentId),
    // A balance sums an invoice's credit notes: without it each balance reads every invoice.
    index('invoices_credit_for_idx').on(t.creditFor).where(sql`${t.creditFor} is not null`),
    index('invoices_due_idx').on(t.dueDate).where(sql`${t.status} = 'issued' and ${t.kind} = 'invoice'`),
    check('invoices_total', sql`${t.totalMinor} = ${t.subtotalMinor} + ${t.taxMinor}`),
    check('invoices_issued_numbered', sql`(${t.status} = 'draft') = (${t.number} is null)`),
  ],
);

/** An invoice's lines, in order; a course line names its course and plan (for the reports). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitMinor: integer('unit_minor').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    course: text('course'),
    planType: text('plan_type'),
  },
  (t) => [
    uniqueIndex('invoice_lines_position_key').on(t.invoiceId, t.position),
    check('invoice_lines_amount', sql`${t.amountMinor} = ${t.quantity} * ${t.unitMinor}`),
  ],
);

/** Money received against an invoice; each has a receipt with its own number. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountMinor: integer('amount_minor').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** The UPI or bank reference; empty for cash. */
    reference: text('reference').notNull().default(''),
    /** The school date it was paid. */
    paidOn: date('paid_on').notNull(),
    receiptNumber: text('receipt_number').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_paid_on_idx').on(t.paidOn),
    uniqueIndex('payments_receipt_key').on(t.receiptNumber),
    // A bank or UPI reference is recorded once (a statement uploaded twice proposes nothing new).
    uniqueIndex('payments_reference_key').on(t.method, t.reference).where(sql`${t.reference} <> ''`),
    check('payments_amount', sql`${t.amountMinor} > 0`),
  ],
);

/** Reminders sent for an overdue invoice: one row per invoice and step, so no step is sent twice. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** 0: 3 days after the due date; n: n weeks after that. */
    step: integer('step').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.step] })],
);

/** Every change of money: who, when, what (the money log). */
export const moneyLog = pgTable(
  'money_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: MONEY_ACTIONS }).notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('money_log_invoice_idx').on(t.invoiceId)],
);

/** Choices the school makes once in the admin screens and keeps (a statement's column names). */
export const schoolSettings = pgTable('school_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

// ---- families (issue 45) ----

/** A guardian (role guardian) of a student: each may hold several children, a child several guardians. */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    guardianId: ofUser('guardian_id'),
    studentId: ofUser('student_id'),
    /** The admin who linked them, or the guardian who invited a second guardian. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guardianId, t.studentId] }),
    index('guardian_links_student_idx').on(t.studentId),
  ],
);

/**
 * What the teacher writes home after a lesson (one note a lesson): the shared part (covered, to
 * practise) goes to the student and guardians; the private remark never leaves teachers and admins.
 */
export const lessonNotes = pgTable(
  'lesson_notes',
  {
    id: serial('id').primaryKey(),
    classId: ofClass(),
    teacherId: userKept('teacher_id'),
    covered: text('covered').notNull().default(''),
    toPractise: text('to_practise').notNull().default(''),
    privateRemark: text('private_remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When its shared part was mailed (one message a lesson); null: not yet. */
    mailedAt: instant('mailed_at'),
  },
  (t) => [
    uniqueIndex('lesson_notes_class_key').on(t.classId),
    index('lesson_notes_teacher_idx').on(t.teacherId),
  ],
);

/**
 * A consent given or withdrawn for a student (by a guardian, or an adult student for themself).
 * Rows are never changed: the latest of a student and kind is the one that holds; none is no consent.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    studentId: ofUser('student_id'),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    granted: boolean('granted').notNull(),
    givenBy: userKept('given_by'),
    givenAt: instant('given_at').notNull().defaultNow(),
  },
  (t) => [index('consents_student_kind_idx').on(t.studentId, t.kind, t.id)],
);

/**
 * A recital (issue 49): a time, its performers in running order, who is on stage and who is
 * next, and the audience's link. The link's token is kept as it is (not hashed) so the organiser
 * can copy it again: it opens nothing but this recital's audience page, and is revoked by
 * clearing it (a new link is a new token).
 */
export const recitals = pgTable(
  'recitals',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startsAt: instant('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The admin or teacher who scheduled it; a teacher manages only their own. */
    organiserId: userKept('organiser_id'),
    /** The audience link's token; null: revoked (the link refuses at once). */
    audienceToken: text('audience_token'),
    /** How many people may watch at once. */
    viewerCap: integer('viewer_cap').notNull(),
    onStageId: integer('on_stage_id').references(() => users.id, { onDelete: 'set null' }),
    nextId: integer('next_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recitals_audience_token_key').on(t.audienceToken),
    index('recitals_organiser_idx').on(t.organiserId),
  ],
);

/** A recital's performer and their place in the running order (1 first). */
export const recitalPerformers = pgTable(
  'recital_performers',
  {
    recitalId: integer('recital_id')
      .notNull()
      .references(() => recitals.id, { onDelete: 'cascade' }),
    studentId: ofUser('student_id'),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recitalId, t.position] }),
    uniqueIndex('recital_performers_student_key').on(t.recitalId, t.studentId),
  ],
);

/**
 * A browser watching through the audience link: its own random key (kept by the page), the
 * Janus token it was handed, and when it last asked; the viewer cap counts those seen lately.
 */
export const recitalViewers = pgTable(
  'recital_viewers',
  {
    id: serial('id').primaryKey(),
    recitalId: integer('recital_id')
      .notNull()
      .references(() => recitals.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    janusToken: text('janus_token'),
    /** Which Janus the token is stored on: 0 the main one, n the n-th of JANUS_EDGES. */
    janusServer: integer('janus_server').notNull().default(0),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recital_viewers_key').on(t.recitalId, t.viewerKey)],
);

/**
 * A Janus VideoRoom the app made (a group lesson's or a recital's stage) and when its use ends:
 * the janus-rooms job removes it, and the tokens it admitted, once that has passed.
 */
export const janusRooms = pgTable('janus_rooms', {
  room: bigint('room', { mode: 'number' }).primaryKey(),
  endsAt: instant('ends_at').notNull(),
  createdAt: createdAt(),
});
