import { z } from 'zod';

// The answer of the two public forms (contact and admission), posted as multipart/form-data and
// checked by their own schemas (common/schemas/contact.ts, common/schemas/admission.ts).

/** Stored: the thank-you text to show. */
export const formAccepted = z.object({ result: z.literal(true), message: z.string() });
