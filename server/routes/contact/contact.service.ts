import { contactSchema } from '../../../common/schemas/contact.ts';
import type { Db } from '../../db/database.ts';
import { contactMessages } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { HttpError } from '../../plugins/errors.ts';
import { toBool } from '../../plugins/forms.ts';

/** Checks a posted contact form with the form's own rules; the first problem is refused. */
export function parseContact(fields: Record<string, string>) {
  const parsed = contactSchema.safeParse({
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    message: fields.message,
    notRobot: toBool(fields.notRobot),
  });
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid form');
  return parsed.data;
}

/** Stores the message and its notice to the school in one transaction. */
export async function storeContact(
  db: Db,
  message: ReturnType<typeof parseContact>,
  notify: { to: string; schoolName: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message,
    });
    await enqueueMail(tx, {
      to: notify.to,
      subject: `New contact message from ${message.name}`,
      body: [
        `A new message was sent through the ${notify.schoolName} website.`,
        '',
        `Name: ${message.name}`,
        `Email: ${message.email}`,
        `Phone: ${message.phone}`,
        '',
        message.message,
      ].join('\n'),
    });
  });
}
