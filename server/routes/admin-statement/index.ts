import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  confirmStatementResponse,
  confirmStatementSchema,
  STATEMENT_MAX_BYTES,
  STATEMENT_TEXT,
  statementColumnsResponse,
  statementColumnsSchema,
  statementResponse,
} from '../../../common/schemas/admin-statement.ts';
import type { FeeMailContext } from '../../fees/fee-mailing.ts';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { formError } from '../../plugins/forms.ts';
import { assertCleanText } from '../../plugins/input.ts';
import { adminErrors, adminOnly } from '../admin-route.ts';
import {
  confirmStatement,
  matchStatement,
  readColumns,
  readStatement,
  saveColumns,
} from './statement.service.ts';

const tags = ['admin'];
const TEXT_TYPES = ['text/csv', 'application/csv'];

/** The statement's text: a multipart file (field `file`), or the body itself as text/csv or text/plain. */
async function statementText(req: FastifyRequest): Promise<string> {
  if (req.isMultipart()) {
    try {
      const file = await req.file({ limits: { fileSize: STATEMENT_MAX_BYTES, files: 1 } });
      if (!file) throw new HttpError(400, STATEMENT_TEXT.noFile);
      const data = await file.toBuffer();
      if (data.length === 0) throw new HttpError(400, STATEMENT_TEXT.empty);
      const text = data.toString('utf8');
      assertCleanText(text, 'The statement');
      return text;
    } catch (err) {
      throw formError(err, { fileTooLarge: STATEMENT_TEXT.tooLarge, tooManyFiles: STATEMENT_TEXT.noFile });
    }
  }
  if (typeof req.body !== 'string' || req.body.trim() === '') throw new HttpError(400, STATEMENT_TEXT.noFile);
  return req.body;
}

/**
 * Reconciliation (issue 44): a bank statement read into proposed payments (nothing recorded), the
 * chosen ones recorded in one step, and the statement's columns chosen once. Admins only.
 */
export const adminStatementRoutes: FastifyPluginAsyncZod<{ fees: FeeMailContext }> = async (
  app,
  { fees },
) => {
  adminOnly(app);
  const db = () => app.database.db;

  app.addContentTypeParser(
    TEXT_TYPES,
    { parseAs: 'string', bodyLimit: STATEMENT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get(
    `${API.adminStatement}/columns`,
    {
      schema: {
        summary: "The statement's columns as chosen: date, amount received, reference, narration",
        tags,
        response: { 200: statementColumnsResponse, ...adminErrors },
      },
    },
    async () => ({ result: true as const, columns: await readColumns(db()) }),
  );

  app.put(
    `${API.adminStatement}/columns`,
    {
      schema: {
        summary: "Chooses the statement's columns (kept for every later statement)",
        tags,
        body: statementColumnsSchema,
        response: { 200: statementColumnsResponse, ...adminErrors },
      },
    },
    async (req) => {
      await saveColumns(db(), req.body);
      return { result: true as const, columns: req.body };
    },
  );

  app.post(
    API.adminStatement,
    {
      bodyLimit: STATEMENT_MAX_BYTES,
      config: { tooLarge: STATEMENT_TEXT.tooLarge },
      schema: {
        summary:
          'Reads a bank statement (CSV: a multipart file, or the body as text/csv) into proposed payments; records nothing',
        tags,
        consumes: ['multipart/form-data', 'text/csv', 'text/plain'],
        response: { 200: statementResponse, 413: adminErrors[400], ...adminErrors },
      },
    },
    async (req) => {
      const text = await statementText(req);
      const columns = await readColumns(db());
      if (!columns) throw new HttpError(409, STATEMENT_TEXT.noColumns);
      const lines = readStatement(text, columns);
      const { rows, counts } = await matchStatement(db(), lines, fees);
      return { result: true as const, currency: fees.policy.currency, rows, counts };
    },
  );

  app.post(
    `${API.adminStatement}/confirm`,
    {
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        summary: 'Records the chosen proposals as bank payments, all or none, and mails each receipt',
        tags,
        body: confirmStatementSchema,
        response: { 200: confirmStatementResponse, 409: adminErrors[400], ...adminErrors },
      },
    },
    async (req) => {
      const recorded = await confirmStatement(db(), req.body.payments, requireUser(req).id, fees);
      app.mailOutbox?.kick();
      return { result: true as const, message: STATEMENT_TEXT.recordedCount(recorded.length), recorded };
    },
  );
};
