import { API } from '../../../../common/api.ts';
import type { ContactMessage } from '../../../../common/schemas/contact.ts';
import { HONEYPOT_FIELD } from '../../../../common/schemas/field-rules.ts';
import type { formAccepted } from '../../../../common/schemas/form-answer.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /contact_form.php as multipart. */
export function sendContactMessage({ values, honeypot }: { values: ContactMessage; honeypot: string }) {
  const form = new FormData();
  form.append('name', values.name);
  form.append('email', values.email);
  form.append('phone', values.phone);
  form.append('message', values.message);
  form.append('notRobot', String(values.notRobot));
  if (honeypot) form.append(HONEYPOT_FIELD, honeypot);
  return apiClient.postForm<typeof formAccepted>(API.contactForm, form);
}
