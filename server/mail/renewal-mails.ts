import { schoolDateLabel, sessionsLeftText } from '../../common/fees/enrolment-text.ts';
import { formatMoney } from '../../common/fees/money.ts';
import type { School } from '../../common/school.ts';
import type { OutboxMail } from './outbox.ts';

// The renewal offer (issue 44): mailed once per enrolment when few sessions remain or its
// validity ends soon. The school has drafted the invoice; it confirms it before it is due.

export type RenewalOffer = {
  /** 'Piano/Keyboard - Quarter Course'. */
  name: string;
  left: number;
  sessions: number;
  validUntil: string;
  /** The renewal's package and price. */
  nextSessions: number;
  priceMinor: number;
  currency: string;
  teacherName: string;
};

export function renewalOfferMail(
  school: School,
  to: { email: string | null; firstName: string },
  offer: RenewalOffer,
): OutboxMail {
  const until = schoolDateLabel(offer.validUntil);
  return {
    to: to.email,
    subject: `Renew your ${offer.name} at ${school.name}`,
    body: [
      `Hello ${to.firstName},`,
      '',
      `You have ${sessionsLeftText(offer.left, offer.sessions)} on your ${offer.name}, valid until ${until}.`,
      '',
      `To keep your lessons going without a break, we have prepared a renewal of the same plan: ${offer.nextSessions} sessions for ${formatMoney(offer.priceMinor, offer.currency)}.`,
      'We will confirm the invoice and send it to you shortly. As our terms say, it is paid in full before the first class of the renewal.',
      '',
      `Sessions not used by ${until} expire then, so do book the ones you have left with ${offer.teacherName} before that day.`,
      'If you would like a different plan, or do not wish to renew, simply reply to this mail.',
      '',
      'Warm regards,',
      school.name,
      `${school.emails.general} · ${school.phones.primary}`,
    ].join('\n'),
  };
}
