import { asc, count, desc, eq } from 'drizzle-orm';
import { pageOffset } from '../../../common/schemas/admin-page.ts';
import type { SubmissionStatus } from '../../../common/schemas/admin-submissions.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import type { Db } from '../../db/database.ts';
import { statusFilter } from '../../db/handled.ts';
import { admissionFiles, admissionApplications as apps } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';

const NOT_FOUND = 'Application not found';

/** An application with every field it was sent with. */
export type Application = typeof apps.$inferSelect;
/** What the admin's list shows of an application. */
export type ApplicationListing = Pick<
  Application,
  'id' | 'fullName' | 'email' | 'contactNumber' | 'selectedCourses' | 'createdAt' | 'handledAt'
>;
export type ApplicationFileInfo = Pick<
  typeof admissionFiles.$inferSelect,
  'id' | 'field' | 'originalName' | 'mimeType' | 'sizeBytes'
>;

const summaryColumns = {
  id: apps.id,
  fullName: apps.fullName,
  email: apps.email,
  contactNumber: apps.contactNumber,
  selectedCourses: apps.selectedCourses,
  createdAt: apps.createdAt,
  handledAt: apps.handledAt,
};

const newestFirst = [desc(apps.createdAt), desc(apps.id)];

export async function listApplications(
  db: Db,
  query: { status: SubmissionStatus; page: number; pageSize: number },
): Promise<Page<ApplicationListing>> {
  const where = statusFilter(apps.handledAt, query.status);
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

/** One application with every field and the list of its files (their content is served apart). */
export async function getApplication(
  db: Db,
  id: number,
): Promise<Application & { files: ApplicationFileInfo[] }> {
  const [row] = await db.select().from(apps).where(eq(apps.id, id));
  if (!row) throw new HttpError(404, NOT_FOUND);
  const files = await db
    .select({
      id: admissionFiles.id,
      field: admissionFiles.field,
      originalName: admissionFiles.originalName,
      mimeType: admissionFiles.mimeType,
      sizeBytes: admissionFiles.sizeBytes,
    })
    .from(admissionFiles)
    .where(eq(admissionFiles.applicationId, id))
    .orderBy(asc(admissionFiles.id));
  return { ...row, files };
}

export async function setApplicationHandled(db: Db, id: number, handled: boolean): Promise<void> {
  const [row] = await db
    .update(apps)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(apps.id, id))
    .returning({ id: apps.id });
  if (!row) throw new HttpError(404, NOT_FOUND);
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

/** Every application of the status, newest first (the CSV export). */
export function exportApplications(db: Db, status: SubmissionStatus): Promise<Application[]> {
  return db
    .select()
    .from(apps)
    .where(statusFilter(apps.handledAt, status))
    .orderBy(...newestFirst);
}
