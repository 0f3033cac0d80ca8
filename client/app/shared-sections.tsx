import { BlogTeaser } from '../components/sections/blog-teaser.tsx';
import { CertificationsSection } from '../components/sections/certifications-section.tsx';
import { ContactBlock } from '../components/sections/contact-block.tsx';
import { ContactForm } from '../features/contact-form/components/contact-form.tsx';
import { FaqTeaserSection } from '../features/faqs/components/faq-teaser-section.tsx';
import { InstagramSection } from '../features/instagram/components/instagram-section.tsx';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section.tsx';

/**
 * The sections the about and course pages end with (spec section 2): certifications,
 * testimonials, blog, contact (with the form), Instagram and the FAQ teaser.
 */
export function SharedSections() {
  return (
    <>
      <CertificationsSection />
      <TestimonialsSection />
      <BlogTeaser />
      <ContactBlock form={<ContactForm />} />
      <InstagramSection />
      <FaqTeaserSection />
    </>
  );
}
