import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dbId } from '../../common/schemas/fields.ts';
import { requireRole } from '../plugins/auth.ts';
import { errorResponse } from './auth/schema.ts';

/** Refuses every route of the calling plugin unless an admin is signed in (401, then 403). */
export function adminOnly(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    requireRole(req, 'admin');
  });
}

export const adminErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};

export const idParams = z.object({ id: dbId('Invalid id') });

export const okResponse = z.object({ result: z.literal(true) });

export const pageInfoFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
