import { messagingLink, telLink } from '../../../../common/contact-links.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { BANK_DETAILS_CHAT_TEXT } from '../../../content/admission.ts';
import { school } from '../../../lib/school.ts';

const chip =
  'inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-plum-800 shadow-sm ring-1 ring-plum-200 hover:bg-plum-50';

/** Bank transfer details are given on request: call, e-mail or chat. */
export function BankDetails() {
  return (
    <div className="mt-10 rounded-2xl bg-plum-50 p-6 text-center ring-1 ring-plum-100">
      <h3 className="font-serif text-xl font-semibold text-plum-900">Prefer a bank transfer?</h3>
      <p className="mt-2 text-slate-700">Bank details are given on request. Call, e-mail or chat with us.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <a className={chip} href={telLink(school.phones.primary)}>
          <Icon name="phone" /> Call {school.phones.primary}
        </a>
        <a className={chip} href={`mailto:${school.emails.general}?subject=Bank%20details`}>
          <Icon name="mail" /> E-mail us
        </a>
        <a
          className={chip}
          href={messagingLink(school.messagingNumber, BANK_DETAILS_CHAT_TEXT)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="chat" /> Chat with us
        </a>
      </div>
    </div>
  );
}
