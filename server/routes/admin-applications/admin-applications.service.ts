import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { APPLICATION_REPLIES, repliesTo } from '../../../common/application-replies.ts';
import type { ApplicationState } from '../../../common/fees/fee-states.ts';
import { pageOffset } from '../../../common/schemas/admin-page.ts';
import {
  APPLICATION_TEXT,
  type ApplicationFilter,
  type ApplicationStateChange,
  OPEN_APPLICATION_STATES,
} from '../../../common/schemas/admin-submissions.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import type { School } from '../../../common/school.ts';
import { actorNameColumns, actorOf } from '../../db/actor.ts';
import type { Db } from '../../db/database.ts';
import { admissionFiles, applicationEvents, admissionApplications as apps, users } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { HttpError } from '../../plugins/errors.ts';

const NOT_FOUND = 'Application not found';

/** An application with every field it was sent with. */
export type Application = typeof apps.$inferSelect;
/** What the admin's list shows of an application. */
export type ApplicationListing = Pick<
  Application,
  'id' | 'fullName' | 'email' | 'contactNumber' | 'selectedCourses' | 'createdAt' | 'state'
>;
export type ApplicationFileInfo = Pick<
  typeof admissionFiles.$inferSelect,
  'id' | 'field' | 'originalName' | 'mimeType' | 'sizeBytes'
>;
/** One entry of an application's history, with the admin's name. */
export type ApplicationHistoryEntry = Pick<
  typeof applicationEvents.$inferSelect,
  'id' | 'fromState' | 'toState' | 'note' | 'createdAt'
> & { actor: { firstName: string; lastName: string } | null };
export type ApplicationInFull = Application & {
  files: ApplicationFileInfo[];
  history: ApplicationHistoryEntry[];
};

const summaryColumns = {
  id: apps.id,
  fullName: apps.fullName,
  email: apps.email,
  contactNumber: apps.contactNumber,
  selectedCourses: apps.selectedCourses,
  createdAt: apps.createdAt,
  state: apps.state,
};

const newestFirst = [desc(apps.createdAt), desc(apps.id)];

/** The list's filter: the open states, one state, or none. */
function stateFilter(filter: ApplicationFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'open') return inArray(apps.state, OPEN_APPLICATION_STATES);
  return eq(apps.state, filter);
}

export async function listApplications(
  db: Db,
  query: { state: ApplicationFilter; page: number; pageSize: number },
): Promise<Page<ApplicationListing>> {
  const where = stateFilter(query.state);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(apps)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(apps).where(where),
  ]);
  return { items: rows, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One application with every field, the list of its files (their content is served apart) and its history. */
export async function getApplication(db: Db, id: number): Promise<ApplicationInFull> {
  const [row] = await db.select().from(apps).where(eq(apps.id, id));
  if (!row) throw new HttpError(404, NOT_FOUND);
  const [files, events] = await Promise.all([
    db
      .select({
        id: admissionFiles.id,
        field: admissionFiles.field,
        originalName: admissionFiles.originalName,
        mimeType: admissionFiles.mimeType,
        sizeBytes: admissionFiles.sizeBytes,
      })
      .from(admissionFiles)
      .where(eq(admissionFiles.applicationId, id))
      .orderBy(asc(admissionFiles.id)),
    db
      .select({
        id: applicationEvents.id,
        fromState: applicationEvents.fromState,
        toState: applicationEvents.toState,
        note: applicationEvents.note,
        createdAt: applicationEvents.createdAt,
        ...actorNameColumns,
      })
      .from(applicationEvents)
      .leftJoin(users, eq(users.id, applicationEvents.actorId))
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(desc(applicationEvents.id)),
  ]);
  const history = events.map(({ firstName, lastName, ...event }) => ({
    ...event,
    actor: actorOf({ firstName, lastName }),
  }));
  return { ...row, files, history };
}

/**
 * Moves an application from the state the admin saw to another, with the history's row and, for
 * waitlisted and declined, the applicant's mail, in one transaction. The update names the old
 * state, so of two admins changing it from the same state at once only the first succeeds; the
 * other is told what it is now (409).
 */
export async function changeApplicationState(
  db: Db,
  school: School,
  id: number,
  change: ApplicationStateChange,
  actorId: number,
): Promise<void> {
  const { from, state } = change;
  if (state === 'accepted') throw new HttpError(400, APPLICATION_TEXT.acceptedRefused);
  if (state === from) throw new HttpError(400, APPLICATION_TEXT.alreadyInState(state));
  if (from === 'accepted') throw new HttpError(409, APPLICATION_TEXT.acceptedStays);
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(apps)
      .set({ state })
      .where(and(eq(apps.id, id), eq(apps.state, from)))
      .returning({ fullName: apps.fullName, email: apps.email });
    if (!moved) {
      const [current] = await tx.select({ state: apps.state }).from(apps).where(eq(apps.id, id));
      if (!current) throw new HttpError(404, NOT_FOUND);
      throw new HttpError(409, APPLICATION_TEXT.changedMeanwhile(current.state));
    }
    await tx.insert(applicationEvents).values({
      applicationId: id,
      actorId,
      fromState: from,
      toState: state,
      note: change.note || null,
    });
    if (repliesTo(state)) await enqueueMail(tx, applicantReply(state, moved, school));
  });
}

function applicantReply(
  state: ApplicationState & keyof typeof APPLICATION_REPLIES,
  applicant: { fullName: string; email: string },
  school: School,
) {
  const facts = {
    applicantName: applicant.fullName,
    schoolName: school.name,
    email: school.emails.general,
    phone: school.phones.primary,
  };
  const reply = APPLICATION_REPLIES[state];
  return { to: applicant.email, subject: reply.subject(facts), body: reply.body(facts) };
}

/**
 * Saves the admin's notes; a change is kept in the history (who and when, in the state it was
 * in). The same notes again change nothing.
 */
export async function saveApplicationNotes(
  db: Db,
  id: number,
  notes: string,
  actorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: apps.state, notes: apps.notes })
      .from(apps)
      .where(eq(apps.id, id))
      .for('update');
    if (!row) throw new HttpError(404, NOT_FOUND);
    if (row.notes === notes) return;
    await tx.update(apps).set({ notes }).where(eq(apps.id, id));
    await tx
      .insert(applicationEvents)
      .values({ applicationId: id, actorId, fromState: row.state, toState: row.state, note: null });
  });
}

export async function getAdmissionFile(db: Db, id: number) {
  const [file] = await db
    .select({
      mimeType: admissionFiles.mimeType,
      fileName: admissionFiles.fileName,
      data: admissionFiles.data,
    })
    .from(admissionFiles)
    .where(eq(admissionFiles.id, id));
  if (!file) throw new HttpError(404, 'File not found');
  return file;
}

/** Every application the filter shows, newest first (the CSV export). */
export function exportApplications(db: Db, filter: ApplicationFilter): Promise<Application[]> {
  return db
    .select()
    .from(apps)
    .where(stateFilter(filter))
    .orderBy(...newestFirst);
}
