import { useQuery } from '@tanstack/react-query';
import { API, API_BASE } from '../../../../common/api.ts';
import type { myEnrolmentsQuerySchema, myEnrolmentsResponse } from '../../../../common/schemas/enrolments.ts';
import { apiClient } from '../../../lib/api-client.ts';

const KEY = ['my-enrolments'] as const;

export const fetchMyEnrolments = (studentId?: number) =>
  apiClient.get<typeof myEnrolmentsResponse, typeof myEnrolmentsQuerySchema>(API.myEnrolments, {
    student_id: studentId,
  });

/**
 * The student's own enrolments with their invoices and receipts (a guardian's: their child
 * `studentId`'s), or a teacher's students' sessions.
 */
export const useMyEnrolments = (studentId?: number) =>
  useQuery({ queryKey: [...KEY, studentId ?? 'mine'], queryFn: () => fetchMyEnrolments(studentId) });

/** Where an invoice's and a receipt's PDF are downloaded (the student's own or their guardians', with the session cookie). */
export const invoicePdfUrl = (invoiceId: number) => `${API_BASE}${API.myInvoices}/${invoiceId}/pdf`;
export const receiptPdfUrl = (paymentId: number) => `${API_BASE}${API.myReceipts}/${paymentId}/pdf`;
