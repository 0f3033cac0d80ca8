import { and, desc, eq, gte, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { lessonWhenLabel, personZone } from '../../../common/lesson-time.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import {
  LESSON_NOTE_TEXT,
  NOTE_OWED_AFTER_MS,
  NOTE_OWED_WITHIN_DAYS,
} from '../../../common/schemas/lesson-notes.ts';
import type { School } from '../../../common/school.ts';
import { lessonPartyColumns, selectWithPeople } from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import { classes, lessonNotes } from '../../db/schema.ts';
import { type OwnMailRule, recipientsForStudent } from '../../families/recipients.ts';
import { isStudentOrGuardian } from '../../families/student-access.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { HttpError } from '../../plugins/errors.ts';

type Person = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  timeZone: string | null;
};

/** A lesson as its note needs it: what, when, where it stands and its two people. */
export type NoteLesson = {
  id: number;
  batchName: string;
  startsAt: Date;
  durationMinutes: number;
  isStarted: boolean;
  isCancelled: boolean;
  teacher: Person;
  student: Person;
};
export type NoteRow = typeof lessonNotes.$inferSelect;
/** A note with its lesson; `full`: the reader is a teacher or admin (the private remark is theirs). */
export type NoteView = { lesson: NoteLesson; note: NoteRow; full: boolean };

const lessonColumns = {
  id: classes.id,
  batchName: classes.batchName,
  startsAt: classes.startsAt,
  durationMinutes: classes.durationMinutes,
  isStarted: classes.isStarted,
  isCancelled: classes.isCancelled,
  ...lessonPartyColumns,
};

async function lessonOf(db: Db, classId: number): Promise<NoteLesson> {
  const [lesson] = await selectWithPeople(db, lessonColumns).where(eq(classes.id, classId));
  if (!lesson) throw new HttpError(404, LESSON_NOTE_TEXT.notFound);
  return lesson;
}

/** Who the reader is to the lesson: its teacher or an admin (everything), its student or their guardian (the shared part), or nobody. */
async function readerOf(db: Db, user: SessionUser, lesson: NoteLesson): Promise<'full' | 'shared' | null> {
  if (user.role === 'admin' || (user.role === 'teacher' && user.id === lesson.teacher.id)) return 'full';
  return (await isStudentOrGuardian(db, user, lesson.student.id)) ? 'shared' : null;
}

const hasSharedPart = (note: Pick<NoteRow, 'covered' | 'toPractise'>) =>
  note.covered !== '' || note.toPractise !== '';

/** The lesson's note as the reader may see it (null: none, or nothing shared yet); 404 for a lesson not theirs. */
export async function readNote(db: Db, user: SessionUser, classId: number): Promise<NoteView | null> {
  const lesson = await lessonOf(db, classId);
  const reader = await readerOf(db, user, lesson);
  if (!reader) throw new HttpError(404, LESSON_NOTE_TEXT.notFound);
  const [note] = await db.select().from(lessonNotes).where(eq(lessonNotes.classId, classId));
  if (!note || (reader === 'shared' && !hasSharedPart(note))) return null;
  return { lesson, note, full: reader === 'full' };
}

export type NoteInput = { covered: string; toPractise: string; privateRemark: string };

/**
 * The lesson's teacher (or an admin) writes or changes its note, once the lesson has started.
 * The first time it has a shared part, that part is mailed to the student and each guardian (one
 * message each a lesson, in the same transaction); a later change is not mailed again (the
 * dashboard shows the note as it is now).
 */
export async function saveNote(
  db: Db,
  ctx: { school: School } & OwnMailRule,
  user: SessionUser,
  classId: number,
  input: NoteInput,
  now: Date,
): Promise<{ view: NoteView; mailed: boolean }> {
  const lesson = await lessonOf(db, classId);
  const reader = await readerOf(db, user, lesson);
  if (!reader) throw new HttpError(404, LESSON_NOTE_TEXT.notFound);
  if (reader !== 'full') throw new HttpError(403, LESSON_NOTE_TEXT.onlyTeacher);
  if (lesson.isCancelled) throw new HttpError(409, LESSON_NOTE_TEXT.cancelled);
  if (!lesson.isStarted && lesson.startsAt > now) throw new HttpError(409, LESSON_NOTE_TEXT.notStarted);
  const fields = { ...input, updatedAt: now };
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(lessonNotes)
      .values({ classId, teacherId: lesson.teacher.id, ...fields })
      .onConflictDoUpdate({ target: lessonNotes.classId, set: fields })
      .returning();
    if (!saved) throw new Error('lesson note not saved');
    if (!hasSharedPart(saved) || saved.mailedAt)
      return { view: { lesson, note: saved, full: true }, mailed: false };
    // Claimed with the row: two saves at once mail it once.
    const [claimed] = await tx
      .update(lessonNotes)
      .set({ mailedAt: now })
      .where(and(eq(lessonNotes.id, saved.id), isNull(lessonNotes.mailedAt)))
      .returning();
    if (!claimed) return { view: { lesson, note: saved, full: true }, mailed: false };
    for (const mail of await noteMails(tx, ctx, lesson, claimed)) await enqueueMail(tx, mail);
    return { view: { lesson, note: claimed, full: true }, mailed: true };
  });
}

