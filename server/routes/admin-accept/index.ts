import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  ACCEPT_TEXT,
  acceptApplicationResponse,
  acceptApplicationSchema,
} from '../../../common/schemas/accept-application.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import type { FeeMailContext } from '../../fees/fee-mailing.ts';
import { requireUser } from '../../plugins/auth.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import { acceptApplication } from './accept.service.ts';

/** Accept: an application becomes an enrolled, invoiced student in one step. Admins only. */
export const adminAcceptRoutes: FastifyPluginAsyncZod<{ fees: FeeMailContext }> = async (app, { fees }) => {
  adminOnly(app);
  app.post(
    `${API.adminApplications}/:id/accept`,
    {
      schema: {
        summary:
          "Accept an application: the student's account (an existing one linked), an enrolment and weekly series per course, the first invoice and the welcome mail; nothing kept when any part is refused",
        tags: ['admin'],
        params: idParams,
        body: acceptApplicationSchema,
        response: { 200: acceptApplicationResponse, ...adminErrors, 409: apiErrorSchema },
      },
    },
    async (req) => {
      const accepted = await acceptApplication(
        app.database.db,
        req.params.id,
        req.body,
        requireUser(req),
        fees,
      );
      app.mailOutbox?.kick();
      return {
        result: true as const,
        message: ACCEPT_TEXT.accepted(accepted.name, accepted.guardian?.name ?? null),
        student_id: accepted.studentId,
        linked: accepted.linked,
        guardian_id: accepted.guardian?.id ?? null,
        enrolment_ids: accepted.enrolmentIds,
        invoice_number: accepted.invoiceNumber,
      };
    },
  );
};
