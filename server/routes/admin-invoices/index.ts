import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  createInvoiceSchema,
  creditNoteResponse,
  creditNoteSchema,
  invoiceDetailResponse,
  invoiceListQuerySchema,
  invoiceListResponse,
  paymentResponse,
  pdfResponse,
  recordPaymentSchema,
  updateDraftSchema,
} from '../../../common/schemas/admin-invoices.ts';
import { okResponse } from '../../../common/schemas/admin-page.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { invoicePdfFile, receiptPdfFile } from '../../fees/document-rows.ts';
import type { FeeMailContext } from '../../fees/fee-mailing.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { presentOk } from '../admin-presenter.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import {
  presentInvoiceDetail,
  presentInvoicePage,
  presentInvoiceSummary,
  presentPayment,
} from './admin-invoices.presenter.ts';
import {
  addCreditNote,
  addPayment,
  createStudentInvoice,
  discardInvoiceDraft,
  editDraft,
  getInvoice,
  issueDraft,
  listInvoices,
  listingOf,
} from './admin-invoices.service.ts';

const tags = ['admin', 'fees'];
const errors = { ...adminErrors, 409: apiErrorSchema };

/** The admin's invoices, payments and credit notes, and their PDFs (issue 44). Admins only. */
export const adminInvoicesRoutes: FastifyPluginAsyncZod<{ fees: FeeMailContext }> = async (app, { fees }) => {
  adminOnly(app);
  const db = () => app.database.db;
  const zone = fees.timeZone;
  const detail = async (id: number) => presentInvoiceDetail(await getInvoice(db(), id, zone));
  /** After a change that queued mail has committed. */
  const sent = () => app.mailOutbox?.kick();

  app.get(
    API.adminInvoices,
    {
      schema: {
        summary: 'Invoices and credit notes, newest first, by status, student or number/name; paginated',
        tags,
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListResponse, ...errors },
      },
    },
    async (req) => presentInvoicePage(await listInvoices(db(), req.query, zone), schoolDate(zone)),
  );

  app.post(
    API.adminInvoices,
    {
      schema: {
        summary: 'A new invoice for a student: a draft, or issued at once (numbered and mailed)',
        tags,
        body: createInvoiceSchema,
        response: { 200: invoiceDetailResponse, ...errors },
      },
    },
    async (req) => {
      const row = await createStudentInvoice(db(), req.body, requireUser(req).id, fees);
      if (row.status === 'issued') sent();
      return detail(row.id);
    },
  );

  app.get(
    `${API.adminInvoices}/:id`,
    {
      schema: {
        summary: 'One invoice or credit note: lines, payments, credit notes, money log, payment screenshot',
        tags,
        params: idParams,
        response: { 200: invoiceDetailResponse, ...errors },
      },
    },
    async (req) => detail(req.params.id),
  );

  app.patch(
    `${API.adminInvoices}/:id`,
    {
      schema: {
        summary: "A draft's lines and note (an issued invoice never changes: 409)",
        tags,
        params: idParams,
        body: updateDraftSchema,
        response: { 200: invoiceDetailResponse, ...errors },
      },
    },
    async (req) => {
      await editDraft(db(), req.params.id, req.body, requireUser(req).id, fees);
      return detail(req.params.id);
    },
  );

  app.delete(
    `${API.adminInvoices}/:id`,
    {
      schema: {
        summary: 'Discard a draft (a renewal offer turned down); an issued invoice stays (409)',
        tags,
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (req) => {
      await discardInvoiceDraft(db(), req.params.id, requireUser(req).id);
      return presentOk();
    },
  );

  app.post(
    `${API.adminInvoices}/:id/issue`,
    {
      schema: {
        summary: 'Issue a draft: its number, dates and mail (this confirms a renewal offer)',
        tags,
        params: idParams,
        response: { 200: invoiceDetailResponse, ...errors },
      },
    },
    async (req) => {
      await issueDraft(db(), req.params.id, requireUser(req).id, fees);
      sent();
      return detail(req.params.id);
    },
  );

  app.post(
    `${API.adminInvoices}/:id/payments`,
    {
      schema: {
        summary: 'Record a payment against an issued invoice (within its balance); the receipt is mailed',
        tags,
        params: idParams,
        body: recordPaymentSchema,
        response: { 200: paymentResponse, ...errors },
      },
    },
    async (req) => {
      const { payment, balanceMinor } = await addPayment(
        db(),
        req.params.id,
        req.body,
        requireUser(req).id,
        fees,
      );
      sent();
      return { result: true as const, Payment: presentPayment(payment), balanceMinor };
    },
  );

  app.post(
    `${API.adminInvoices}/:id/credit-notes`,
    {
      schema: {
        summary: 'Issue a credit note against an issued invoice (at most what is not yet credited); mailed',
        tags,
        params: idParams,
        body: creditNoteSchema,
        response: { 200: creditNoteResponse, ...errors },
      },
    },
    async (req) => {
      const note = await addCreditNote(db(), req.params.id, req.body, requireUser(req).id, fees);
      sent();
      return {
        result: true as const,
        CreditNote: presentInvoiceSummary(await listingOf(db(), note.id, zone)),
      };
    },
  );

  app.get(
    `${API.adminInvoices}/:id/pdf`,
    {
      schema: {
        summary: "An issued invoice's or credit note's PDF (a draft has none: 404)",
        tags,
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (req, reply) => sendPdf(reply, await invoicePdfFile(db(), req.params.id)),
  );

  app.get(
    `${API.adminPayments}/:id/receipt.pdf`,
    {
      schema: {
        summary: "A payment's receipt PDF",
        tags,
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (req, reply) => sendPdf(reply, await receiptPdfFile(db(), req.params.id)),
  );
};
