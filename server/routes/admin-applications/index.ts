import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  admissionFileResponse,
  applicationDetailResponse,
  applicationListQuerySchema,
  applicationListResponse,
  applicationNotesSchema,
  applicationStateChangeSchema,
  applicationsCsvQuerySchema,
  applicationsCsvResponse,
} from '../../../common/schemas/admin-submissions.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import type { School } from '../../../common/school.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { dispositionHeader } from '../../http/file-response.ts';
import { requireUser } from '../../plugins/auth.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import {
  presentApplicationDetail,
  presentApplicationPage,
  presentApplicationsCsv,
} from './admin-applications.presenter.ts';
import {
  changeApplicationState,
  exportApplications,
  getAdmissionFile,
  getApplication,
  listApplications,
  saveApplicationNotes,
} from './admin-applications.service.ts';

const tags = ['admin'];
const errors = { ...adminErrors, 409: apiErrorSchema };

// Only these are sent as images; anything else stored is offered as a download, never rendered.
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
const normalisedType = (mime: string) => (mime === 'image/jpg' ? 'image/jpeg' : mime.toLowerCase());

/** Admission applications for the admin, with their images and a CSV export. Admins only. */
export const adminApplicationsRoutes: FastifyPluginAsyncZod<{ timeZone: string; school: School }> = async (
  app,
  { timeZone, school },
) => {
  adminOnly(app);
  const db = () => app.database.db;

  app.get(
    API.adminApplications,
    {
      schema: {
        summary:
          'Admission applications, newest first; the open ones (new, contacted, waitlisted) unless a state or all is asked for; paginated',
        tags,
        querystring: applicationListQuerySchema,
        response: { 200: applicationListResponse, ...adminErrors },
      },
    },
    async (req) => presentApplicationPage(await listApplications(db(), req.query)),
  );

  app.get(
    API.adminApplicationsCsv,
    {
      schema: {
        summary:
          'Admission applications as a CSV file, with their state (all unless a state or open is asked for)',
        tags,
        querystring: applicationsCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: applicationsCsvResponse, ...adminErrors },
      },
    },
    async (req, reply) => {
      const csv = presentApplicationsCsv(await exportApplications(db(), req.query.state));
      const name = `admission-applications-${schoolDate(timeZone)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', dispositionHeader(name, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    `${API.adminApplications}/:id`,
    {
      schema: {
        summary: 'One admission application with the list of its files',
        tags,
        params: idParams,
        response: { 200: applicationDetailResponse, ...adminErrors },
      },
    },
    async (req) => presentApplicationDetail(await getApplication(db(), req.params.id)),
  );

  app.post(
    `${API.adminApplications}/:id/state`,
    {
      schema: {
        summary:
          "Move an application from the state the admin saw to another, with an optional note for its history; waitlisted and declined mail the applicant the school's words. Accepted is refused (Accept sets it), as is the same state (400); 409 when it is no longer in that state",
        tags,
        params: idParams,
        body: applicationStateChangeSchema,
        response: { 200: applicationDetailResponse, ...errors },
      },
    },
    async (req) => {
      await changeApplicationState(db(), school, req.params.id, req.body, requireUser(req).id);
      app.mailOutbox?.kick();
      return presentApplicationDetail(await getApplication(db(), req.params.id));
    },
  );

  app.put(
    `${API.adminApplications}/:id/notes`,
    {
      schema: {
        summary: "Save the admin's notes on an application (kept in its history)",
        tags,
        params: idParams,
        body: applicationNotesSchema,
        response: { 200: applicationDetailResponse, ...adminErrors },
      },
    },
    async (req) => {
      await saveApplicationNotes(db(), req.params.id, req.body.notes, requireUser(req).id);
      return presentApplicationDetail(await getApplication(db(), req.params.id));
    },
  );

  app.get(
    `${API.adminAdmissionFiles}/:id`,
    {
      schema: {
        summary: "An application's uploaded image (ID or payment screenshot)",
        tags,
        params: idParams,
        produces: ['image/png', 'image/jpeg'],
        response: { 200: admissionFileResponse, ...adminErrors },
      },
    },
    async (req, reply) => {
      const file = await getAdmissionFile(db(), req.params.id);
      const type = normalisedType(file.mimeType);
      const isImage = IMAGE_TYPES.has(type);
      const safeName = file.fileName.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', isImage ? type : 'application/octet-stream')
        .header('content-disposition', dispositionHeader(safeName, isImage ? 'inline' : 'attachment'))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.data));
    },
  );
};
