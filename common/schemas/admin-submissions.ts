import { z } from 'zod';
import { type PageQuery, pageInfoFields, pageQueryFields } from './admin-page.ts';

// The admin's reading of contact messages and admission applications.

export const SUBMISSION_STATUSES = ['open', 'handled', 'all'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const submissionListQuerySchema = z.object({
  status: z.enum(SUBMISSION_STATUSES).default('open'),
  ...pageQueryFields,
});
export type SubmissionListQuery = PageQuery & { status: SubmissionStatus };

export const csvQuerySchema = z.object({ status: z.enum(SUBMISSION_STATUSES).default('all') });

export const handledSchema = z.object({ handled: z.boolean() });

export const contactMessageItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessageItem = z.infer<typeof contactMessageItemSchema>;
export const messageListResponse = z.object({
  result: z.literal(true),
  Messages: z.array(contactMessageItemSchema),
  ...pageInfoFields,
});
export const messageResponse = z.object({ result: z.literal(true), Message: contactMessageItemSchema });

export const applicationSummarySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  selectedCourses: z.array(z.object({ course: z.string(), type: z.string() })),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationFileSchema = z.object({
  id: z.number().int(),
  field: z.enum(['nationalityId', 'paymentScreenshot']),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type ApplicationFile = z.infer<typeof applicationFileSchema>;

export const applicationDetailSchema = applicationSummarySchema.extend({
  gender: z.enum(['male', 'female', 'other']),
  dob: z.string(),
  age: z.number().int(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  nationality: z.string(),
  occupation: z.string(),
  education: z.string(),
  training: z.string().nullable(),
  goal: z.string().nullable(),
  howKnow: z.string(),
  paymentMethod: z.enum(['cash', 'online']),
  files: z.array(applicationFileSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationListResponse = z.object({
  result: z.literal(true),
  Applications: z.array(applicationSummarySchema),
  ...pageInfoFields,
});
export const applicationDetailResponse = z.object({
  result: z.literal(true),
  Application: applicationDetailSchema,
});

/** GET /api/admin/admission_applications.csv: the file's text. */
export const applicationsCsvResponse = z.string().describe('CSV, one application a row');
/** GET /api/admin/admission_files/{id}: an uploaded image. */
export const admissionFileResponse = z.unknown().describe('The image bytes');