/** The shared part, mailed to the student and each of their guardians on their own clock; never the private remark. */
async function noteMails(
  db: Pick<Db, 'select'>,
  ctx: { school: School } & OwnMailRule,
  lesson: NoteLesson,
  note: NoteRow,
) {
  const teacherName = `${lesson.teacher.firstName} ${lesson.teacher.lastName}`;
  // The guardians, and the student too from 13 (or with no guardian), as every mail about a student.
  const readers = await recipientsForStudent(db, lesson.student.id, ctx);
  const recipients = readers.map((r) => ({ person: r, own: r.childName === null }));
  return recipients.map(({ person, own }) => {
    const when = lessonWhenLabel(
      lesson.startsAt,
      personZone(person.timeZone, ctx.schoolZone),
      lesson.teacher.timeZone,
    );
    const whose = own ? 'your' : `${lesson.student.firstName}’s`;
    return {
      to: person.email,
      subject: `Lesson note: ${lesson.batchName}, ${when}`,
      body: [
        `Hello ${person.firstName},`,
        '',
        `${teacherName} wrote about ${whose} lesson '${lesson.batchName}' on ${when}.`,
        ...(note.covered ? ['', 'What was covered:', note.covered] : []),
        ...(note.toPractise ? ['', 'What to practise:', note.toPractise] : []),
        '',
        `The lessons and their notes are on the dashboard: ${ctx.school.siteUrl}${ctx.school.dashboardUrl}`,
        '',
        ctx.school.name,
      ].join('\n'),
    };
  });
}

/** At most this many notes a list (newest lessons first). */
const LIST_LIMIT = 200;

/**
 * Notes of lessons: a student's own, a guardian's named child's (shared parts, and only notes
 * with one), a teacher's own lessons' and an admin's any (whole); `studentId` narrows to one student.
 */
export async function listNotes(
  db: Db,
  user: SessionUser,
  studentId: number | undefined,
): Promise<NoteView[]> {
  const where: (SQL | undefined)[] = [];
  if (user.role === 'student' || user.role === 'guardian') {
    const asked = studentId ?? (user.role === 'student' ? user.id : undefined);
    if (asked === undefined) throw new HttpError(400, LESSON_NOTE_TEXT.chooseStudent);
    if (!(await isStudentOrGuardian(db, user, asked)))
      throw new HttpError(
        403,
        user.role === 'student' ? LESSON_NOTE_TEXT.onlyYourOwn : LESSON_NOTE_TEXT.notYourChild,
      );
    where.push(eq(classes.studentId, asked), or(ne(lessonNotes.covered, ''), ne(lessonNotes.toPractise, '')));
  } else {
    if (user.role === 'teacher') where.push(eq(classes.teacherId, user.id));
    if (studentId !== undefined) where.push(eq(classes.studentId, studentId));
  }
  const rows = await selectWithPeople(db, { ...lessonColumns, note: lessonNotes })
    .innerJoin(lessonNotes, eq(lessonNotes.classId, classes.id))
    .where(and(...where))
    .orderBy(desc(classes.startsAt), desc(classes.id))
    .limit(LIST_LIMIT);
  const full = user.role === 'teacher' || user.role === 'admin';
  return rows.map(({ note, ...lesson }) => ({ lesson, note, full }));
}

/**
 * Lessons owed a note: held (not cancelled, not counted as a no-show or a late cancellation),
 * ended more than a day before `now` and within the last NOTE_OWED_WITHIN_DAYS days, still
 * without a note; a teacher's own, every teacher's for an admin; the oldest first.
 */
export async function owedNotes(db: Db, user: SessionUser, now: Date): Promise<NoteLesson[]> {
  const endedBefore = new Date(now.getTime() - NOTE_OWED_AFTER_MS);
  const since = new Date(now.getTime() - NOTE_OWED_WITHIN_DAYS * 86_400_000);
  const ends = sql`${classes.startsAt} + make_interval(mins => ${classes.durationMinutes})`;
  return selectWithPeople(db, lessonColumns)
    .leftJoin(lessonNotes, eq(lessonNotes.classId, classes.id))
    .where(
      and(
        user.role === 'admin' ? undefined : eq(classes.teacherId, user.id),
        eq(classes.isCancelled, false),
        isNull(classes.countedReason),
        isNull(lessonNotes.id),
        gte(classes.startsAt, since),
        lt(ends, endedBefore),
      ),
    )
    .orderBy(classes.startsAt, classes.id)
    .limit(LIST_LIMIT);
}
