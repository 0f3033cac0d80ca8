import { z } from 'zod';

// Every failure of the API answers a 4xx/5xx status with `error` and `message` (the text to
// show), produced by the server's one error handler. A route names the envelope around them in
// its config (`config: { envelope }`), so that each call's failures keep the shape of its answers.

/** The default envelope: `{ error, message }`; a server fault (5xx) also names its `requestId`. */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The live class's calls: their `{ success, data, message }` answer with `success: false`. */
export const liveErrorSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  error: z.string(),
  message: z.string(),
});

/** The dashboard's class lists: the list answer's `result: false` and the text to show, `publicMessage`. */
export const listRefusalSchema = z.object({
  result: z.literal(false),
  publicMessage: z.string(),
  error: z.string(),
  message: z.string(),
});

export const ERROR_ENVELOPES = ['api', 'live', 'list'] as const;
export type ErrorEnvelope = (typeof ERROR_ENVELOPES)[number];
