import { CONTACT_PAGE_HOURS } from '../../content/contact-page-hours.ts';
import { ContactForm } from '../../features/contact-form/components/contact-form.tsx';
import { ContactLayout } from '../../features/contact-info/components/contact-layout.tsx';
import { withQueryScope } from '../query-scope.tsx';

const ScopedContactForm = withQueryScope(ContactForm);

export function ContactRoute() {
  return <ContactLayout hours={CONTACT_PAGE_HOURS} form={<ScopedContactForm />} />;
}
