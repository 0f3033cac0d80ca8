import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../../common/api.ts';
import {
  collectedResponse,
  monthRangeQuerySchema,
  outstandingQuerySchema,
  outstandingResponse,
  reportCsvResponse,
  teacherLessonsResponse,
} from '../../../common/schemas/admin-reports.ts';
import { dispositionHeader } from '../../http/file-response.ts';
import { adminErrors, adminOnly } from '../admin-route.ts';
import {
  collectedCsv,
  outstandingCsv,
  presentCollected,
  presentOutstanding,
  presentTeacherLessons,
  teacherLessonsCsv,
} from './admin-reports.presenter.ts';
import {
  collectedReport,
  monthRangeOf,
  outstandingReport,
  teacherLessonsReport,
} from './admin-reports.service.ts';

const tags = ['admin'];

/** A report as a file for a spreadsheet. */
const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', dispositionHeader(name, 'attachment'))
    .header('cache-control', 'private, no-store')
    .send(csv);

/** The fee reports (issue 44), each as JSON or, with ?format=csv, a CSV file. Admins only. */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ timeZone: string; currency: string }> = async (
  app,
  { timeZone, currency },
) => {
  adminOnly(app);
  const db = () => app.database.db;

  app.get(
    `${API.adminReports}/outstanding`,
    {
      schema: {
        summary: 'What each student still owes on issued invoices, and what of it is overdue',
        tags,
        querystring: outstandingQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: z.union([outstandingResponse, reportCsvResponse]), ...adminErrors },
      },
    },
    async (req, reply) => {
      const report = await outstandingReport(db(), timeZone);
      if (req.query.format === 'csv')
        return sendCsv(reply, `outstanding-${report.asOf}.csv`, outstandingCsv(report, currency));
      return presentOutstanding(report, currency);
    },
  );

  app.get(
    `${API.adminReports}/collected`,
    {
      schema: {
        summary: 'Money collected per month by course, refunds as negative figures (at most 24 months)',
        tags,
        querystring: monthRangeQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: z.union([collectedResponse, reportCsvResponse]), ...adminErrors },
      },
    },
    async (req, reply) => {
      const range = monthRangeOf(req.query, timeZone);
      const report = await collectedReport(db(), range);
      if (req.query.format === 'csv')
        return sendCsv(reply, `collected-${range.from}-to-${range.to}.csv`, collectedCsv(report, currency));
      return presentCollected(report, currency);
    },
  );

  app.get(
    `${API.adminReports}/teacher-lessons`,
    {
      schema: {
        summary: 'Lessons taught per month by each teacher, late cancellations and no-shows apart (payroll)',
        tags,
        querystring: monthRangeQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: z.union([teacherLessonsResponse, reportCsvResponse]), ...adminErrors },
      },
    },
    async (req, reply) => {
      const range = monthRangeOf(req.query, timeZone);
      const report = await teacherLessonsReport(db(), range, timeZone);
      if (req.query.format === 'csv')
        return sendCsv(reply, `teacher-lessons-${range.from}-to-${range.to}.csv`, teacherLessonsCsv(report));
      return presentTeacherLessons(report);
    },
  );
};
