import type { z } from 'zod';
import type { formAccepted } from '../../../common/schemas/form-answer.ts';

const CONTACT_THANKS = "Thank you for your message. We'll get back to you as soon as possible.";

/** POST /api/contact_form.php: the thank-you the form shows (common/schemas/form-answer.ts). */
export const presentContactThanks = (): z.infer<typeof formAccepted> => ({
  result: true,
  message: CONTACT_THANKS,
});
