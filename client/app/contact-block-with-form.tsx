import { ContactBlock } from '../components/sections/contact-block.tsx';
import { ContactForm } from '../features/contact-form/components/contact-form.tsx';

/** The contact block with the send-message form, as home, about and course pages end. */
export function ContactBlockWithForm() {
  return <ContactBlock form={<ContactForm />} />;
}
