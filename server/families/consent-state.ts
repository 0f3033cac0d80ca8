import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isChildOn } from '../../common/age-rules.ts';
import {
  CONSENT_KINDS,
  type ConsentDecider,
  type ConsentKind,
  type ConsentStatus,
  consentAllows,
  consentStatus,
} from '../../common/schemas/consents.ts';
import type { Db } from '../db/database.ts';
import { consents, guardianLinks, users } from '../db/schema.ts';

// Where a student's consents stand (issue 45), read fresh from the rows on each call: the latest
// choice of a kind holds; with none, a child has not consented and an adult has. Child or adult
// is decided on the school's date (`today`, YYYY-MM-DD) by common/age-rules.ts.

type Reader = Pick<Db, 'select' | 'selectDistinctOn'>;

export type ConsentChoice = {
  kind: ConsentKind;
  granted: boolean;
  givenAt: Date;
  givenByName: string;
};
export type ConsentView = {
  kind: ConsentKind;
  status: ConsentStatus;
  allowed: boolean;
  latest: ConsentChoice | null;
};
/** A student and their consents; `decidedBy`: who gives them (a guardian for a child). */
export type StudentConsents = {
  studentId: number;
  firstName: string;
  lastName: string;
  child: boolean;
  decidedBy: ConsentDecider;
  items: ConsentView[];
  history: ConsentChoice[];
};

const giver = alias(users, 'consent_giver');
const HISTORY_LIMIT = 20;

/** The consents of the given students (those that are students; others are left out), by name. */
export async function consentsOf(
  db: Reader,
  studentIds: number[] | 'all',
  today: string,
): Promise<StudentConsents[]> {
  if (studentIds !== 'all' && studentIds.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      dateOfBirth: users.dateOfBirth,
      hasGuardian: sql<boolean>`exists (select 1 from ${guardianLinks} where ${guardianLinks.studentId} = ${users.id})`,
    })
    .from(users)
    .where(and(eq(users.role, 'student'), studentIds === 'all' ? undefined : inArray(users.id, studentIds)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  if (people.length === 0) return [];
  const choices = await db
    .select({
      studentId: consents.studentId,
      kind: consents.kind,
      granted: consents.granted,
      givenAt: consents.givenAt,
      givenByName: sql<string>`${giver.firstName} || ' ' || ${giver.lastName}`,
    })
    .from(consents)
    .innerJoin(giver, eq(giver.id, consents.givenBy))
    .where(
      inArray(
        consents.studentId,
        people.map((p) => p.id),
      ),
    )
    .orderBy(desc(consents.id));
  return people.map((p) => {
    const child = isChildOn(p.dateOfBirth, p.hasGuardian, today);
    const own = choices.filter((c) => c.studentId === p.id);
    const items = CONSENT_KINDS.map((kind): ConsentView => {
      const latest = own.find((c) => c.kind === kind) ?? null;
      const status = consentStatus(latest, child);
      return { kind, status, allowed: consentAllows(status), latest };
    });
    return {
      studentId: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      child,
      decidedBy: child ? 'guardian' : 'student',
      items,
      history: own.slice(0, HISTORY_LIMIT),
    };
  });
}

export type Permission = { allowed: boolean; decidedBy: ConsentDecider };

/**
 * Whether the student's consent of `kind` holds now, and who decides it. Anyone not a student
 * (a teacher's photo) needs none.
 */
export async function permissionOf(
  db: Reader,
  userId: number,
  kind: ConsentKind,
  today: string,
): Promise<Permission> {
  const [student] = await consentsOf(db, [userId], today);
  if (!student) return { allowed: true, decidedBy: 'student' };
  const item = student.items.find((i) => i.kind === kind);
  return { allowed: item?.allowed ?? false, decidedBy: student.decidedBy };
}
