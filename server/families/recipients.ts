import { asc, eq } from 'drizzle-orm';
import { mailsOwnCopyOn } from '../../common/family-ages.ts';
import { schoolDate } from '../../common/school-time.ts';
import type { Db } from '../db/database.ts';
import { guardianLinks, users } from '../db/schema.ts';
import type { OutboxMail } from '../mail/outbox.ts';

// Who a student's mails go to (issue 45): their guardians, and the student too from the school's
// own-mail age (OWN_MAIL_AGE, 13 unless set) on the school's date, or when no guardian is linked,
// or their date of birth is not known. An account without an address of its own (a child signed in
// by a username) is never a reader. Reminders,
// lesson changes, invoices, credit notes, receipts and overdue reminders are all addressed here.

/** One who reads a student's mail: the student, or a guardian (`childName` says whose mail it is). */
export type StudentRecipient = {
  id: number;
  /** Null for a child signed in by a username: nothing is queued to them (enqueueMail). */
  email: string | null;
  firstName: string;
  lastName: string;
  timeZone: string | null;
  /** Null for the student themself; the child's first name for a guardian. */
  childName: string | null;
};

const person = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  timeZone: users.timeZone,
};

/** The school's rule for a student's own copy: its zone (whose date counts) and the age. */
export type OwnMailRule = { schoolZone: string; ownMailAge: number };

/** The student's mail readers, the student (when they get their own copy) first, then the guardians as linked. */
export async function recipientsForStudent(
  db: Pick<Db, 'select'>,
  studentId: number,
  rule: OwnMailRule,
  now = new Date(),
): Promise<StudentRecipient[]> {
  const [student] = await db
    .select({ ...person, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(eq(users.id, studentId));
  if (!student) throw new Error(`no student ${studentId}`);
  const guardians = await db
    .select(person)
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(eq(guardianLinks.studentId, studentId))
    .orderBy(asc(guardianLinks.createdAt), asc(users.id));
  const { dateOfBirth, ...self } = student;
  const own =
    guardians.length === 0 || mailsOwnCopyOn(dateOfBirth, schoolDate(rule.schoolZone, now), rule.ownMailAge);
  return [
    ...(own ? [{ ...self, childName: null }] : []),
    ...guardians.map((g) => ({ ...g, childName: student.firstName })),
  ];
}

/**
 * A student's mail as a guardian reads it: the child named in the subject, and why it came. The
 * student's own copy is left as it is.
 */
export function addressedTo(reader: StudentRecipient, mail: OutboxMail): OutboxMail {
  if (reader.childName === null) return mail;
  return {
    ...mail,
    subject: `For ${reader.childName}: ${mail.subject}`,
    body: `${mail.body}\n\nYou get this as ${reader.childName}'s parent or guardian.`,
  };
}
