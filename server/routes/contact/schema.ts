import { z } from 'zod';

// Shapes for the OpenAPI page; the form itself is checked by common/schemas/contact.ts.
export const formAccepted = z.object({ result: z.literal(true), message: z.string() });
export const formRefused = z.object({ error: z.string(), message: z.string() });

export const contactDescription =
  'multipart/form-data with name, email, phone, message and notRobot (true), as the contact form sends them.';
