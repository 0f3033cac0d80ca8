import { CONTACT_PAGE_HOURS } from '../../content/contact-page-hours.ts';
import { ContactLayout } from '../../features/contact-info/components/contact-layout.tsx';

export function ContactRoute() {
  // The send-message form goes in the `form` slot: <ContactLayout form={<ContactForm />} ... />.
  return <ContactLayout hours={CONTACT_PAGE_HOURS} />;
}
