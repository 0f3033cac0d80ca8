import { asc, count, desc, eq } from 'drizzle-orm';
import { courseChoiceLabel } from '../../../common/courses.ts';
import { pageOffset } from '../../../common/schemas/admin-page.ts';
import type {
  ApplicationDetail,
  ApplicationSummary,
  SubmissionStatus,
} from '../../../common/schemas/admin-submissions.ts';
import type { Db } from '../../db/database.ts';
import { isoOrNull, statusFilter } from '../../db/handled.ts';
import { admissionFiles, admissionApplications as apps } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { toCsv } from './csv.ts';

const NOT_FOUND = 'Application not found';

const summaryColumns = {
  id: apps.id,
  fullName: apps.fullName,
  email: apps.email,
  contactNumber: apps.contactNumber,
  selectedCourses: apps.selectedCourses,
  createdAt: apps.createdAt,
  handledAt: apps.handledAt,
};

const dates = <T extends { createdAt: Date; handledAt: Date | null }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  handledAt: isoOrNull(row.handledAt),
});

const newestFirst = [desc(apps.createdAt), desc(apps.id)];

export async function listApplications(
  db: Db,
  query: { status: SubmissionStatus; page: number; pageSize: number },
): Promise<{ items: ApplicationSummary[]; total: number }> {
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
  return { items: rows.map(dates), total: total?.n ?? 0 };
}

/** One application with every field and the list of its files (their content is served apart). */
export async function getApplication(db: Db, id: number): Promise<ApplicationDetail> {
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
  return { ...dates(row), files };
}

export async function setApplicationHandled(
  db: Db,
  id: number,
  handled: boolean,
): Promise<ApplicationSummary> {
  const [row] = await db
    .update(apps)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(apps.id, id))
    .returning(summaryColumns);
  if (!row) throw new HttpError(404, NOT_FOUND);
  return dates(row);
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

const CSV_HEADER = [
  'ID',
  'Submitted',
  'Full name',
  'Email',
  'Contact number',
  'Gender',
  'Date of birth',
  'Age',
  'Address',
  'City',
  'Country',
  'Nationality',
  'Occupation',
  'Education',
  'Courses',
  'Training',
  'Goal',
  'How they found us',
  'Payment method',
  'Handled',
];

/** Every application of the status as a CSV file, newest first. */
export async function applicationsCsv(db: Db, status: SubmissionStatus): Promise<string> {
  const rows = await db
    .select()
    .from(apps)
    .where(statusFilter(apps.handledAt, status))
    .orderBy(...newestFirst);
  return toCsv([
    CSV_HEADER,
    ...rows.map((r) => [
      r.id,
      r.createdAt.toISOString(),
      r.fullName,
      r.email,
      r.contactNumber,
      r.gender,
      r.dob,
      r.age,
      r.address,
      r.city,
      r.country,
      r.nationality,
      r.occupation,
      r.education,
      r.selectedCourses.map(courseChoiceLabel).join('; '),
      r.training,
      r.goal,
      r.howKnow,
      r.paymentMethod,
      isoOrNull(r.handledAt),
    ]),
  ]);
}
