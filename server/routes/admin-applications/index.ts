import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { okResponse } from '../../../common/schemas/admin-page.ts';
import {
  admissionFileResponse,
  applicationDetailResponse,
  applicationListResponse,
  applicationsCsvResponse,
  csvQuerySchema,
  handledSchema,
  submissionListQuerySchema,
} from '../../../common/schemas/admin-submissions.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { dispositionHeader } from '../../http/file-response.ts';
import { presentOk } from '../admin-presenter.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import {
  presentApplicationDetail,
  presentApplicationPage,
  presentApplicationsCsv,
} from './admin-applications.presenter.ts';
import {
  exportApplications,
  getAdmissionFile,
  getApplication,
  listApplications,
  setApplicationHandled,
} from './admin-applications.service.ts';

const tags = ['admin'];

// Only these are sent as images; anything else stored is offered as a download, never rendered.
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
const normalisedType = (mime: string) => (mime === 'image/jpg' ? 'image/jpeg' : mime.toLowerCase());

/** Admission applications for the admin, with their images and a CSV export. Admins only. */
export const adminApplicationsRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (
  app,
  { timeZone },
) => {
  adminOnly(app);
  const db = () => app.database.db;

  app.get(
    API.adminApplications,
    {
      schema: {
        summary: 'Admission applications, newest first; open, handled or all; paginated',
        tags,
        querystring: submissionListQuerySchema,
        response: { 200: applicationListResponse, ...adminErrors },
      },
    },
    async (req) => presentApplicationPage(await listApplications(db(), req.query)),
  );

  app.get(
    API.adminApplicationsCsv,
    {
      schema: {
        summary: 'Admission applications as a CSV file (open, handled or all)',
        tags,
        querystring: csvQuerySchema,
        produces: ['text/csv'],
        response: { 200: applicationsCsvResponse, ...adminErrors },
      },
    },
    async (req, reply) => {
      const csv = presentApplicationsCsv(await exportApplications(db(), req.query.status));
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

  app.put(
    `${API.adminApplications}/:id/handled`,
    {
      schema: {
        summary: 'Mark an application handled, or open again',
        tags,
        params: idParams,
        body: handledSchema,
        response: { 200: okResponse, ...adminErrors },
      },
    },
    async (req) => {
      await setApplicationHandled(db(), req.params.id, req.body.handled);
      return presentOk();
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
