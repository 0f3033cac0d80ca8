import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../common/schemas/errors.ts';
import { dbId } from '../../common/schemas/fields.ts';
import { requireRole } from '../plugins/auth.ts';

/** Refuses every route of the calling plugin unless an admin is signed in (401, then 403). */
export function adminOnly(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    requireRole(req, 'admin');
  });
}

export const adminErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

export const idParams = z.object({ id: dbId('Invalid id') });
