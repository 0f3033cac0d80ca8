import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { pdfResponse } from '../../../common/schemas/admin-invoices.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { requireRole } from '../../plugins/auth.ts';
import { adminErrors, idParams } from '../admin-route.ts';
import { myInvoicePdf, myReceiptPdf } from './my-documents.service.ts';

const tags = ['fees'];

/** The signed-in student's own invoice, credit note and receipt PDFs (issue 44), and their guardians'. */
export const myDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    `${API.myInvoices}/:id/pdf`,
    {
      schema: {
        summary:
          "The student's own issued invoice or credit note as a PDF, or a guardian's child's (anything else: 404)",
        tags,
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, ...adminErrors },
      },
    },
    async (req, reply) =>
      sendPdf(reply, await myInvoicePdf(db(), requireRole(req, 'student', 'guardian'), req.params.id)),
  );

  app.get(
    `${API.myReceipts}/:id/pdf`,
    {
      schema: {
        summary: "The student's own receipt as a PDF, or a guardian's child's (anything else: 404)",
        tags,
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, ...adminErrors },
      },
    },
    async (req, reply) =>
      sendPdf(reply, await myReceiptPdf(db(), requireRole(req, 'student', 'guardian'), req.params.id)),
  );
};
