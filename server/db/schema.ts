import { sql } from 'drizzle-orm';
import {
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
import type { PracticeState } from '../../common/schemas/live-class/practice.ts';

// Binary file content, kept in the database so a file and the record that owns it are
// written in one transaction (so a crash never leaves one without the other).
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** argon2id; null for an invited account whose person has not yet chosen a password. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['admin', 'teacher', 'student'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** A password an admin typed: the person must choose their own at the next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** IANA zone (e.g. Europe/London), from the browser at first sign-in; null until then. */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie's token: a leaked table does not give live sessions.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    batchName: text('batch_name').notNull(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    classDate: date('class_date').notNull(),
    classTime: text('class_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    joinPasswordHash: text('join_password_hash'),
    isStarted: boolean('is_started').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    /** The teacher's 'Music mode': original sound (no voice processing, stereo Opus) for both parties. */
    musicMode: boolean('music_mode').notNull().default(false),
    /** The practice tools (metronome, drone) as the teacher last set them; null: never used, both off. */
    practiceTools: jsonb('practice_tools').$type<PracticeState>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('classes_teacher_date_idx').on(t.teacherId, t.classDate),
    index('classes_student_date_idx').on(t.studentId, t.classDate),
  ],
);

export const classAttendance = pgTable(
  'class_attendance',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
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
  handledAt: timestamp('handled_at', { withTimezone: true }),
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
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

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
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sendAfter).where(sql`${t.sentAt} is null`)],
);

// ---- live class (issue 6) ----

/** The sessions that passed a class's join password; the join calls refuse the others. */
export const classJoinPasses = pgTable(
  'class_join_passes',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.sessionTokenHash] })],
);

/** WebRTC signalling between the class's two members, in order (id); old rows are cleaned up. */
export const classSignals = pgTable(
  'class_signals',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
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
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
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
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notesContent: text('notes_content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
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
    recordingSince: timestamp('recording_since', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_recordings_class_key').on(t.classId),
    index('class_recordings_status_idx').on(t.status, t.updatedAt),
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
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invitation', 'password-reset', 'email-change'] }).notNull(),
    /** The address an e-mail change moves to (purpose 'email-change' only). */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
