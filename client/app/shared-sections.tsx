import {
  BlogTeaser,
  CertificationsSection,
  ContactBlock,
  FaqTeaserSection,
  InstagramSection,
  TestimonialsSection,
} from './lazy-sections.tsx';

/**
 * The sections the about and course pages end with: certifications,
 * testimonials, blog, contact (with the form), Instagram and the FAQ teaser.
 */
export function SharedSections() {
  return (
    <>
      <CertificationsSection />
      <TestimonialsSection />
      <BlogTeaser />
      <ContactBlock />
      <InstagramSection />
      <FaqTeaserSection />
    </>
  );
}
