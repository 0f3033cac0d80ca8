import { liveErrorSchema } from '../../../common/schemas/errors.ts';

// What the live-class routes say of themselves in /api/docs.

export const liveTags = ['live class'];

/**
 * The refusals every live-class call (and a recording's class call) can answer, in the live
 * envelope: a bad request, nobody signed in, not the class's member.
 */
export const liveRefusals = { 400: liveErrorSchema, 401: liveErrorSchema, 403: liveErrorSchema };
