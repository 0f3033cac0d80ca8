import { z } from 'zod';
import { pageInfoFields } from '../../../common/schemas/admin-page.ts';

const applicationSummary = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  selectedCourses: z.array(z.object({ course: z.string(), type: z.string() })),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});

const applicationFile = z.object({
  id: z.number().int(),
  field: z.enum(['nationalityId', 'paymentScreenshot']),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});

const applicationDetail = applicationSummary.extend({
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
  files: z.array(applicationFile),
});

export const applicationListResponse = z.object({
  result: z.literal(true),
  Applications: z.array(applicationSummary),
  ...pageInfoFields,
});
export const applicationDetailResponse = z.object({
  result: z.literal(true),
  Application: applicationDetail,
});
