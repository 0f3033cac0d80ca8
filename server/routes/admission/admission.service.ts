import { randomUUID } from 'node:crypto';
import { COURSE_TYPE_LABELS, courseByValue } from '../../../common/courses.ts';
import { buildAdmissionSchema } from '../../../common/schemas/admission.ts';
import {
  CHECKBOX_REQUIRED,
  FILE_TOO_LARGE,
  FILE_WRONG_TYPE,
  latestToday,
} from '../../../common/schemas/admission-rules.ts';
import { schoolDate } from '../../../common/school-time.ts';
import type { Db } from '../../db/database.ts';
import { admissionApplications, admissionFiles } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type PostedForm, toBool, type UploadedFile } from '../../plugins/forms.ts';
import { sniffImage } from './image-content.ts';

export const FILE_FIELDS = ['nationalityId', 'paymentScreenshot'] as const;
type FileField = (typeof FILE_FIELDS)[number];

/**
 * The form's rules on the server: "in the future" means after the latest date anywhere on earth;
 * a minor is under 18 on the school's date.
 */
const serverSchema = (schoolZone: string) =>
  buildAdmissionSchema(
    () => latestToday(),
    () => schoolDate(schoolZone),
  );
export type Application = ReturnType<ReturnType<typeof serverSchema>['parse']>;

// Messages that do not say which field they are about get its label in front.
const GENERIC = new Set([CHECKBOX_REQUIRED, FILE_TOO_LARGE, FILE_WRONG_TYPE]);
const LABELS: Record<string, string> = {
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  notRobot: "I'm not a robot",
  nationalityId: 'Nationality ID',
  paymentScreenshot: 'Payment screenshot',
};

function refuse(field: string, message: string): never {
  throw new HttpError(400, GENERIC.has(message) && LABELS[field] ? `${LABELS[field]}: ${message}` : message);
}

function parseCourses(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    refuse('selectedCourses', 'Selected courses must be a JSON list of { course, type }');
  }
}

/** Checks a posted application with the form's rules, then each file by its content. */
export function parseAdmission({ fields, files }: PostedForm, schoolZone: string): Application {
  const fileInfo = (f: UploadedFile | undefined) => f && { name: f.name, size: f.size, type: f.type };
  const parsed = serverSchema(schoolZone).safeParse({
    ...fields,
    selectedCourses: parseCourses(fields.selectedCourses),
    terms: toBool(fields.terms),
    privacy: toBool(fields.privacy),
    notRobot: toBool(fields.notRobot),
    nationalityId: fileInfo(files.nationalityId),
    paymentScreenshot: fileInfo(files.paymentScreenshot),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    refuse(String(issue?.path[0] ?? ''), issue?.message ?? 'Invalid form');
  }
  for (const field of FILE_FIELDS) {
    const file = files[field];
    if (file && !sniffImage(file.data)) refuse(field, FILE_WRONG_TYPE);
  }
  return parsed.data;
}

function fileRow(field: FileField, file: UploadedFile) {
  const kind = sniffImage(file.data);
  if (!kind) refuse(field, FILE_WRONG_TYPE);
  return {
    field,
    // Stored under a name of our own; the visitor's name is kept only as a label.
    fileName: `${randomUUID()}.${kind.ext}`,
    originalName: file.name.slice(0, 200),
    mimeType: kind.mimeType,
    sizeBytes: file.size,
    data: file.data,
  };
}

/** Stores the application, its files and the school's notice in one transaction. */
export async function storeAdmission(
  db: Db,
  application: Application,
  files: PostedForm['files'],
  notify: { to: string; schoolName: string },
): Promise<number> {
  const rows = FILE_FIELDS.flatMap((field) => {
    const file = files[field];
    return file ? [fileRow(field, file)] : [];
  });
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(admissionApplications)
      .values({
        fullName: application.fullName,
        email: application.email,
        contactNumber: application.contactNumber,
        gender: application.gender,
        dob: application.dob,
        age: Number(application.age),
        address: application.address,
        city: application.city,
        country: application.country,
        nationality: application.nationality,
        occupation: application.occupation,
        education: application.education,
        selectedCourses: application.selectedCourses,
        training: application.training || null,
        goal: application.goal || null,
        howKnow: application.howKnow,
        paymentMethod: application.paymentMethod,
        guardianName: application.guardianName,
        guardianEmail: application.guardianEmail,
        guardianPhone: application.guardianPhone,
      })
      .returning({ id: admissionApplications.id });
    if (!stored) throw new Error('application not stored');
    await tx.insert(admissionFiles).values(rows.map((r) => ({ ...r, applicationId: stored.id })));
    await enqueueMail(tx, {
      to: notify.to,
      subject: `New admission application from ${application.fullName}`,
      body: admissionMail(stored.id, application, rows, notify.schoolName),
    });
    return stored.id;
  });
}

function admissionMail(
  id: number,
  a: Application,
  files: { field: string; sizeBytes: number }[],
  schoolName: string,
): string {
  const courses = a.selectedCourses
    .map((c) => `  - ${courseByValue(c.course)?.label ?? c.course}: ${COURSE_TYPE_LABELS[c.type]}`)
    .join('\n');
  return [
    `Application #${id} was sent through the ${schoolName} website.`,
    '',
    `Full name: ${a.fullName}`,
    `Email: ${a.email}`,
    `Contact number: ${a.contactNumber}`,
    `Gender: ${a.gender}`,
    `Date of birth: ${a.dob} (age ${a.age})`,
    ...(a.guardianName
      ? [`Parent or guardian: ${a.guardianName}, ${a.guardianEmail}, ${a.guardianPhone}`]
      : []),
    `Address: ${a.address}, ${a.city}, ${a.country}`,
    `Nationality: ${a.nationality}`,
    `Occupation: ${a.occupation}`,
    `Education: ${a.education}`,
    `Courses:\n${courses}`,
    `Previous training: ${a.training || '-'}`,
    `Goal: ${a.goal || '-'}`,
    `How they found us: ${a.howKnow}`,
    `Payment method: ${a.paymentMethod}`,
    `Files: ${files.map((f) => `${LABELS[f.field]} (${Math.ceil(f.sizeBytes / 1024)} KB)`).join(', ')}`,
    '',
    'The files are kept with the application (npm run submissions lists the latest ones).',
  ].join('\n');
}
