import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import { CONSENT_TEXT, type ConsentKind } from '../../../common/schemas/consents.ts';
import type { Db } from '../../db/database.ts';
import { classes, consents, guardianLinks } from '../../db/schema.ts';
import { consentsOf, type StudentConsents } from '../../families/consent-state.ts';
import { isStudentOrGuardian } from '../../families/student-access.ts';
import { HttpError } from '../../plugins/errors.ts';

/** A student's consents with whether the caller may change them (the one who decides). */
export type ConsentsForCaller = StudentConsents & { canChange: boolean };

const withRight = (user: SessionUser, s: StudentConsents): ConsentsForCaller => ({
  ...s,
  // A guardian reaching here is linked (their children are what they read; giving checks it).
  canChange: s.child ? user.role === 'guardian' : user.role === 'student' && user.id === s.studentId,
});

/** The family's view: a student's own consents, a guardian's children's. */
export async function familyConsents(db: Db, user: SessionUser, today: string): Promise<ConsentsForCaller[]> {
  if (user.role === 'student') return (await consentsOf(db, [user.id], today)).map((s) => withRight(user, s));
  if (user.role !== 'guardian') throw new HttpError(403, CONSENT_TEXT.onlyFamily);
  const children = await db
    .select({ id: guardianLinks.studentId })
    .from(guardianLinks)
    .where(eq(guardianLinks.guardianId, user.id));
  const found = await consentsOf(
    db,
    children.map((c) => c.id),
    today,
  );
  return found.map((s) => withRight(user, s));
}

/**
 * One choice, kept as a row with who and when (`at`): a child's by a linked guardian, an adult's
 * by the student themself. Answers the student's consents as they now stand.
 */
export async function giveConsent(
  db: Db,
  user: SessionUser,
  choice: { studentId: number; kind: ConsentKind; granted: boolean },
  at: Date,
  today: string,
): Promise<ConsentsForCaller> {
  const [student] = await consentsOf(db, [choice.studentId], today);
  if (!student) throw new HttpError(404, CONSENT_TEXT.notFound);
  if (user.role !== 'student' && user.role !== 'guardian') throw new HttpError(403, CONSENT_TEXT.onlyFamily);
  if (!(await isStudentOrGuardian(db, user, student.studentId)))
    throw new HttpError(403, user.role === 'guardian' ? CONSENT_TEXT.notYourChild : CONSENT_TEXT.onlyFamily);
  if (student.child && user.role === 'student') throw new HttpError(403, CONSENT_TEXT.onlyGuardian);
  if (!student.child && user.role === 'guardian') throw new HttpError(403, CONSENT_TEXT.adultDecides);
  await db.insert(consents).values({
    studentId: student.studentId,
    kind: choice.kind,
    granted: choice.granted,
    givenBy: user.id,
    givenAt: at,
  });
  const [now] = await consentsOf(db, [student.studentId], today);
  return withRight(user, now as StudentConsents);
}

/** The students a teacher teaches (a lesson of theirs, any time): their recording consent, for the dashboard. */
export async function taughtConsents(db: Db, teacherId: number, today: string): Promise<StudentConsents[]> {
  const taught = await db
    .selectDistinct({ id: classes.studentId })
    .from(classes)
    .where(eq(classes.teacherId, teacherId));
  return consentsOf(
    db,
    taught.map((t) => t.id),
    today,
  );
}
