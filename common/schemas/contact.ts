import * as z from 'zod/mini';
import { emailField, mustTick, personName, requiredText } from './fields.ts';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1000;

/** The contact form, shared by the form and POST /api/contact_form.php. */
export const contactSchema = z.object({
  name: personName('Name'),
  email: emailField,
  phone: requiredText(
    'Phone number is required',
    z.regex(/^[\d+\-\s()]{10,15}$/, 'Please enter a valid phone number'),
  ),
  message: requiredText(
    'Message is required',
    z.minLength(MESSAGE_MIN, 'Message must be at least 10 characters'),
    z.maxLength(MESSAGE_MAX, 'Message must be less than 1000 characters'),
  ),
  notRobot: mustTick('Please confirm you are not a robot'),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
