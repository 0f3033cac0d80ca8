import { z } from 'zod';
import { type PageInfo, type PageQuery, pageQueryFields } from './admin-page.ts';

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

export type ContactMessageItem = {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
};

export type ApplicationSummary = {
  id: number;
  fullName: string;
  email: string;
  contactNumber: string;
  selectedCourses: { course: string; type: string }[];
  createdAt: string;
  handledAt: string | null;
};

export type ApplicationFile = {
  id: number;
  field: 'nationalityId' | 'paymentScreenshot';
  originalName: string;
  mimeType: string;
  sizeBytes: number;
};

export type ApplicationDetail = ApplicationSummary & {
  gender: 'male' | 'female' | 'other';
  dob: string;
  age: number;
  address: string;
  city: string;
  country: string;
  nationality: string;
  occupation: string;
  education: string;
  training: string | null;
  goal: string | null;
  howKnow: string;
  paymentMethod: 'cash' | 'online';
  files: ApplicationFile[];
};

export type ContactMessageListResponse = { result: true; Messages: ContactMessageItem[] } & PageInfo;
export type ApplicationListResponse = { result: true; Applications: ApplicationSummary[] } & PageInfo;
export type ApplicationDetailResponse = { result: true; Application: ApplicationDetail };
