import type { z } from 'zod';
import type { formAccepted } from '../../../common/schemas/form-answer.ts';

const ADMISSION_THANKS = "Thank you! We'll get back to you as soon as possible.";

/** POST /api/admission_form.php: the thank-you the form shows (common/schemas/form-answer.ts). */
export const presentAdmissionThanks = (): z.infer<typeof formAccepted> => ({
  result: true,
  message: ADMISSION_THANKS,
});
