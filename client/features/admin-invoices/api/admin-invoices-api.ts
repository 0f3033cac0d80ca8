import { useQuery } from '@tanstack/react-query';
import { API, API_BASE } from '../../../../common/api.ts';
import type {
  CreateInvoiceInput,
  CreditNoteInput,
  createInvoiceSchema,
  creditNoteResponse,
  creditNoteSchema,
  InvoiceListQuery,
  invoiceDetailResponse,
  invoiceListQuerySchema,
  invoiceListResponse,
  paymentResponse,
  RecordPaymentInput,
  recordPaymentSchema,
} from '../../../../common/schemas/admin-invoices.ts';
import type { okResponse } from '../../../../common/schemas/admin-page.ts';
import type { userListQuerySchema, userListResponse } from '../../../../common/schemas/admin-users.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

/** Every query of this feature sits under this key: a change refreshes the list and the open invoice. */
export const INVOICES_KEY = ['admin-invoices'] as const;

export const fetchInvoices = (query: InvoiceListQuery) =>
  apiClient.get<typeof invoiceListResponse, typeof invoiceListQuerySchema>(API.adminInvoices, query);

export const useAdminInvoices = (query: InvoiceListQuery) => useListQuery(INVOICES_KEY, query, fetchInvoices);

export const fetchInvoice = (id: number) =>
  apiClient.get<typeof invoiceDetailResponse>(`${API.adminInvoices}/${id}`);

export function useAdminInvoice(id: number | null) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'detail', id],
    queryFn: () => fetchInvoice(id as number),
    enabled: id !== null,
  });
}

export const fetchStudents = () =>
  apiClient.get<typeof userListResponse, typeof userListQuerySchema>(API.adminUsers, {
    role: 'student',
    pageSize: 100,
  });

/** The students to invoice (the first 100 by name), fetched when the form opens. */
export function useInvoiceStudents(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['admin-invoice-students'],
    queryFn: fetchStudents,
    select: (data) => data.Users,
  });
}

export const createInvoice = (input: CreateInvoiceInput) =>
  apiClient.postJson<typeof invoiceDetailResponse, typeof createInvoiceSchema>(API.adminInvoices, input);
export const useCreateInvoice = () => useRefreshingMutation(INVOICES_KEY, createInvoice);

export const issueInvoice = (id: number) =>
  apiClient.postJson<typeof invoiceDetailResponse>(`${API.adminInvoices}/${id}/issue`, {});
export const useIssueInvoice = () => useRefreshingMutation(INVOICES_KEY, issueInvoice);

export const discardDraft = (id: number) => apiClient.delete<typeof okResponse>(`${API.adminInvoices}/${id}`);
export const useDiscardDraft = () => useRefreshingMutation(INVOICES_KEY, discardDraft);

export const recordPayment = ({ id, input }: { id: number; input: RecordPaymentInput }) =>
  apiClient.postJson<typeof paymentResponse, typeof recordPaymentSchema>(
    `${API.adminInvoices}/${id}/payments`,
    input,
  );
export const useRecordPayment = () => useRefreshingMutation(INVOICES_KEY, recordPayment);

export const issueCreditNote = ({ id, input }: { id: number; input: CreditNoteInput }) =>
  apiClient.postJson<typeof creditNoteResponse, typeof creditNoteSchema>(
    `${API.adminInvoices}/${id}/credit-notes`,
    input,
  );
export const useIssueCreditNote = () => useRefreshingMutation(INVOICES_KEY, issueCreditNote);

/** Where an issued invoice's or credit note's PDF downloads (admins, with the session cookie). */
export const invoicePdfUrl = (id: number) => `${API_BASE}${API.adminInvoices}/${id}/pdf`;
/** Where a payment's receipt PDF downloads. */
export const receiptPdfUrl = (paymentId: number) =>
  `${API_BASE}${API.adminPayments}/${paymentId}/receipt.pdf`;
