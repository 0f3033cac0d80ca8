import type { ReactElement } from 'react';
import { HydrationParts } from '../lib/hydration-part.tsx';
import {
  BlogTeaser,
  CertificationsSection,
  ContactBlock,
  FaqTeaserSection,
  InstagramSection,
  TestimonialsSection,
} from './lazy-sections.tsx';

/**
 * The sections the home, about and course pages end with, each hydrated as a part of its own:
 * certifications, testimonials, blog, contact (with the form), Instagram and the FAQ teaser.
 * The home page puts its own sections (`afterCertifications`, each a part) between the first two.
 */
export function SharedSections({ afterCertifications = [] }: { afterCertifications?: ReactElement[] }) {
  return (
    <HydrationParts>
      <CertificationsSection />
      {afterCertifications}
      <TestimonialsSection />
      <BlogTeaser />
      <ContactBlock />
      <InstagramSection />
      <FaqTeaserSection />
    </HydrationParts>
  );
}
